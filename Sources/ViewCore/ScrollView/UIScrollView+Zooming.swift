import Foundation
import ScrollPhysics

/// What a pinch remembers between events.
struct PinchState {
  var startScale: CGFloat = 1
  /// The zoom view point (its own coordinates) under the fingers when the pinch began.
  var anchor: CGPoint = .zero
}

extension UIScrollView {
  /// The view the delegate zooms, if it is inside this scroll view; nil disables zooming.
  var zoomView: UIView? {
    guard let view = delegate?.viewForZooming(in: self), view !== self, view.isDescendant(of: self) else {
      return nil
    }
    return view
  }

  /// True when a pinch would zoom: a zoom view and a scale range wider than one value.
  var canZoom: Bool { zoomView != nil && maximumZoomScale > minimumZoomScale }

  /// The scale range, made valid when `minimumZoomScale` exceeds `maximumZoomScale` (the maximum wins).
  var zoomRange: ClosedRange<CGFloat> {
    let high = maximumZoomScale
    return min(minimumZoomScale, high)...high
  }

  /// `setZoomScale(_:animated:)`'s work (the open method in the class body calls it).
  func zoomContent(toScale scale: CGFloat, animated: Bool) {
    guard scale.isFinite, scale > 0, let view = zoomView else { return }
    let target = min(max(scale, zoomRange.lowerBound), zoomRange.upperBound)
    let centre = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
    let anchor = CGPoint(x: centre.x / currentZoomScale, y: centre.y / currentZoomScale)
    let offset = offsetKeeping(
      anchor: anchor, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), scale: target, view: view)
    applyZoom(scale: target, offset: offset, animated: animated, bouncing: false)
  }

  /// `zoom(to:animated:)`'s work (the open method in the class body calls it).
  func zoomContent(to rect: CGRect, animated: Bool) {
    let rect = rect.standardized
    guard let view = zoomView, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
      rect.origin.x.isFinite, rect.origin.y.isFinite
    else { return }
    let fit = min(bounds.width / rect.width, bounds.height / rect.height)
    let scale = min(max(fit, zoomRange.lowerBound), zoomRange.upperBound)
    let anchor = CGPoint(x: rect.midX, y: rect.midY)
    let offset = offsetKeeping(
      anchor: anchor, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), scale: scale, view: view)
    applyZoom(scale: scale, offset: offset, animated: animated, bouncing: false)
  }

  /// The offset that puts zoom-view point `anchor` at `point` (relative to the view's top-left)
  /// at `scale`, clamped into the limits that scale produces.
  func offsetKeeping(anchor: CGPoint, at point: CGPoint, scale: CGFloat, view: UIView) -> CGPoint {
    let origin = view.frame.origin
    let raw = CGPoint(x: origin.x + anchor.x * scale - point.x, y: origin.y + anchor.y * scale - point.y)
    let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    let inset = adjustedContentInset
    let maximum = CGPoint(
      x: max(-inset.left, size.width + inset.right - bounds.width),
      y: max(-inset.top, size.height + inset.bottom - bounds.height))
    return CGPoint(x: min(max(raw.x, -inset.left), maximum.x), y: min(max(raw.y, -inset.top), maximum.y))
  }

  func applyZoom(scale: CGFloat, offset: CGPoint, animated: Bool, bouncing: Bool) {
    if animated, window != nil {
      let start = now
      let scaleAnimation = TimedAnimation.zoom(
        fromScale: Double(currentZoomScale), toScale: Double(scale), startTime: start)
      let duration = scaleAnimation.duration
      beginZoomAnimation(
        ZoomAnimation(
          scale: scaleAnimation,
          offsetX: TimedAnimation(
            from: Double(contentOffset.x), to: Double(offset.x), startTime: start, duration: duration,
            curve: .easeInEaseOut),
          offsetY: TimedAnimation(
            from: Double(contentOffset.y), to: Double(offset.y), startTime: start, duration: duration,
            curve: .easeInEaseOut),
          bouncing: bouncing))
      return
    }
    setZoomScaleInternally(scale)
    setOffsetInternally(offset)
    endZooming()
  }

  /// Applies `scale` as the zoom view's transform, keeping its frame origin, and makes
  /// `contentSize` follow; sends `scrollViewDidZoom`.
  func setZoomScaleInternally(_ scale: CGFloat) {
    guard let view = zoomView, scale.isFinite, scale > 0 else { return }
    let origin = view.frame.origin
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    view.center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    let changed = scale != currentZoomScale
    currentZoomScale = scale
    contentSize = size
    if changed { zoomDidChange() }
  }

  /// Steps a zoom animation; at its end it comes to rest (`endZooming`).
  func stepZoomAnimation(_ animation: ZoomAnimation, to time: TimeInterval) {
    let done = animation.scale.isFinished(at: time)
    setZoomScaleInternally(CGFloat(animation.scale.value(at: time)))
    setOffsetInternally(
      CGPoint(x: CGFloat(animation.offsetX.value(at: time)), y: CGFloat(animation.offsetY.value(at: time))))
    if done { endZooming() }
  }
}

extension UIScrollView {
  /// The guide's helper: the rect, in the zoom view's coordinates, that fills the view at `scale`
  /// centred on `center` (zoom view coordinates). Pass it to `zoom(to:animated:)`.
  public func zoomRect(forScale scale: CGFloat, center: CGPoint) -> CGRect {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let size = CGSize(width: bounds.width / scale, height: bounds.height / scale)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }
}
