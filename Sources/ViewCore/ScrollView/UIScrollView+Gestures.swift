import Foundation

extension UIScrollView {
  func installGestureRecognizers() {
    panGestureRecognizer.addTarget(self) { [weak self] recognizer in
      self?.handlePan(recognizer)
    }
    addGestureRecognizer(panGestureRecognizer)
    if let pinch = pinchGestureRecognizer {
      pinch.addTarget(self) { [weak self] recognizer in self?.handlePinch(recognizer) }
      pinch.delegate = pinchGate
      addGestureRecognizer(pinch)
    }
  }

  private func handlePan(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    let time = pan.lastTouchTime
    switch pan.state {
    case .began:
      // The whole translation applies, threshold included: the point under the pointer stays
      // under it, which is what a desktop user expects of "one to one".
      dragDidBegin(at: time)
      dragDidChange(translation: pan.translation(in: self), velocity: pan.velocity(in: self), at: time)
    case .changed:
      dragDidChange(translation: pan.translation(in: self), velocity: pan.velocity(in: self), at: time)
    case .ended:
      dragDidEnd(velocity: pan.velocity(in: self), at: time)
    case .cancelled, .failed:
      dragDidCancel(at: time)
    case .possible:
      break
    }
  }

  private func handlePinch(_ recognizer: UIGestureRecognizer) {
    guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
    let time = pinch.lastTouchTime
    let centroid = pinch.location(in: self)
    switch pinch.state {
    case .began:
      if isDragging { dragDidCancel(at: time) }
      pinchDidBegin(centroid: centroid, at: time)
      pinchDidChange(scale: pinch.scale, centroid: centroid, at: time)
    case .changed:
      pinchDidChange(scale: pinch.scale, centroid: centroid, at: time)
    case .ended, .cancelled, .failed:
      pinchDidEnd(centroid: centroid, at: time)
    case .possible:
      break
    }
  }

  /// Whether a drag with this first `translation` (finger movement) is ours. `touchedViews` are the
  /// views the fingers landed on: a scroll view between them and us that would take the drag has
  /// priority, as on iOS where the innermost scroll view decides first.
  func shouldBeginDrag(translation: CGPoint, touchedViews: [UIView]) -> Bool {
    guard isScrollEnabled, !activity.isZooming else { return false }
    let g = engineGeometry()
    guard g.accepts(dragBy: translation) else { return false }
    for touched in touchedViews {
      var view = touched.superview === self ? nil : touched.superview
      if let inner = touched as? UIScrollView, inner !== self { view = inner }
      while let current = view, current !== self {
        if let inner = current as? UIScrollView, inner.wouldFollow(dragBy: translation) { return false }
        view = current.superview
      }
    }
    let continues = g.canContinue(dragBy: translation)
    // Same-direction nesting: at our edge, an enclosing scroll view that can move continues the drag.
    if !continues, enclosingScrollView?.wouldFollow(dragBy: translation) == true { return false }
    // In a sheet, at the top, a drag down moves the sheet (iOS's hand-off to the sheet's drag).
    if translation.y > abs(translation.x), !continues, enclosingSheet != nil { return false }
    return true
  }

  /// True when this scroll view is enabled and its content would move with a drag by `translation`.
  func wouldFollow(dragBy translation: CGPoint) -> Bool {
    guard isScrollEnabled else { return false }
    let g = engineGeometry()
    return g.accepts(dragBy: translation) && g.canContinue(dragBy: translation)
  }

  /// The page sheet this scroll view is in, when no other scroll view is between.
  var enclosingSheet: SheetPresentation? {
    let card = ancestors.first { $0 is SheetCardView || $0 is UIScrollView } as? SheetCardView
    return card?.sheet?.isSheet == true ? card?.sheet : nil
  }

  /// The nearest scroll view this one is inside.
  var enclosingScrollView: UIScrollView? { ancestors.lazy.compactMap { $0 as? UIScrollView }.first }

  /// The superviews, nearest first.
  private var ancestors: some Sequence<UIView> {
    sequence(state: superview) { view in
      defer { view = view?.superview }
      return view
    }
  }
}

/// Lets the pinch begin only when the scroll view can zoom.
final class PinchGate: UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    (gestureRecognizer.view as? UIScrollView)?.canZoom ?? false
  }
}

/// The class reference's touch semantics (`delaysContentTouches`, `canCancelContentTouches`,
/// `touchesShouldBegin(_:with:in:)`, `touchesShouldCancel(in:)`), applied by the window's dispatch.
extension UIScrollView: ContentTouchDelaying {}
