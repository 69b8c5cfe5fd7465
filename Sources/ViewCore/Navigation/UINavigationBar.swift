import Foundation

/// The bar across the top of a navigation controller (UIKit's `UINavigationBar`): the top
/// controller's title in the middle and, below the root, a back button titled after the previous
/// controller. Light and slightly translucent, with a hairline along the bottom, as iOS draws it.
@MainActor
open class UINavigationBar: UIView {
  /// The bar's height in points (UIKit's compact navigation bar).
  public static let height: CGFloat = 44

  /// The navigation items, root first; the last is on top (set by the navigation controller).
  open internal(set) var items: [UINavigationItem] = []
  /// The item whose title the bar shows.
  open var topItem: UINavigationItem? { items.last }
  /// The item the back button leads back to.
  open var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

  /// The centred title on screen.
  public var displayedTitle: String? { titleLabel.text }
  /// The back button's title, or nil when the button is hidden.
  public var displayedBackTitle: String? { backButton.isHidden ? nil : backButton.currentTitle }

  let titleLabel = UILabel()
  let backButton = UINavigationBackButton()
  /// The back button's action (the navigation controller pops).
  var onBack: (() -> Void)?

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setUp()
  }

  /// A bar of no size (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    // A choice of this project: iOS's default bar colour, slightly see-through.
    backgroundColor = UIColor(white: 0.97, alpha: 0.94)
    accessibilityIdentifier = "navigationBar"
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textAlignment = .center
    titleLabel.isUserInteractionEnabled = false
    addSubview(titleLabel)
    backButton.accessibilityIdentifier = "back"
    backButton.isHidden = true
    backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
    addSubview(backButton)
  }

  /// Shows `title` and a back button titled `backTitle` (nil hides it).
  func show(title: String?, backTitle: String?) {
    titleLabel.text = title
    backButton.isHidden = backTitle == nil
    backButton.setTitle(backTitle ?? "", for: .normal)
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = UINavigationBar.height
    let buttonSize = backButton.sizeThatFits(bounds.size)
    backButton.frame = CGRect(x: 0, y: bounds.height - height, width: buttonSize.width, height: height)
    // The title stays centred in the bar, clear of the button on both sides.
    let side = backButton.isHidden ? 16 : buttonSize.width + 8
    titleLabel.frame = CGRect(
      x: side, y: bounds.height - height, width: max(0, bounds.width - 2 * side), height: height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UINavigationBar.height)
  }

  open override func draw(_ rect: CGRect) {
    let y = bounds.maxY - 0.5
    UIGraphicsContext.current?.strokeLine(
      from: CGPoint(x: bounds.minX, y: y), to: CGPoint(x: bounds.maxX, y: y),
      color: UIColor(white: 0, alpha: 0.3))
  }
}

/// The bar's back button: a blue chevron and a title, dimmed while pressed, as iOS draws a bar
/// button (no background).
@MainActor
final class UINavigationBackButton: UIButton {
  static let chevronWidth: CGFloat = 12

  init() {
    super.init(type: .custom, frame: .zero)
    titleFont = .systemFont(ofSize: 17)
  }

  /// Made only by the bar, never from an archive.
  required init?(coder: NSCoder) { nil }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = measure(currentTitle ?? "", font: titleFont)
    return CGSize(width: 8 + Self.chevronWidth + 6 + text.width + 8, height: UINavigationBar.height)
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let color: UIColor = isHighlighted ? tintColor.withAlphaComponent(0.3) : tintColor
    // A 12 × 21 pt chevron, like the system back indicator.
    let tipX = bounds.minX + 8
    let armX = tipX + Self.chevronWidth - 2
    let midY = bounds.midY
    let tip = CGPoint(x: tipX, y: midY)
    context.strokeLine(from: CGPoint(x: armX, y: midY - 10), to: tip, color: color, lineWidth: 3)
    context.strokeLine(from: CGPoint(x: armX, y: midY + 10), to: tip, color: color, lineWidth: 3)
    guard let title = currentTitle, !title.isEmpty else { return }
    let textX = tipX + Self.chevronWidth + 6
    context.draw(
      TextRun(text: title, font: titleFont, color: color),
      in: CGRect(x: textX, y: bounds.minY, width: max(0, bounds.maxX - textX), height: bounds.height))
  }
}
