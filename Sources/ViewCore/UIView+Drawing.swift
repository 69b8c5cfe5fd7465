import Foundation

extension UIView {
  /// `setNeedsDisplay()`'s work (the open method in the class body calls it).
  func markNeedsDisplay() {
    needsDisplay = true
    invalidateComposition()
  }

  /// The view's recorded drawing in bounds coordinates, re-recorded only when invalidated or when
  /// the raster scale changed (so text is re-rasterised sharp after a zoom ends).
  func currentDrawing() -> [DrawCommand] {
    if needsDisplay || cachedRasterScale != rasterScale {
      let context = UIGraphicsContext(rasterScale: rasterScale)
      UIGraphicsContext.drawing.withValue(context) { draw(bounds) }
      cachedDrawing = context.commands
      cachedRasterScale = rasterScale
      needsDisplay = false
    }
    return cachedDrawing
  }

  /// Sets the scale that this subtree's text and vector drawing is rasterised at. Zooming scroll
  /// views call this when a zoom ends; during the zoom the old raster is scaled. The scale is capped
  /// at 16, a choice of this project that bounds the memory of one view's raster.
  public func setRasterizationScale(_ scale: CGFloat) {
    let value = scale.isFinite && scale > 0 ? min(scale, 16) : 1
    visitSubtree { view in
      if view.rasterScale != value {
        view.rasterScale = value
        view.invalidateComposition()
      }
    }
  }
}

extension UIGraphicsContext {
  /// The context of the view being drawn, as `UIGraphicsGetCurrentContext()`: bound for the
  /// length of one `draw(_:)` call (a task-local scope, not a process-wide variable), nil outside.
  public static var current: UIGraphicsContext? { drawing.get() }

  /// The scope `currentDrawing()` binds around `draw(_:)`.
  static let drawing = TaskLocal<UIGraphicsContext?>(wrappedValue: nil)
}
