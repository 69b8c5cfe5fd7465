import Foundation

/// The window's input entry points. The platform translates its events into `InputEvent`s and
/// hands them over here, in order; the frame loop's `advance(to:)` fires input deadlines
/// (double-tap timeouts, held content touches) between events.
extension UIWindow {
  /// Handles one event at its own timestamp (seconds): touches are hit-tested and delivered to
  /// recognizers and views, wheel to the scroll view under the pointer, device gestures (pinches, Ctrl+wheel, Alt-drag) to the recognizers under it, keys to the
  /// first responder or the view under the pointer. Odd streams (an up without a down, unknown
  /// ids, non-finite coordinates) are ignored rather than trusted.
  public func handle(_ event: InputEvent) {
    inputDispatcher.dispatch(event)
  }

  /// Handles events in order. Consecutive touch events of one phase at one timestamp (different
  /// fingers) are delivered together, as one UIKit event: pass the platform's events for an
  /// instant in one call so that both fingers of a pinch move at once.
  public func handle(_ events: [InputEvent]) {
    var group: [InputEvent.Touch] = []
    for event in events {
      if case .touch(let touch) = event {
        if let first = group.first,
          first.timestamp == touch.timestamp, first.phase == touch.phase,
          !group.contains(where: { $0.id == touch.id })
        {
          group.append(touch)
          continue
        }
        inputDispatcher.dispatch(touches: group)
        group = [touch]
        continue
      }
      inputDispatcher.dispatch(touches: group)
      group = []
      handle(event)
    }
    inputDispatcher.dispatch(touches: group)
  }

  /// The earliest time (seconds) at which input needs the clock to advance even with no new
  /// events, or nil. The deadline timer is also registered as a `FrameAnimating`, so a platform
  /// that keeps calling `advance(to:)` while `isAnimating` needs nothing more.
  public var nextInputDeadline: TimeInterval? { inputDispatcher.nextDeadline }

  /// The touches in flight (down and not yet lifted or cancelled).
  public var activeTouches: [UITouch] {
    inputDispatcher.records.filter { !$0.isFinished }.map(\.touch)
  }

  /// The pointer's last known location in window points, from touches, hovering and the wheel.
  public var pointerLocation: CGPoint? { inputDispatcher.lastPointerLocation }

  /// True while any recognizer is in the middle of a gesture or undecided about touches it saw.
  public var hasGestureInProgress: Bool {
    inputDispatcher.recognizers.contains { $0.storedState.isActive || !$0.touchesSinceReset.isEmpty }
  }
}
