import Foundation

/// Safe areas, as UIKit computes them: the part of a view that bars cover. A view inherits the
/// part of its superview's safe-area insets that overlaps it, and a controller's view adds what
/// its container's bars cover (`UINavigationController` sets that for a child whose view extends
/// under its bar) and its `additionalSafeAreaInsets`. The window's own insets are zero: a desktop
/// window has no notch or home indicator.
extension UIView {
  /// The insets of this view that bars cover, in points.
  public var safeAreaInsets: UIEdgeInsets { safeAreaInsets(superviewInsets: superview?.safeAreaInsets ?? .zero) }

  /// The safe area's insets given the superview's (each ancestor's are read up to the root: a
  /// caller that has them already passes them).
  func safeAreaInsets(superviewInsets parent: UIEdgeInsets) -> UIEdgeInsets {
    var insets = UIEdgeInsets.zero
    if parent != .zero, let superview {
      let safe = superview.bounds.inset(by: parent)
      let frame = self.frame
      insets = UIEdgeInsets(
        top: min(max(safe.minY - frame.minY, 0), frame.height),
        left: min(max(safe.minX - frame.minX, 0), frame.width),
        bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
        right: min(max(frame.maxX - safe.maxX, 0), frame.width))
    }
    if let controller = viewController {
      insets = insets.adding(controller.containerSafeAreaInsets).adding(controller.additionalSafeAreaInsets)
    }
    return insets
  }

  /// This view moved or was resized: its safe area may have changed. Where neither the superview
  /// nor this view has safe-area insets, none in the subtree depends on this view's place or size
  /// (a controller's own insets do not), so a moved container of thousands of views visits none.
  func geometryMayHaveChangedSafeArea() {
    if !subviews.isEmpty, let superview, superview.safeAreaInsets == .zero,
      safeAreaInsets(superviewInsets: .zero) == .zero
    {
      return
    }
    safeAreaInsetsMayHaveChanged()
  }

  /// Tells the scroll views in this subtree that the safe area may have moved, so their
  /// `adjustedContentInset` follows.
  func safeAreaInsetsMayHaveChanged() {
    // A view without subviews (most of those a layout moves) has only itself to tell.
    if subviews.isEmpty {
      (self as? UIScrollView)?.updateAdjustedContentInset()
      return
    }
    visitSubtree { view in (view as? UIScrollView)?.updateAdjustedContentInset() }
  }
}

extension UIEdgeInsets {
  /// The sum, edge by edge.
  func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
  }
}
