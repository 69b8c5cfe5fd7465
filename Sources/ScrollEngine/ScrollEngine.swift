// The scroll engine: a scroll view's motion as a value, with no view and no SDL. It owns the
// activity (what moves the content now) and every piece of per-gesture state; it takes inputs
// (touches, drags, pinches, wheel notches, trackpad streams with lift-off and hold, keys,
// programmatic offsets and zooms, the passing of time) with the view's geometry, and returns what
// the view must do, in UIKit's order: offsets and zoom scales to set and delegate messages to send
// (`ScrollEffect`). The physics stays in `ScrollPhysics`; `UIScrollView` (ViewCore) applies the
// output. Each activity's begin, step and end sit together in one file:
//   +Touch (tracking and the trackpad's hold), +Drag (drags and the release), +Flight (momentum
//   and paging), +Wheel (streams, notches, Ctrl+wheel), +OffsetAnimation (programmatic scrolls,
//   keys), +Zoom (pinches and zoom animations).
import Foundation
import ScrollPhysics

/// A scroll view's motion model. Only its own methods change its activity; the view reads it.
package struct ScrollEngine: Sendable {
  /// What moves the content now: changed only by `become`, which reports each change.
  package internal(set) var activity: ScrollActivity = .idle
  /// The current drag's memory (and the touch's: whether it caught a motion).
  package internal(set) var drag = DragState()
  /// The current pinch's memory.
  package internal(set) var pinch = PinchState()
  /// Where quick wheel notches are heading, so they add up instead of restarting.
  package internal(set) var notchTarget: CGPoint?
  /// Fingers resting on the trackpad caught this view's motion (a hold gesture).
  package internal(set) var caughtByTrackpadHold = false
  /// The streak of fast flicks that stretches the next one (docs/physics.md §9).
  package internal(set) var flicks = RepeatedFlickTracker()
  /// Counts changes of activity: the view drops the rest of an output list when a delegate's
  /// call back into the scroll view changed the activity while the list was being applied.
  package internal(set) var epoch = 0
  /// The bounds were resized since the last frame: a paging snap moves to the nearest page of
  /// the new size at its next step (when the content has been laid out for it too).
  var pagesMoved = false
  /// The effects of the input being handled, in order.
  var output: [ScrollEffect] = []

  package init() {}

  /// The public flags of the current activity.
  package var status: ScrollStatus { ScrollStatus(activity) }

  /// True while the activity needs frames: a flight, an animation, or a stream that ends when it pauses.
  package var movesOnItsOwn: Bool {
    switch activity {
    case .decelerating, .animatingOffset, .animatingZoom, .dragging(.trackpad): return true
    case .idle, .tracking, .dragging(.finger), .zooming(.pinch): return false
    }
  }

  // MARK: Time and limits

  /// Steps whatever moves on its own to `time` (s, the window's frame time).
  package mutating func step(to time: TimeInterval, _ g: ScrollGeometry) -> [ScrollEffect] {
    switch activity {
    case .decelerating(let flight):
      stepFlight(flight, to: time, g)
    case .animatingOffset(let animation):
      stepOffsetAnimation(animation, to: time)
    case .animatingZoom(let animation):
      stepZoomAnimation(animation, to: time)
    case .dragging(.trackpad(let stream)):
      endTrackpadStreamIfPaused(stream, at: time, g)
    case .idle, .tracking, .dragging(.finger), .zooming(.pinch):
      break
    }
    return takeOutput()
  }

  /// The bounds were resized: a running paging snap moves to the nearest page of the new size
  /// at its next step (momentum takes the limits of each step's geometry).
  package mutating func pagesDidMove() {
    if case .decelerating(.paging) = activity { pagesMoved = true }
  }

  /// Runs the second half of a sequence (`ScrollEffect.resume`) with the view's geometry now.
  package mutating func resume(_ continuation: ScrollContinuation, _ g: ScrollGeometry) -> [ScrollEffect] {
    switch continuation {
    case .endDeceleration: endDeceleration()
    case .endOffsetAnimation: endOffsetAnimation()
    case .endZooming: endZooming(g)
    }
    return takeOutput()
  }

  // MARK: Stopping

  /// Stops deceleration or a scrolling animation where it is, without a message (a direct offset
  /// set, a key press on a pager).
  package mutating func stopMoving() -> [ScrollEffect] {
    switch activity {
    case .decelerating, .animatingOffset: become(.idle)
    default: break
    }
    return takeOutput()
  }

  /// Stops every motion without messages (the view left its window).
  package mutating func stopAllMotion() -> [ScrollEffect] {
    if !activity.isIdle { become(.idle) }
    return takeOutput()
  }

  // MARK: The transition and the output

  /// Moves to `newActivity` and reports it. A change of a public flag is traced as
  /// `stateDidChange`, unless a delegate message that says so follows at once (`announced`).
  mutating func become(_ newActivity: ScrollActivity, announced: Bool = false) {
    let old = activity
    activity = newActivity
    pagesMoved = false
    epoch &+= 1
    let status = ScrollStatus(newActivity)
    output.append(
      .transition(
        ScrollTransition(
          status: status, traced: ScrollStatus(old).publicFlags != status.publicFlags && !announced,
          endsMovement: newActivity.isIdle && !old.isIdle, afterTouchOnly: old.isTrackingOnly)))
  }

  mutating func send(_ message: ScrollMessage) {
    output.append(.send(message))
  }

  mutating func takeOutput() -> [ScrollEffect] {
    defer { output = [] }
    return output
  }
}
