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
