import Foundation

/// The button of one alert action: its title centred, 17 pt, in the tint colour (red for a
/// destructive action, bold for the preferred or the cancel action, grey when disabled), a light
/// grey fill while pressed, as iOS draws alert buttons.
@MainActor
final class AlertActionButton: UIControl {
  let action: UIAlertAction
  var isBold = false

  init(action: UIAlertAction) {
    self.action = action
    super.init(frame: .zero)
    accessibilityIdentifier = "alertAction"
  }

  /// Made only by an alert.
  required init?(coder: NSCoder) { nil }

  override var isEnabled: Bool {
    get { action.isEnabled }
    set { action.isEnabled = newValue }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    if isHighlighted { context.fill(bounds, color: .chromeHighlight) }
    let color: UIColor
    if !action.isEnabled {
      color = .chromeDisabledText
    } else if action.style == .destructive {
      color = .systemRed
    } else {
      color = .systemBlue
    }
    let font: UIFont = isBold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    context.draw(TextRun(text: action.title ?? "", font: font, color: color, alignment: .center), in: bounds)
  }
}
