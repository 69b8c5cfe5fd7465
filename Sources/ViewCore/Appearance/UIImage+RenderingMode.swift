import Foundation

extension UIImage {
  /// How a view draws an image, UIKit's `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable {
    /// The view decides: symbol images are templates, other images keep their colours (a system
    /// button draws its images as templates).
    case automatic
    /// The image's own colours.
    case alwaysOriginal
    /// The image's shape (its alpha) in the view's tint.
    case alwaysTemplate
  }

  /// True when a view draws this image in its tint: a template, or a symbol left automatic.
  public var isTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
  }

  /// The same image drawn in `mode`.
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    guard mode != renderingMode else { return self }
    return variant(renderingMode: mode)
  }

  /// The image drawn in `color` wherever it has pixels (their alpha kept), whatever the view's
  /// tint: its rendering mode becomes `.alwaysOriginal`, as UIKit's does.
  public func withTintColor(_ color: UIColor) -> UIImage {
    variant(renderingMode: .alwaysOriginal, drawingTint: color)
  }

  /// The image drawn in `color` with `renderingMode`: a template keeps following the view's tint.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    variant(renderingMode: renderingMode, drawingTint: color)
  }

  /// The image as a view with tint `tint` draws it: a template in the tint, a symbol with
  /// colours of its own in the first of them, an untinted symbol in black (the label colour),
  /// anything else as it is.
  public func resolvedForDrawing(tint: UIColor) -> UIImage {
    if let colors = symbolConfiguration?.colors, let first = colors.first, drawingTint == nil {
      return variant(renderingMode: .alwaysOriginal, drawingTint: first)
    }
    if isTemplate { return tint == drawingTint ? self : variant(renderingMode: renderingMode, drawingTint: tint) }
    if isSymbolImage, drawingTint == nil { return variant(renderingMode: .alwaysOriginal, drawingTint: .label) }
    return self
  }

  /// A copy sharing this image's pixels with some attributes changed.
  func variant(
    size: CGSize? = nil, renderingMode: RenderingMode? = nil, symbolConfiguration: SymbolConfiguration? = nil,
    drawingTint: UIColor?? = .none
  ) -> UIImage {
    UIImage(
      size: size ?? self.size, scale: scale, source: source, renderingMode: renderingMode ?? self.renderingMode,
      symbolConfiguration: symbolConfiguration ?? self.symbolConfiguration,
      drawingTint: drawingTint ?? self.drawingTint, scaleVariants: scaleVariants)
  }
}
