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

  // MARK: Geometry

  /// Indicator thickness, inset from the edge, and minimum lengths, in points: a choice of this
  /// project, matched by eye to iOS's indicators (no public source gives them).
  static let thickness: CGFloat = 3
  static let edgeInset: CGFloat = 3
  static let minimumLength: CGFloat = 36
  static let minimumRubberBandLength: CGFloat = 7

  /// A vertical indicator along the right edge of `visible` (bounds coordinates) inside `insets`,
  /// leaving the bottom-right corner to the other indicator when both show; nil when the content
  /// cannot move on this axis.
  static func verticalIndicator(
    visible: CGRect, insets: UIEdgeInsets, offset: CGFloat, minimum: CGFloat, maximum: CGFloat, content: CGFloat,
    reservesCorner: Bool
  ) -> CGRect? {
    guard maximum > minimum else { return nil }
    let trackStart = visible.minY + insets.top + edgeInset
    let trackEnd =
      visible.maxY - insets.bottom - edgeInset - (reservesCorner ? thickness + edgeInset : 0)
    let (start, length) = indicatorSpan(
      track: trackEnd - trackStart, offset: offset, minimum: minimum, maximum: maximum, visible: visible.height,
      content: content)
    return CGRect(
      x: visible.maxX - insets.right - edgeInset - thickness, y: trackStart + start,
      width: thickness, height: length)
  }

  /// Where along a track of `track` points an indicator starts and how long it is: its length is
  /// visible/content of the track, shrinking by the overscroll while rubber-banding.
  static func indicatorSpan(
    track: CGFloat, offset: CGFloat, minimum: CGFloat, maximum: CGFloat, visible: CGFloat, content: CGFloat
  ) -> (start: CGFloat, length: CGFloat) {
    guard track > 0, content > 0 else { return (0, 0) }
    var length = max(min(track * visible / content, track), min(minimumLength, track))
    var overscroll: CGFloat = 0
    if offset < minimum { overscroll = minimum - offset } else if offset > maximum { overscroll = offset - maximum }
    length = max(length - overscroll, min(minimumRubberBandLength, track))
    let range = maximum - minimum
    let fraction = range > 0 ? min(max((offset - minimum) / range, 0), 1) : 0
    return (fraction * (track - length), length)
  }
}

extension CGRect {
  /// The rect with x and y swapped (and width and height).
  var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}

extension UIEdgeInsets {
  /// The insets with the axes swapped: top ↔ left, bottom ↔ right.
  var transposed: UIEdgeInsets { UIEdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}
