import Foundation

/// UIScrollView's touch semantics, as a mechanism any view can adopt (the class reference's
/// `delaysContentTouches`, `canCancelContentTouches`, `touchesShouldBegin(_:with:in:)` and
/// `touchesShouldCancel(in:)`). "Content" is every touch whose hit-tested view is a strict
/// descendant of the adopting view. The window:
/// - holds such a touch-down for `contentTouchDelay` when `delaysContentTouches` is true, and
///   drops it if `panGestureRecognizer` (or `pinchGestureRecognizer`) begins meanwhile; a touch
///   that lifts earlier is delivered at once (a quick tap still reaches a button);
/// - asks `touchesShouldBegin` before the content's first `touchesBegan`; false keeps the touch
///   from the content;
/// - when the pan is about to begin while content is already tracking the touch: with
///   `canCancelContentTouches` false, or `touchesShouldCancel(in:)` false, the pan fails and the
///   content keeps the touch; otherwise the pan begins and the content gets `touchesCancelled`.
///
/// Implement the two methods as `open` members of the class so that subclasses can override
/// them; the defaults below are UIKit's.
@MainActor
public protocol ContentTouchDelaying: UIView {
  var delaysContentTouches: Bool { get }
  var canCancelContentTouches: Bool { get }
  /// The recognizer whose beginning means "this is a scroll".
  var panGestureRecognizer: UIPanGestureRecognizer { get }
  /// A second recognizer that counts as scrolling (zooming); the default is nil.
  var pinchGestureRecognizer: UIPinchGestureRecognizer? { get }
  /// Whether `view` (content) may receive `touches`; UIKit's default is true.
  func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool
  /// Whether a beginning scroll may cancel the content's touches in `view`; UIKit's default is
  /// false for a `UIControl`, true otherwise.
  func touchesShouldCancel(in view: UIView) -> Bool
}

extension ContentTouchDelaying {
  /// How long a content touch-down is held, in seconds (`ContentTouchTiming.delay`).
  public static var contentTouchDelay: TimeInterval { ContentTouchTiming.delay }

  public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

  public func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    true
  }

  public func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }
}
