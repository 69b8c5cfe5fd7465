import Foundation
import ScrollPhysics

/// What a scroll view is doing: exactly one activity at a time (Flutter's "scroll activity"),
/// holding whatever moves the content now. The public flags derive from it, and the delegate
/// messages are sent only when it changes (`ScrollEngine`, which alone can set it).
package enum ScrollActivity: Sendable {
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
  package enum DragInput: Sendable {
    case finger
    /// A precise wheel stream; SDL says nothing when the fingers lift, so it ends when it pauses.
    case trackpad(WheelStream)
  }

  /// What zooms the content.
  package enum ZoomInput: Sendable {
    /// Two fingers, a trackpad's pinch, Ctrl+wheel or Alt-drag: all arrive through the pinch
    /// recognizer.
    case pinch
  }

  package var isTracking: Bool {
    switch self {
    case .tracking, .dragging, .zooming: return true
    default: return false
    }
  }

  package var isDragging: Bool {
    if case .dragging = self { return true }
    return false
  }

  package var isDecelerating: Bool {
    if case .decelerating = self { return true }
    return false
  }

  package var isZooming: Bool {
    if case .zooming = self { return true }
    return false
  }

  package var isZoomBouncing: Bool {
    if case .animatingZoom(let animation) = self { return animation.bouncing }
    return false
  }

  /// A finger is down and nothing drags or zooms yet.
  package var isTrackingOnly: Bool {
    if case .tracking = self { return true }
    return false
  }

  package var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }
}

/// A deceleration: free momentum with bounce (one integrator per moving axis), or a paging snap.
package enum Flight: Sendable {
  /// `target`: where a retargeted flight (a delegate's target, a wheel notch) must end, exactly.
  case momentum(x: MomentumIntegrator?, y: MomentumIntegrator?, target: CGPoint?)
  case paging(x: PagingSnap?, y: PagingSnap?)
}

/// A programmatic scroll, one timed animation per axis.
package struct OffsetAnimation: Sendable {
  package enum Kind: Equatable, Sendable {
    case contentOffset
    case scrollToTop
  }

  package var x: TimedAnimation
  package var y: TimedAnimation
  package var kind: Kind

  package var destination: CGPoint { CGPoint(x: CGFloat(x.to), y: CGFloat(y.to)) }
}

/// A running zoom animation: scale and offset move together along the ease-in-out curve.
package struct ZoomAnimation: Sendable {
  package var scale: TimedAnimation
  package var offsetX: TimedAnimation
  package var offsetY: TimedAnimation
  package var bouncing: Bool
}

/// The public flags of an activity, as the view shows them while it delivers the engine's output.
package struct ScrollStatus: Equatable, Sendable {
  package var isTracking = false
  package var isDragging = false
  package var isDecelerating = false
  package var isZooming = false
  package var isZoomBouncing = false
  package var isIdle = true

  package init() {}

  /// The four flags UIKit makes public (a change of one is worth tracing).
  var publicFlags: (Bool, Bool, Bool, Bool) { (isTracking, isDragging, isDecelerating, isZooming) }

  init(_ activity: ScrollActivity) {
    isTracking = activity.isTracking
    isDragging = activity.isDragging
    isDecelerating = activity.isDecelerating
    isZooming = activity.isZooming
    isZoomBouncing = activity.isZoomBouncing
    isIdle = activity.isIdle
  }
}
