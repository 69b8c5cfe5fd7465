import Foundation
import ScrollEngine

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

  /// The zoom view as the engine needs it (its frame origin, unscaled size, the scale range).
  func zoomGeometry(of view: UIView) -> ZoomGeometry? {
    let high = maximumZoomScale
    return ZoomGeometry(
      origin: view.frame.origin, size: view.bounds.size, scale: currentZoomScale,
      range: min(minimumZoomScale, high)...high,
      bounces: bouncesZoom)
  }

  /// `setZoomScale(_:animated:)`'s work: about the view's centre.
  func zoomContent(toScale scale: CGFloat, animated: Bool) {
    guard scale.isFinite, scale > 0, let view = zoomView, let zoom = zoomGeometry(of: view) else { return }
    let centre = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
    zoomContent(
      zoom.clamp(scale), anchor: CGPoint(x: centre.x / currentZoomScale, y: centre.y / currentZoomScale), zoom: zoom,
      animated: animated)
  }

  /// `zoom(to:animated:)`'s work: `rect` (zoom view coordinates) fills the view, centred.
  func zoomContent(to rect: CGRect, animated: Bool) {
    let rect = rect.standardized
    guard let view = zoomView, let zoom = zoomGeometry(of: view), rect.width > 0, rect.height > 0,
      rect.width.isFinite, rect.height.isFinite, rect.origin.x.isFinite, rect.origin.y.isFinite
    else { return }
    let fit = min(bounds.width / rect.width, bounds.height / rect.height)
    zoomContent(zoom.clamp(fit), anchor: CGPoint(x: rect.midX, y: rect.midY), zoom: zoom, animated: animated)
  }

  private func zoomContent(_ scale: CGFloat, anchor: CGPoint, zoom: ZoomGeometry, animated: Bool) {
    let g = engineGeometry()
    let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    let offset = g.offsetKeeping(anchor: anchor, at: centre, scale: scale, zoom: zoom)
    apply(engine.zoomContent(to: scale, offset: offset, animated: animated, bouncing: false, from: zoom, g))
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

  /// The guide's helper: the rect, in the zoom view's coordinates, that fills the view at `scale`
  /// centred on `center` (zoom view coordinates). Pass it to `zoom(to:animated:)`.
  public func zoomRect(forScale scale: CGFloat, center: CGPoint) -> CGRect {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let size = CGSize(width: bounds.width / scale, height: bounds.height / scale)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }
}
