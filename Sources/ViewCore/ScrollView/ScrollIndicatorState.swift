import Foundation

/// When the scroll indicators show: fully while the scroll view tracks or moves, then held for
/// a moment and faded out, as on iOS; `flashScrollIndicators()` shows them the same way.
struct ScrollIndicatorState {
  /// How long the indicators stay after movement stops, in seconds (with the fade below, a choice
  /// of this project that looks like iOS's; no public source gives the timing).
  static let holdDuration: TimeInterval = 0.5
  /// How long they take to fade out, in seconds.
  static let fadeDuration: TimeInterval = 0.3

  /// The time of the latest movement (or flash), in seconds; nil: never shown.
  var lastShown: TimeInterval?

  mutating func noteMovement(at time: TimeInterval) {
    lastShown = max(lastShown ?? time, time)
  }

  /// Opacity 0...1 at `time`; `held` keeps them fully shown (while tracking or moving).
  func opacity(at time: TimeInterval, held: Bool) -> CGFloat {
    guard let lastShown else { return 0 }
    if held { return 1 }
    let elapsed = time - lastShown
    if elapsed <= ScrollIndicatorState.holdDuration { return 1 }
    let fade = (elapsed - ScrollIndicatorState.holdDuration) / ScrollIndicatorState.fadeDuration
    return CGFloat(max(0, 1 - fade))
  }

  /// True while the indicators are still visible at `time` (the window keeps stepping until they fade).
  func isVisible(at time: TimeInterval, held: Bool) -> Bool {
    opacity(at: time, held: held) > 0
  }
}
