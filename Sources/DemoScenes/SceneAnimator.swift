import Foundation
import ViewCore

/// A small time-driven animation for scene chrome (a keyboard sliding up, a refresh finishing):
/// stepped by the window's frame clock like the scroll views, never by a wall clock.
final class SceneAnimator: FrameAnimating {
  private let duration: TimeInterval
  private let delay: TimeInterval
  private var start: TimeInterval?
  private let update: (CGFloat) -> Void
  private let completion: () -> Void

  /// Calls `update` with an ease-out progress 0...1 over `duration` seconds after `delay`, then `completion`.
  init(
    duration: TimeInterval, delay: TimeInterval = 0, update: @escaping (CGFloat) -> Void,
    completion: @escaping () -> Void = {}
  ) {
    self.duration = max(duration, 0.001)
    self.delay = max(delay, 0)
    self.update = update
    self.completion = completion
  }

  /// Starts on `window`, timed from its latest frame.
  func run(in window: UIWindow?) {
    guard let window else {
      update(1)
      completion()
      return
    }
    start = window.currentTime
    window.addAnimator(self)
  }

  func advance(to time: TimeInterval) -> Bool {
    guard let start else { return false }
    let elapsed = time - start - delay
    guard elapsed >= 0 else { return true }
    let fraction = min(CGFloat(elapsed / duration), 1)
    update(1 - (1 - fraction) * (1 - fraction))
    if fraction >= 1 {
      completion()
      return false
    }
    return true
  }
}
