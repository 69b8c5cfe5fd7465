import Foundation
import ScrollPhysics

/// What a scroll view is doing: exactly one activity at a time (Flutter's "scroll activity"),
/// holding whatever moves the content now. The public flags derive from it, and the delegate
/// messages are sent only when it changes (`UIScrollView+Activity.swift`).
enum ScrollActivity {
  /// At rest.
  case idle
  /// A finger is down but has not moved far enough to drag.
  case tracking
  /// A finger, or a trackpad's precise wheel stream, drags the content.
  case dragging(DragInput)
  /// Moving on its own after a release: momentum with bounce, or a paging snap.
  case decelerating(Flight)
  /// A programmatic scroll: `setContentOffset(_:animated:)`, `scrollRectToVisible`, keys, scroll to top.
  case animatingOffset(OffsetAnimation)
  /// Fingers pinch the zoom view, or Ctrl+wheel zooms it.
  case zooming(ZoomInput)
  /// A zoom animation: the bounce back into range after a pinch, or an animated zoom.
  case animatingZoom(ZoomAnimation)

  /// What drags the content.
  enum DragInput {
    case finger
    /// A precise wheel stream; SDL says nothing when the fingers lift, so it ends when it pauses.
    case trackpad(WheelStream)
  }

  /// What zooms the content.
  enum ZoomInput {
    case pinch
    /// Ctrl+wheel; ends when the wheel pauses (the time of its latest event, seconds).
    case wheel(lastEvent: TimeInterval)
  }

  var isTracking: Bool {
    switch self {
    case .tracking, .dragging, .zooming: return true
    default: return false
    }
  }

  var isDragging: Bool {
    if case .dragging = self { return true }
    return false
  }

  var isDecelerating: Bool {
    if case .decelerating = self { return true }
    return false
  }

  var isZooming: Bool {
    if case .zooming = self { return true }
    return false
  }

  var isZoomBouncing: Bool {
    if case .animatingZoom(let animation) = self { return animation.bouncing }
    return false
  }

  /// A finger is down and nothing drags or zooms yet.
  var isTrackingOnly: Bool {
    if case .tracking = self { return true }
    return false
  }

  var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }

  /// The public flags, to tell a change of state worth tracing.
  var flags: [Bool] { [isTracking, isDragging, isDecelerating, isZooming] }
}

/// A deceleration: free momentum with bounce (one integrator per moving axis), or a paging snap.
enum Flight {
  /// `target`: where a retargeted flight (a delegate's target, a wheel notch) must end, exactly.
  case momentum(x: MomentumIntegrator?, y: MomentumIntegrator?, target: CGPoint?)
  case paging(x: PagingSnap?, y: PagingSnap?)
}

/// A programmatic scroll, one timed animation per axis.
struct OffsetAnimation {
  enum Kind: Equatable {
    case contentOffset
    case scrollToTop
  }

  var x: TimedAnimation
  var y: TimedAnimation
  var kind: Kind

  var destination: CGPoint { CGPoint(x: CGFloat(x.to), y: CGFloat(y.to)) }
}

/// A running zoom animation: scale and offset move together along the ease-in-out curve.
struct ZoomAnimation {
  var scale: TimedAnimation
  var offsetX: TimedAnimation
  var offsetY: TimedAnimation
  var bouncing: Bool
}
