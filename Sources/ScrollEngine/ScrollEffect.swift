import Foundation

/// One thing the view does with the engine's output, in order: the engine decides, the view
/// applies (sets its bounds, sends the delegate message, asks the delegate), so a delegate that
/// calls back into the scroll view never finds the engine in the middle of a change. After each
/// effect the view checks the engine's `epoch`: a delegate that changed the activity (stopped a
/// flight inside `scrollViewDidEndDragging`) makes the rest of the list stale, and it is dropped.
package enum ScrollEffect: Sendable {
  /// The activity changed (see `ScrollTransition`).
  case transition(ScrollTransition)
  /// Set `contentOffset`, without touching the motion (the view sends `scrollViewDidScroll`).
  case setOffset(CGPoint)
  /// Set the zoom view's scale (the view sends `scrollViewDidZoom`).
  case setZoom(CGFloat)
  /// Move the offset so that zoom-view point `anchor` is at `point` (relative to the view's
  /// top-left), reading the zoom view's frame after the zoom just set (a delegate may have moved it).
  case placeAnchor(CGPoint, at: CGPoint)
  /// Send a delegate message (and its trace line).
  case send(ScrollMessage)
  /// Send `scrollViewWillEndDragging` with the proposed target, then give the delegate's target to
  /// `ScrollEngine.release(_:target:_:)` and apply what it returns.
  case askTarget(ReleaseQuestion)
  /// Call `ScrollEngine.resume(_:_:)` with fresh geometry and apply what it returns (the next step
  /// of a sequence that must see the effects before it: the last frame's offset, then the end).
  case resume(ScrollContinuation)
  /// The view needs frames (the window steps it until `movesOnItsOwn` and its indicators rest).
  case requestFrames
  /// A page sheet around the view follows, takes or gives back a drag down past the content's top.
  case sheet(SheetHandOff)
  /// The zoom came to rest: draw the zoom view anew at its scale, so text stays sharp.
  case rasterizeZoomView
}

/// A change of activity: the flags it shows from now on, and what the view does about it.
package struct ScrollTransition: Equatable, Sendable {
  package var status: ScrollStatus
  /// A public flag changed and no delegate message says so at once: a `stateDidChange` trace line.
  package var traced: Bool
  /// Movement ended (the indicators hold, then fade); `afterTouchOnly`: a touch that moved nothing.
  package var endsMovement: Bool
  package var afterTouchOnly: Bool
}

/// The delegate messages the engine sends, in UIKit's names.
package enum ScrollMessage: Equatable, Sendable {
  case willBeginDragging
  case didEndDragging(willDecelerate: Bool)
  case willBeginDecelerating
  case didEndDecelerating
  case didEndScrollingAnimation
  case didScrollToTop
  case willBeginZooming
  case didEndZooming

  /// The delegate method's name, as trace lines give it.
  package var methodName: String {
    switch self {
    case .willBeginDragging: return "scrollViewWillBeginDragging"
    case .didEndDragging: return "scrollViewDidEndDragging"
    case .willBeginDecelerating: return "scrollViewWillBeginDecelerating"
    case .didEndDecelerating: return "scrollViewDidEndDecelerating"
    case .didEndScrollingAnimation: return "scrollViewDidEndScrollingAnimation"
    case .didScrollToTop: return "scrollViewDidScrollToTop"
    case .willBeginZooming: return "scrollViewWillBeginZooming"
    case .didEndZooming: return "scrollViewDidEndZooming"
    }
  }
}

/// `scrollViewWillEndDragging`'s question: the release velocity (pt/s, offset direction) and
/// the resting offset the physics proposes; the rest is how the release goes on.
package struct ReleaseQuestion: Equatable, Sendable {
  package var velocity: CGPoint
  package var proposedTarget: CGPoint
  package var time: TimeInterval
  /// A wheel notch's flight starts a 60 Hz frame early (see `ScrollEngine.release`).
  package var startsAFrameEarly: Bool
}

/// The second half of a sequence, run once the view has applied the first.
package enum ScrollContinuation: Equatable, Sendable {
  case endDeceleration
  case endOffsetAnimation
  case endZooming
}

/// What a page sheet around the scroll view does with a drag down past the content's top.
package enum SheetHandOff: Equatable, Sendable {
  /// The sheet follows the drag by this many points.
  case follow(CGFloat)
  /// The drag ended while the sheet had it: it dismisses or settles, by translation and velocity.
  case release(translation: CGFloat, velocity: CGFloat)
  /// The drag was cancelled: the sheet settles back.
  case settle
}
