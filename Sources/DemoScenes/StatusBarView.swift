import Foundation
import ViewCore

/// A 20-pt strip across the top of the window, as iOS's status bar: a click on it scrolls the one
/// scroll view on screen with `scrollsToTop` to its top.
public final class StatusBarView: UIView {
  public static let height: CGFloat = 20
  let label = UILabel(
    text: "Scroll Demo  ·  click here to scroll to top", font: .systemFont(ofSize: 11),
    color: UIColor { $0.userInterfaceStyle == .dark ? .lightGray : .darkGray })

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    // The bar's grey in each appearance, as the navigation bar's below it.
    backgroundColor = UIColor { traits in
      traits.userInterfaceStyle == .dark ? UIColor(hex: 0x1D1D1D, alpha: 0.94) : UIColor(white: 0.97, alpha: 0.94)
    }
    accessibilityIdentifier = "statusBar"
    label.isUserInteractionEnabled = false
    addSubview(label)
    let tap = UITapGestureRecognizer()
    tap.addTarget(self) { [weak self] recognizer in
      guard recognizer.state == .ended else { return }
      self?.window?.scrollToTop()
    }
    addGestureRecognizer(tap)
  }

  public required init?(coder: NSCoder) { nil }

  public override func layoutSubviews() {
    label.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }
}
