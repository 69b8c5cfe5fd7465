import Foundation

/// Shows a `UIImage`, placed by `contentMode`; a failed load shows a crossed placeholder box.
open class UIImageView: UIView {
  open var image: UIImage? {
    didSet {
      if image !== oldValue {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
      }
    }
  }

  /// The configuration a symbol image is shown at when the image itself does not specify one
  /// (its own values win, as in UIKit): size, weight, scale.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet {
      guard preferredSymbolConfiguration != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// The image as shown: a symbol at the preferred configuration.
  var displayedImage: UIImage? { image?.applyingPreferred(preferredSymbolConfiguration) }

  /// The image's size in points (none without an image).
  open override var intrinsicContentSize: CGSize {
    displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// A view sized to the image (as UIKit's `init(image:)`).
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Archives do not exist here; the coder is not read (see `UIResponder.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

  /// Draws the image placed by `contentMode`; a template (a symbol, `.alwaysTemplate`) in the
  /// view's tint.
  open override func draw(_ rect: CGRect) {
    guard let shown = displayedImage, let context = UIGraphicsContext.current else { return }
    let image = shown.resolvedForDrawing(tint: tintColor)
    if case .placeholder(let error) = image.source {
      UIImageView.drawPlaceholder(in: bounds, message: error.description, context: context)
      return
    }
    context.draw(image, in: UIImageView.placement(of: image.size, in: bounds, mode: contentMode))
  }

  /// Where an image of `size` goes in `bounds` for `mode`.
  public static func placement(of size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
    guard size.width > 0, size.height > 0 else { return bounds }
    switch mode {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let scale = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let fitted = CGSize(width: size.width * scale, height: size.height * scale)
      return CGRect(
        x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
        width: fitted.width, height: fitted.height)
    case .redraw:
      return bounds
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      // Unscaled, aligned to the named edges and centred along the others.
      let x: CGFloat
      switch mode {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.midX - size.width / 2
      }
      let y: CGFloat
      switch mode {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.midY - size.height / 2
      }
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }

  /// A grey box with a red cross and the reason, so a failed image is never silently blank. Its
  /// colours, line widths, margins and 14-pt font are choices of this project.
  static func drawPlaceholder(in rect: CGRect, message: String, context: UIGraphicsContext) {
    let red = UIColor(red: 0.85, green: 0.1, blue: 0.1)
    context.fill(rect, color: UIColor(white: 0.85))
    context.stroke(rect.insetBy(dx: 1, dy: 1), color: red, lineWidth: 2)
    context.strokeLine(
      from: CGPoint(x: rect.minX, y: rect.minY), to: CGPoint(x: rect.maxX, y: rect.maxY), color: red, lineWidth: 2)
    context.strokeLine(
      from: CGPoint(x: rect.maxX, y: rect.minY), to: CGPoint(x: rect.minX, y: rect.maxY), color: red, lineWidth: 2)
    let label = CGRect(x: rect.minX + 8, y: rect.midY - 40, width: max(0, rect.width - 16), height: 80)
    context.draw(
      TextRun(text: message, font: .boldSystemFont(ofSize: 14), color: .black, alignment: .center, numberOfLines: 0),
      in: label)
  }
}
