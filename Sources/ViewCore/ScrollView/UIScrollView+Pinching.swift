import Foundation
import ScrollPhysics

extension UIScrollView {
  /// A pinch began with its centroid at `centroid` (scroll view bounds coordinates).
  func pinchDidBegin(centroid: CGPoint, at time: TimeInterval) {
    guard canZoom, let view = zoomView else { return }
    pinch.startScale = currentZoomScale
    pinch.anchor = view.convert(centroid, from: self)
    beginZooming(.pinch, view: view)
  }

  /// The fingers moved: zoom about the anchor by `scale` (relative to the start), rubber-banded
  /// past the range when `bouncesZoom`; the anchor follows the centroid, so moving both fingers pans.
  func pinchDidChange(scale: CGFloat, centroid: CGPoint, at time: TimeInterval) {
    guard case .zooming(.pinch) = activity, let view = zoomView, scale.isFinite, scale > 0 else { return }
    let raw = pinch.startScale * scale
    let shown: CGFloat
    if bouncesZoom {
      shown = CGFloat(
        ZoomRubberBand.displayedScale(
          forScale: Double(raw), minimum: Double(zoomRange.lowerBound), maximum: Double(zoomRange.upperBound)))
    } else {
      shown = min(max(raw, zoomRange.lowerBound), zoomRange.upperBound)
    }
    setZoomScaleInternally(shown)
    let origin = view.frame.origin
    let pointInView = CGPoint(x: centroid.x - contentOffset.x, y: centroid.y - contentOffset.y)
    setOffsetInternally(
      CGPoint(
        x: origin.x + pinch.anchor.x * shown - pointInView.x, y: origin.y + pinch.anchor.y * shown - pointInView.y))
  }

  /// The fingers lifted: a scale past the range animates back (zoom bounce) about the centroid,
  /// an offset past the limits returns to them; then `scrollViewDidEndZooming`.
  func pinchDidEnd(centroid: CGPoint, at time: TimeInterval) {
    guard case .zooming(.pinch) = activity, let view = zoomView else { return }
    let clampedScale = min(max(currentZoomScale, zoomRange.lowerBound), zoomRange.upperBound)
    let pointInView = CGPoint(x: centroid.x - contentOffset.x, y: centroid.y - contentOffset.y)
    let anchor = view.convert(centroid, from: self)
    let offset = offsetKeeping(anchor: anchor, at: pointInView, scale: clampedScale, view: view)
    if clampedScale != currentZoomScale || offset != contentOffset {
      applyZoom(scale: clampedScale, offset: offset, animated: true, bouncing: clampedScale != currentZoomScale)
    } else {
      endZooming()
    }
  }
}
