import Foundation

/// One touch in flight and what its view has been told so far. Deliveries to the view are
/// decided in one place (`InputDispatcher.deliverToViews()`), so holds and cancellations from
/// recognizers and content-delaying views combine without ordering surprises.
@MainActor
final class TouchRecord {
  /// The identifier the platform gave the finger.
  let id: Int
  let touch: UITouch
  /// Recognizers on the hit view and its ancestors that accepted the touch, innermost first.
  var recognizers: [UIGestureRecognizer] = []
  /// Content-delaying ancestors of the hit view (strict ancestors), innermost first.
  var hosts: [ContentTouchDelaying] = []
  /// While the clock is before this time (seconds), the view's `touchesBegan` is held.
  var contentHoldUntil: TimeInterval?

  /// The finger lifted or was cancelled by the platform.
  var isFinished = false
  /// The platform cancelled the touch (rather than lifting it).
  var wasCancelledByInput = false

  /// The view received `touchesBegan`.
  var beganDelivered = false
  /// The touch moved since the view last heard of it.
  var movePending = false
  /// The view received its final message (ended or cancelled), or will never hear of the touch.
  var endDelivered = false
  /// The view must receive nothing more: a recognizer or a scroll took the touch.
  var isSuppressed = false

  init(id: Int, touch: UITouch) {
    self.id = id
    self.touch = touch
  }

  /// True once nothing more will be delivered for the touch.
  var isDone: Bool { isFinished && endDelivered }
}
