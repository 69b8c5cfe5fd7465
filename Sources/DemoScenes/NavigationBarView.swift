import Foundation
import ViewCore

/// A 44-pt bar across the top of a scene: the scene's title in the middle and, when `onBack` is
/// set, a Back button ("‹ Menu") on the left. Light and slightly translucent, with a hairline
/// along the bottom, as iOS's default navigation bar.
public final class NavigationBarView: UIView {
  /// The bar's height in points (UIKit's compact navigation bar).
  public static let height: CGFloat = 44

  /// The centred title.
  public var title: String? {
    get { titleLabel.text }
    set {
      titleLabel.text = newValue
      setNeedsLayout()
    }
  }

  /// Runs when the Back button is tapped; nil hides the button.
  public var onBack: (() -> Void)? {
    didSet {
      backButton.isHidden = onBack == nil
      setNeedsLayout()
    }
  }

  /// The Back button's title.
  public var backTitle: String {
    get { backButton.currentTitle ?? "" }
    set {
      backButton.setTitle(newValue, for: .normal)
      setNeedsLayout()
    }
  }

  let titleLabel = UILabel()
  let backButton = NavigationBackButton()

  public init(frame: CGRect = .zero, title: String? = nil, onBack: (() -> Void)? = nil) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.97, alpha: 0.94)
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textAlignment = .center
    titleLabel.isUserInteractionEnabled = false
    titleLabel.text = title
    addSubview(titleLabel)
    backButton.setTitle("Menu", for: .normal)
    backButton.accessibilityIdentifier = "back"
    backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
    addSubview(backButton)
    self.onBack = onBack
    backButton.isHidden = onBack == nil
  }

  public required init?(coder: NSCoder) { nil }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let buttonSize = backButton.sizeThatFits(bounds.size)
    backButton.frame = CGRect(
      x: 0, y: bounds.height - NavigationBarView.height, width: buttonSize.width,
      height: NavigationBarView.height)
    // The title stays centred in the bar, clear of the button on both sides.
    let side = backButton.isHidden ? 16 : buttonSize.width + 8
    titleLabel.frame = CGRect(
      x: side, y: bounds.height - NavigationBarView.height, width: max(0, bounds.width - 2 * side),
      height: NavigationBarView.height)
  }

  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: NavigationBarView.height)
  }

  public override func draw(_ rect: CGRect) {
    let y = bounds.maxY - 0.5
    UIGraphicsContext.current?.strokeLine(
      from: CGPoint(x: bounds.minX, y: y), to: CGPoint(x: bounds.maxX, y: y),
      color: UIColor(white: 0, alpha: 0.3))
  }
}
