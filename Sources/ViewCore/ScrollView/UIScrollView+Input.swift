import Foundation
import ScrollEngine

/// Touches, drags and pinches as the scroll view's recognizers deliver them, handed to the engine
/// with the view's geometry (the engine decides; `apply` carries it out).
extension UIScrollView {
  /// A finger touched down: anything moving stops where it is, and the view is tracking.
  func touchDidBegin(at time: TimeInterval) {
    apply(engine.touchBegan(at: time, engineGeometry()))
  }

  /// All fingers lifted without a drag: back to rest, or back inside the limits (onto a page).
  func touchDidEnd(at time: TimeInterval) {
    apply(engine.touchEnded(at: time, engineGeometry()))
  }

  /// The pan began: `scrollViewWillBeginDragging`, from the current (possibly rubber-banded) offset.
  func dragDidBegin(at time: TimeInterval) {
    apply(engine.dragBegan(at: time, engineGeometry()))
  }

  /// The finger moved by `translation` since the drag began, the pan's velocity `velocity` (pt/s).
  func dragDidChange(translation: CGPoint, velocity: CGPoint, at time: TimeInterval) {
    apply(engine.dragChanged(translation: translation, velocity: velocity, at: time, engineGeometry(sheet: true)))
  }

  /// The finger lifted after a drag; `velocity` is the pan's (pt/s, finger direction).
  func dragDidEnd(velocity: CGPoint, at time: TimeInterval) {
    apply(engine.dragEnded(velocity: velocity, at: time, engineGeometry()))
  }

  /// The pan was cancelled (focus lost, the window left): a release at rest.
  func dragDidCancel(at time: TimeInterval) {
    apply(engine.dragCancelled(at: time, engineGeometry()))
  }

  /// A pinch began with its centroid at `centroid` (bounds coordinates).
  func pinchDidBegin(centroid: CGPoint, at time: TimeInterval) {
    guard canZoom, let view = zoomView, let zoom = zoomGeometry(of: view) else { return }
    apply(engine.pinchBegan(anchor: view.convert(centroid, from: self), zoom: zoom))
  }

  /// The fingers moved: `scale` relative to the pinch's start, the centroid where it is now.
  func pinchDidChange(scale: CGFloat, centroid: CGPoint, at time: TimeInterval) {
    guard let view = zoomView, let zoom = zoomGeometry(of: view) else { return }
    apply(engine.pinchChanged(scale: scale, centroid: centroid, zoom: zoom, engineGeometry()))
  }

  /// The fingers lifted: a scale past the range bounces back about the centroid.
  func pinchDidEnd(centroid: CGPoint, at time: TimeInterval) {
    guard let view = zoomView, let zoom = zoomGeometry(of: view) else { return }
    apply(
      engine.pinchEnded(
        centroid: centroid, anchor: view.convert(centroid, from: self), zoom: zoom, engineGeometry()))
  }
}
