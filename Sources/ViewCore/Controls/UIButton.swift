import Foundation

/// A tappable button with a title: a tinted rounded rectangle whose fill darkens while pressed.
/// Its primary action (`.primaryActionTriggered`) fires with `.touchUpInside`.
open class UIButton: UIControl {
  /// The button's style.
  public enum ButtonType: Int, Sendable {
    /// Tinted title on a light tinted background.
    case system
    /// Only the title; no background of its own.
    case custom
  }

  /// The kind of button (`init(type:frame:)`): a `.system` button draws a tinted fill.
  open var buttonType: ButtonType { kind }
  let kind: ButtonType
  /// The title font; 17 pt, iOS's body size, is a choice of this project.
  open var titleFont: UIFont = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
  /// The background's corner radius in points; 8 pt is a choice of this project (iOS's look).
  open var cornerRadius: CGFloat = 8 { didSet { setNeedsDisplay() } }
  var titles: [State: String] = [:]
  var attributedTitles: [State: NSAttributedString] = [:]
  var titleColors: [State: UIColor] = [:]
  var images: [State: UIImage] = [:]
  var symbolConfigurations: [State: UIImage.SymbolConfiguration] = [:]

  public init(type: ButtonType = .system, frame: CGRect = .zero) {
    kind = type
    super.init(frame: frame)
  }

  /// A system button (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    kind = .system
    super.init(coder: coder)
  }

  public override convenience init(frame: CGRect) {
    self.init(type: .system, frame: frame)
  }

  /// A system button whose primary action runs `primaryAction` (UIKit's `init(primaryAction:)`).
  public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
    self.init(type: .system, frame: frame)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      setImage(primaryAction.image, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  override var sendsPrimaryActionOnTouchUpInside: Bool { true }

  /// Sets the title shown in `state` (other states fall back to `.normal`).
  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    setNeedsDisplay()
  }

  open func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state] = color
    setNeedsDisplay()
  }

  /// Sets the attributed title shown in `state` (other states fall back to `.normal`); it is
  /// drawn instead of the plain title, its runs over the title font and colour.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state] = title
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state] ?? attributedTitles[.normal]
  }

  /// The attributed title for the current state.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  open func titleColor(for state: State) -> UIColor? {
    titleColors[state] ?? titleColors[.normal]
  }

  /// The title for the current state.
  open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }

  /// The image and title plus padding (12 pt each side, 7 pt above and below), at least 44 pt
  /// tall (Apple's minimum hit target); the padding is a choice of this project.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = measuredTitle
    let image = displayedImage(tint: tintColor)?.size ?? .zero
    return CGSize(width: text.width + image.width + 24, height: max(max(text.height, image.height) + 14, 44))
  }

  /// The current title's size in the title font (zero without a title).
  private var measuredTitle: CGSize {
    guard let title = currentTitle, !title.isEmpty else { return .zero }
    if let attributed = currentAttributedTitle {
      let size = attributedLineLayout(attributed, font: titleFont, color: tintColor).size
      return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
    return measure(title, font: titleFont)
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let tint: UIColor = isEnabled ? tintColor : .gray
    // Fill and title alphas (0.12 at rest, 0.35 and ×0.6 pressed): choices of this project (iOS's look).
    if buttonType == .system {
      let fill = tint.withAlphaComponent(isHighlighted ? 0.35 : 0.12)
      context.fillRoundedRect(bounds, cornerRadius: cornerRadius, color: fill)
    }
    let image = displayedImage(tint: isHighlighted ? tint.withAlphaComponent(tint.alpha * 0.6) : tint)
    let title = currentTitle ?? ""
    let rects = contentRects(image: image?.size ?? .zero, title: title.isEmpty ? .zero : measuredTitle)
    if let image { context.draw(image, in: rects.image) }
    guard !title.isEmpty else { return }
    let base = titleColor(for: state) ?? tint
    let color = isHighlighted ? base.withAlphaComponent(base.alpha * 0.6) : base
    let titleRect = image == nil ? bounds : rects.title
    if let attributed = currentAttributedTitle {
      drawAttributedLine(attributed, font: titleFont, color: color, alignment: .center, in: titleRect, context: context)
      return
    }
    context.draw(TextRun(text: title, font: titleFont, color: color, alignment: .center), in: titleRect)
  }
}
