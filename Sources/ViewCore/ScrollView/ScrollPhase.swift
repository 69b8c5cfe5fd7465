import Foundation

/// The one source of truth for what a scroll view is doing; the public flags derive from it and
/// the delegate messages are sent from its transitions.
enum ScrollPhase: Equatable {
  /// At rest.
  case idle
  /// A finger is down but has not moved far enough to drag.
  case tracking
  /// A finger drags the content.
  case dragging
  /// Moving on its own after a release: momentum, bounce back, or a paging snap.
  case decelerating
  /// A programmatic animation (`setContentOffset(_:animated:)`, `scrollRectToVisible`, scroll to top).
  case animating(ScrollAnimationKind)
  /// Fingers pinch the zoom view.
  case zooming
  /// A zoom animation: the bounce back into range after a pinch, or `setZoomScale(_:animated:)`.
  case zoomAnimating(bouncing: Bool)

  var isTracking: Bool { self == .tracking || self == .dragging || self == .zooming }
  var isDragging: Bool { self == .dragging }
  var isDecelerating: Bool { self == .decelerating }
  var isZooming: Bool { self == .zooming }
  var isZoomBouncing: Bool { self == .zoomAnimating(bouncing: true) }
}

/// What started a programmatic scroll animation; decides the message sent when it ends.
enum ScrollAnimationKind: Equatable {
  case contentOffset
  case scrollToTop
}
