import Foundation

/// The view that draws one bar button item in a bar: its title (bold for `.done`), its image or
/// its glyph in the tint colour, dimmed while pressed and grey when disabled, with no background,
/// as iOS draws bar buttons. A tap runs the item (`UIBarButtonItem.performTap()`).
@MainActor
final class BarButtonView: UIControl {
  /// Space on each side of the content, and the narrowest an item is (Apple's minimum hit
  /// target is 44 pt): the padding is a choice of this project.
  static let padding: CGFloat = 8
  static let minimumWidth: CGFloat = 44
  /// Images are drawn at most this tall (a choice of this project: iOS's bar icons are 22–28 pt).
  static let imageHeight: CGFloat = 24
  /// The Add and Close glyphs' size (a choice of this project, as iOS draws them).
  static let glyphSize: CGFloat = 18

  let item: UIBarButtonItem
  /// The bar's colour for items without their own.
  var barTint: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

  init(item: UIBarButtonItem) {
    self.item = item
    super.init(frame: .zero)
    addAction(UIAction { [weak self] _ in self?.item.performTap() }, for: .touchUpInside)
    itemDidChange()
  }

  /// Made only by bars, never from an archive.
  required init?(coder: NSCoder) { nil }

  var font: UIFont { item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17) }

  /// The item changed: the content, the enabled state and the size follow.
  func itemDidChange() {
    isEnabled = item.isEnabled
    isUserInteractionEnabled = !item.isSpace
    accessibilityIdentifier = item.accessibilityIdentifier
    if let custom = item.customView, custom.superview !== self {
      subviews.forEach { $0.removeFromSuperview() }
      addSubview(custom)
    }
    setNeedsDisplay()
    superview?.setNeedsLayout()
  }

  /// The item's width in a bar: its fixed width, else its content's with padding.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let height = size.height > 0 ? size.height : UINavigationBar.height
    if item.width > 0 || item.systemItem == .fixedSpace { return CGSize(width: item.width, height: height) }
    if item.systemItem == .flexibleSpace { return CGSize(width: 0, height: height) }
    var content: CGFloat
    if let custom = item.customView {
      content = custom.frame.width
    } else if let image = item.image {
      content = image.size.height > 0 ? image.size.width * min(1, Self.imageHeight / image.size.height) : 0
    } else if let title = item.displayedTitle {
      content = measure(title, font: font).width
    } else {
      content = Self.glyphSize
    }
    return CGSize(width: max(Self.minimumWidth, content + 2 * Self.padding), height: height)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if let custom = item.customView {
      custom.frame.origin = CGPoint(
        x: (bounds.width - custom.frame.width) / 2, y: (bounds.height - custom.frame.height) / 2)
    }
  }

  /// The colour the content is drawn in now.
  var contentColor: UIColor {
    guard isEnabled else { return UIColor(white: 0.55, alpha: 1) }
    let tint = item.tintColor ?? barTint
    // Pressed: 30 % as strong, as iOS dims a pressed bar button (a choice of this project).
    return isHighlighted ? tint.withAlphaComponent(0.3) : tint
  }

  /// The image as a bar draws it: a template in `color` unless it is `.alwaysOriginal`, as
  /// UIKit's bars draw their items' images.
  static func template(_ color: UIColor) -> (UIImage) -> UIImage {
    { image in
      let template = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
      return template.resolvedForDrawing(tint: color)
    }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current, !item.isSpace, item.customView == nil else { return }
    let color = contentColor
    if let image = item.image.map(Self.template(color)), image.size.height > 0, image.size.width > 0 {
      let scale = min(1, Self.imageHeight / image.size.height)
      let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
      context.draw(
        image,
        in: CGRect(
          x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
    } else if let title = item.displayedTitle {
      context.draw(TextRun(text: title, font: font, color: color, alignment: .center), in: bounds)
    } else {
      drawGlyph(in: context, color: color)
    }
  }

  /// Add: a plus; Close: a cross; both 18 pt, 2 pt strokes.
  private func drawGlyph(in context: UIGraphicsContext, color: UIColor) {
    let half = Self.glyphSize / 2
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    if item.systemItem == .close {
      let arm = half * 0.75
      context.strokeLine(
        from: CGPoint(x: centre.x - arm, y: centre.y - arm), to: CGPoint(x: centre.x + arm, y: centre.y + arm),
        color: color, lineWidth: 2)
      context.strokeLine(
        from: CGPoint(x: centre.x - arm, y: centre.y + arm), to: CGPoint(x: centre.x + arm, y: centre.y - arm),
        color: color, lineWidth: 2)
    } else {
      context.strokeLine(
        from: CGPoint(x: centre.x - half, y: centre.y), to: CGPoint(x: centre.x + half, y: centre.y), color: color,
        lineWidth: 2)
      context.strokeLine(
        from: CGPoint(x: centre.x, y: centre.y - half), to: CGPoint(x: centre.x, y: centre.y + half), color: color,
        lineWidth: 2)
    }
  }
}
