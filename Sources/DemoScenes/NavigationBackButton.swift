import Foundation
import ViewCore

/// The navigation bar's Back button: a blue chevron and a title, dimmed while pressed, as iOS draws
/// a bar button (no background).
final class NavigationBackButton: UIButton {
  static let chevronWidth: CGFloat = 12
  static let titleFont = UIFont.systemFont(ofSize: 17)

  init() {
    super.init(type: .custom, frame: .zero)
    titleFont = NavigationBackButton.titleFont
  }

  required init?(coder: NSCoder) { nil }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = measure(currentTitle ?? "", font: titleFont)
    return CGSize(width: 8 + NavigationBackButton.chevronWidth + 6 + text.width + 8, height: 44)
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let color = isHighlighted ? tintColor.withAlphaComponent(0.3) : tintColor
    // A 12 × 21 pt chevron, like the system back indicator.
    let tipX = bounds.minX + 8
    let armX = tipX + NavigationBackButton.chevronWidth - 2
    let midY = bounds.midY
    let tip = CGPoint(x: tipX, y: midY)
    context.strokeLine(from: CGPoint(x: armX, y: midY - 10), to: tip, color: color, lineWidth: 3)
    context.strokeLine(from: CGPoint(x: armX, y: midY + 10), to: tip, color: color, lineWidth: 3)
    guard let title = currentTitle, !title.isEmpty else { return }
    let textX = tipX + NavigationBackButton.chevronWidth + 6
    context.draw(
      TextRun(text: title, font: titleFont, color: color),
      in: CGRect(x: textX, y: bounds.minY, width: max(0, bounds.maxX - textX), height: bounds.height))
  }
}
