import Foundation
import ScrollPhysics

/// The scroll view's motion and messages, decided in one place: every change of `activity` goes
/// through the functions below, and they are the only senders of delegate messages and trace
/// lines, in UIKit's order. The physics files (dragging, paging, zooming, wheel, animation)
/// compute where things go and call these to start and end what moves.
extension UIScrollView {
  // MARK: Touches and drags

  /// A finger touched down: anything moving stops where it is (catching a bounce in place, with
  /// no jump and no "did end" message, as on iOS), and the scroll view is tracking.
  func beginTracking(at time: TimeInterval) {
    flicks.touchBegan(at: time)
    drag.touchCaughtMotion = false
    switch activity {
    case .decelerating:
      drag.touchCaughtMotion = true
      drag.caughtPagingTarget = pagingTargetInFlight
      become(.tracking)
    case .animatingOffset:
      drag.touchCaughtMotion = true
      become(.tracking)
    case .idle:
      drag.caughtPagingTarget = nil
      become(.tracking)
    default:
      break
    }
  }

  /// All fingers lifted without a drag: back to rest, or back inside the limits (onto a page)
  /// if the touch caught the content outside them.
  func endTracking(at time: TimeInterval) {
    guard case .tracking = activity else { return }
    let time = max(time, now)
    let restingPage = isPagingEnabled ? pagingTarget(rawVelocity: .zero) : contentOffset
    guard isOutsideLimits || restingPage != contentOffset else { return become(.idle) }
    let flight =
      isPagingEnabled
      ? pagingFlight(to: restingPage, velocity: .zero, at: time) : momentumFlight(velocity: .zero, at: time)
    become(.decelerating(flight), announced: true)
    sendMessage("scrollViewWillBeginDecelerating") { $0.scrollViewWillBeginDecelerating(self) }
    if activity.isDecelerating { window?.addAnimator(self) }
  }

  /// The drag began: `scrollViewWillBeginDragging`, from the current (possibly rubber-banded)
  /// offset. Whatever still moved stops without a message.
  func beginDragging(_ input: ScrollActivity.DragInput, at time: TimeInterval) {
    let caught = activity.isDecelerating ? pagingTargetInFlight : drag.caughtPagingTarget
    drag = DragState()
    drag.caughtPagingTarget = caught
    drag.startRawOffset = rawOffset(forDisplayed: contentOffset)
    drag.lockedAxis = isDirectionalLockEnabled ? .undecided : .free
    become(.dragging(input), announced: true)
    sendMessage("scrollViewWillBeginDragging") { $0.scrollViewWillBeginDragging(self) }
  }

  /// The release: `scrollViewWillEndDragging` (whose target the delegate may move),
  /// `scrollViewDidEndDragging(willDecelerate:)`, then `scrollViewWillBeginDecelerating` and the
  /// flight, whose time origin is the release at `time` (or the window's time, if a frame was
  /// already drawn later than that: the flight starts from what is on screen, at the time its
  /// messages carry). Wheel notches come here with the target they scroll to, and start their
  /// flight a 60 Hz frame early (a choice of this project: the loop wakes for the notch and draws
  /// at once, and that first frame must already move, however soon it comes).
  func endDragging(
    release: CGPoint, proposedTarget proposed: CGPoint, at time: TimeInterval, startsAFrameEarly: Bool = false
  ) {
    let time = max(time, now) - (startsAFrameEarly ? 1.0 / 60 : 0)
    var target = proposed
    withUnsafeMutablePointer(to: &target) { pointer in
      sendMessage("scrollViewWillEndDragging", velocity: release, target: proposed) {
        $0.scrollViewWillEndDragging(
          self, withVelocity: CGPoint(x: release.x / 1000, y: release.y / 1000), targetContentOffset: pointer)
      }
    }
    if !target.x.isFinite || !target.y.isFinite { target = proposed }
    // Paging always snaps to its page; a still release moves only toward a target that is not here.
    let plainRest = isPagingEnabled ? contentOffset : projectedTarget(for: release)
    let moves = release != .zero || isOutsideLimits || target != plainRest
    let flight: Flight?
    if !moves {
      flight = nil
    } else if isPagingEnabled {
      flight = pagingFlight(to: target, velocity: release, at: time)
    } else {
      flight = momentumFlight(velocity: release, at: time, target: target == plainRest ? nil : target)
    }
    become(flight.map(ScrollActivity.decelerating) ?? .idle, announced: true)
    sendMessage("scrollViewDidEndDragging", decelerate: moves) {
      $0.scrollViewDidEndDragging(self, willDecelerate: moves)
    }
    // A delegate may have stopped the flight (a direct offset set) inside that message.
    guard moves, activity.isDecelerating else { return }
    sendMessage("scrollViewWillBeginDecelerating") { $0.scrollViewWillBeginDecelerating(self) }
    if activity.isDecelerating { window?.addAnimator(self) }
  }

  /// A flight came to rest (a planned one exactly on its target, which its integrator ensures:
  /// docs/physics.md §1.6), then `scrollViewDidEndDecelerating`.
  func endDeceleration() {
    guard activity.isDecelerating else { return }
    flicks.reset()
    become(.idle, announced: true)
    sendMessage("scrollViewDidEndDecelerating") { $0.scrollViewDidEndDecelerating(self) }
  }

  /// Stops deceleration or a scrolling animation where it is, without a message (a direct offset
  /// set, a key press on a pager, the view leaving its window).
  func stopMoving() {
    switch activity {
    case .decelerating, .animatingOffset: become(.idle)
    default: break
    }
  }

  /// Stops every motion without messages (the view left its window).
  func stopAllMotion() {
    if !activity.isIdle { become(.idle) }
  }

  // MARK: Programmatic scrolling

  /// Starts a programmatic scroll (`setContentOffset(_:animated:)`, keys, scroll to top).
  func beginOffsetAnimation(_ animation: OffsetAnimation) {
    become(.animatingOffset(animation))
    window?.addAnimator(self)
  }

  /// A programmatic scroll arrived: at its destination, with the message its kind sends.
  func endOffsetAnimation() {
    guard case .animatingOffset(let animation) = activity else { return }
    setOffsetInternally(animation.destination)
    become(.idle)
    switch animation.kind {
    case .contentOffset:
      sendMessage("scrollViewDidEndScrollingAnimation") { $0.scrollViewDidEndScrollingAnimation(self) }
    case .scrollToTop:
      scrollToTopDidArrive()
    }
  }

  /// `scrollViewDidScrollToTop`: the scroll-to-top spring arrived, or the content was there already.
  func scrollToTopDidArrive() {
    sendMessage("scrollViewDidScrollToTop") { $0.scrollViewDidScrollToTop(self) }
  }

  // MARK: Zooming

  /// A pinch or Ctrl+wheel zoom began: whatever moved stops, then `scrollViewWillBeginZooming`.
  func beginZooming(_ input: ScrollActivity.ZoomInput, view: UIView) {
    become(.zooming(input), announced: true)
    sendMessage("scrollViewWillBeginZooming") { $0.scrollViewWillBeginZooming(self, with: view) }
  }

  /// Starts an animated zoom: the bounce back after a pinch, or `setZoomScale`/`zoom(to:)` animated.
  func beginZoomAnimation(_ animation: ZoomAnimation) {
    become(.animatingZoom(animation))
    window?.addAnimator(self)
  }

  /// A zoom came to rest: back to idle, `scrollViewDidEndZooming` if a zoom gesture or animation
  /// ran, and the zoom view re-rasterised at its new scale so text stays sharp.
  func endZooming() {
    let wasZooming: Bool
    var wasAnimating = false
    switch activity {
    case .zooming: wasZooming = true
    case .animatingZoom:
      wasZooming = true
      wasAnimating = true
    default: wasZooming = false
    }
    if wasZooming { become(.idle, announced: true) }
    // An animation's offset was chosen for the limits at its start; a delegate that changed the
    // insets on the way (centring the zoom view in `scrollViewDidZoom`) moved them: settle inside.
    if wasAnimating, isOutsideLimits { setOffsetInternally(clampedContentOffset(contentOffset)) }
    zoomView?.setRasterizationScale(currentZoomScale)
    guard wasZooming else { return }
    let view = zoomView
    sendMessage("scrollViewDidEndZooming") {
      $0.scrollViewDidEndZooming(self, with: view, atScale: self.currentZoomScale)
    }
  }

  // MARK: Changes of position

  /// The offset changed (the `bounds` observer): `scrollViewDidScroll`. A delegate that moves the
  /// offset inside it is told once more after it returns, a bounded number of times, so one that
  /// fights the scroll view cannot loop forever.
  func offsetDidChange() {
    // Indicators show while the user or an animation moves the content, not for direct sets.
    if !activity.isIdle { indicators.noteMovement(at: now) }
    invalidateComposition()
    refreshControl?.scrollViewDidMove()
    if scrollNotification.isNotifying {
      scrollNotification.pendingRepeat = true
      return
    }
    scrollNotification.isNotifying = true
    var repeats = 0
    repeat {
      scrollNotification.pendingRepeat = false
      sendMessage("scrollViewDidScroll") { $0.scrollViewDidScroll(self) }
      repeats += 1
    } while scrollNotification.pendingRepeat && repeats < ScrollNotificationGuard.maximumRepeats
    scrollNotification.pendingRepeat = false
    scrollNotification.isNotifying = false
  }

  /// The zoom scale changed: `scrollViewDidZoom`.
  func zoomDidChange() {
    sendMessage("scrollViewDidZoom") { $0.scrollViewDidZoom(self) }
  }

  // MARK: The transition and the messages

  /// The window's clock (seconds): frames and input events move it, never backwards.
  var now: TimeInterval { window?.currentTime ?? 0 }

  /// Moves to `newActivity`. A change of a public flag is traced as `stateDidChange`, unless a
  /// delegate message that says so follows at once (`announced`).
  private func become(_ newActivity: ScrollActivity, announced: Bool = false) {
    let old = activity
    activity = newActivity
    if old.flags != newActivity.flags, !announced { trace("stateDidChange") }
    if newActivity.isIdle, !old.isIdle {
      // Movement ended (a plain tap moved nothing): the indicators hold, then fade — frames.
      if case .tracking = old {} else { indicators.noteMovement(at: now) }
      if indicators.isVisible(at: now, held: false) { window?.addAnimator(self) }
    }
    invalidateComposition()
  }

  /// Sends a delegate message and its trace line, which carries the state at that moment.
  private func sendMessage(
    _ name: String, velocity: CGPoint? = nil, target: CGPoint? = nil, decelerate: Bool? = nil,
    _ body: (UIScrollViewDelegate) -> Void
  ) {
    trace(name, velocity: velocity, target: target, decelerate: decelerate)
    if let delegate { body(delegate) }
  }

  /// Emits a trace line with the current state, at the window's time.
  private func trace(_ event: String, velocity: CGPoint? = nil, target: CGPoint? = nil, decelerate: Bool? = nil) {
    guard let window, window.services.scrollTrace.isObserved else { return }
    window.services.scrollTrace.emit(
      ScrollTraceRecord(
        time: window.currentTime, view: accessibilityIdentifier ?? "", event: event, offset: contentOffset,
        zoom: zoomScale, velocity: velocity, target: target, decelerate: decelerate,
        tracking: isTracking, dragging: isDragging, decelerating: isDecelerating, zooming: isZooming))
  }
}

/// Keeps `scrollViewDidScroll` from recursing when a delegate moves the offset inside it.
struct ScrollNotificationGuard {
  var isNotifying = false
  var pendingRepeat = false
  /// A choice of this project: enough for a delegate that adjusts the offset once or twice.
  static let maximumRepeats = 4
}
