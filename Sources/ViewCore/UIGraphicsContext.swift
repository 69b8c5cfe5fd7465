import Foundation

/// The drawing context handed to `UIView.draw(_:)`: it records commands in the view's bounds
/// coordinates. The recording is the view's raster, cached until `setNeedsDisplay()`.
@MainActor
public final class UIGraphicsContext {
  public private(set) var commands: [DrawCommand] = []
  /// The scale text is rasterised at (the view's effective scale when the drawing was made).
  public let rasterScale: CGFloat

  public init(rasterScale: CGFloat = 1) {
    self.rasterScale = rasterScale
  }

  public func fill(_ rect: CGRect, color: UIColor) {
    commands.append(.fillRect(rect, color))
  }

  public func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat = 1) {
    commands.append(.strokeRect(rect, color, lineWidth: lineWidth))
  }

  public func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor) {
    commands.append(.fillRoundedRect(rect, cornerRadius: cornerRadius, color))
  }

  public func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor, lineWidth: CGFloat = 1) {
    commands.append(.strokeRoundedRect(rect, cornerRadius: cornerRadius, color, lineWidth: lineWidth))
  }

  public func fillEllipse(in rect: CGRect, color: UIColor) {
    commands.append(.fillEllipse(rect, color))
  }

  public func strokeLine(from: CGPoint, to: CGPoint, color: UIColor, lineWidth: CGFloat = 1) {
    commands.append(.line(from: from, to: to, color, lineWidth: lineWidth))
  }

  public func draw(_ image: UIImage, in rect: CGRect, source: CGRect? = nil) {
    commands.append(.image(image, source: source, in: rect))
  }

  public func draw(_ text: TextRun, in rect: CGRect) {
    commands.append(.text(text, in: rect, rasterScale: rasterScale))
  }

  public func draw(
    _ string: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment = .left
  ) {
    draw(TextRun(text: string, font: font, color: color, alignment: alignment, numberOfLines: 0), in: rect)
  }
}
