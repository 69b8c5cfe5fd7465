import Foundation
import XCTest

@testable import ViewCore

/// Records delegate messages by name, with the state flags at the time of each.
@MainActor
final class RecordingDelegate: UIScrollViewDelegate {
  var messages: [String] = []
  var willDecelerate: [Bool] = []
  var targets: [CGPoint] = []
  /// The release velocities of `scrollViewWillEndDragging`, in pt/s (UIKit passes pt/ms).
  var velocities: [CGPoint] = []
  var overrideTarget: CGPoint?
  var onScroll: ((UIScrollView) -> Void)?
  var zoomView: UIView?

  /// The messages without the (many) `scrollViewDidScroll`s, for sequence checks.
  var sequence: [String] { messages.filter { $0 != "didScroll" } }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    messages.append("didScroll")
    onScroll?(scrollView)
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { messages.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    messages.append("willEndDragging")
    targets.append(targetContentOffset.pointee)
    velocities.append(CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))
    if let overrideTarget { targetContentOffset.pointee = overrideTarget }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    messages.append("didEndDragging")
    willDecelerate.append(decelerate)
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { messages.append("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { messages.append("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { messages.append("didEndScrollingAnimation") }
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { messages.append("didScrollToTop") }
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    messages.append("willBeginZooming")
  }
  func scrollViewDidZoom(_ scrollView: UIScrollView) { messages.append("didZoom") }
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    messages.append("didEndZooming")
  }
}

/// A window with one scroll view, driven through the scroll view's drag entry points with a
/// stepped clock (no wall clock anywhere).
@MainActor
final class ScrollHarness {
  let window: UIWindow
  let scrollView: UIScrollView
  let delegate = RecordingDelegate()
  private(set) var time: TimeInterval = 0
  var frameRate: Double

  init(
    size: CGSize = CGSize(width: 600, height: 600), contentSize: CGSize = CGSize(width: 600, height: 3000),
    frameRate: Double = 60
  ) {
    self.frameRate = frameRate
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
    scrollView.contentSize = contentSize
    scrollView.delegate = delegate
    window.addSubview(scrollView)
  }

  /// Advances the clock by whole frames until `duration` seconds have passed.
  func run(for duration: TimeInterval) {
    let frames = Int((duration * frameRate).rounded())
    for _ in 0..<frames { step() }
  }

  /// Moves the clock forward to `time` (events carried their own times) without stepping frames.
  func advanceClock(to time: TimeInterval) {
    self.time = max(self.time, time)
  }

  /// One precise (trackpad) event of `step` points (content direction) at `time` over the
  /// scroll view, through the window as the platform delivers it; `liftOff`: the device
  /// promises to say when the fingers lift.
  func sendTrackpadStep(_ step: CGFloat, at time: TimeInterval, liftOff: Bool = false) {
    let event = InputEvent.Wheel(
      delta: CGPoint(x: 0, y: step), isPrecise: true, at: CGPoint(x: 300, y: 300), time: time,
      endsWithLiftOff: liftOff)
    advanceClock(to: time)
    window.handle(.wheel(event))
  }

  func step() {
    time += 1 / frameRate
    window.advance(to: time)
  }

  /// Runs frames until nothing animates (or `limit` seconds); returns the time it came to rest.
  @discardableResult
  func runUntilIdle(limit: TimeInterval = 10) -> TimeInterval {
    let start = time
    var restedAt: TimeInterval?
    while time - start < limit {
      step()
      if restedAt == nil, !scrollView.isDecelerating, !scrollView.isZoomBouncing, !isAnimating { restedAt = time }
      if !window.isAnimating { break }
    }
    return restedAt ?? time
  }

  private var isAnimating: Bool {
    switch scrollView.activity {
    case .animatingOffset, .animatingZoom: return true
    default: return false
    }
  }

  /// A finger drag of `translation` (finger movement, pt) over `duration`, sampled each frame,
  /// ending with the finger still moving at the drag's average speed unless `releaseVelocity` is given.
  func drag(
    by translation: CGPoint, duration: TimeInterval = 0.2, release: Bool = true, releaseVelocity: CGPoint? = nil
  ) {
    scrollView.touchDidBegin(at: time)
    scrollView.dragDidBegin(at: time)
    let frames = max(1, Int((duration * frameRate).rounded()))
    let velocity = CGPoint(x: translation.x / CGFloat(duration), y: translation.y / CGFloat(duration))
    for frame in 1...frames {
      time += 1 / frameRate
      let fraction = CGFloat(frame) / CGFloat(frames)
      scrollView.dragDidChange(
        translation: CGPoint(x: translation.x * fraction, y: translation.y * fraction),
        velocity: releaseVelocity ?? velocity, at: time)
      window.advance(to: time)
    }
    if release { scrollView.dragDidEnd(velocity: releaseVelocity ?? velocity, at: time) }
  }
}
