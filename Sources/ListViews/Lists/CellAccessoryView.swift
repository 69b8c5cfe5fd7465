import Foundation
import ViewCore

/// The view that shows one `UICellAccessory` in a list cell: a drawn glyph (chevron, check mark,
/// editing controls, grip, info button), a grey label, or the app's own view. Accessories with an
/// action are controls: a tap runs it.
@MainActor
final class CellAccessoryView: UIControl {
  let accessory: UICellAccessory
  /// Whether an outline's row shows its children (the chevron points down).
  var isExpanded = false {
    didSet {
      guard isExpanded != oldValue else { return }
      setNeedsDisplay()
    }
  }
  /// Runs when the accessory is tapped (the cell sets it for an outline disclosure).
  var tapped: (() -> Void)?
  private let label = UILabel()

  /// iOS's list chevron grey (systemGray3, #C7C7CC) and its tint blue.
  static let chevronColor = UIColor.systemGray3

  init(_ accessory: UICellAccessory) {
    self.accessory = accessory
    super.init(frame: .zero)
    backgroundColor = accessory.options.backgroundColor
    switch accessory.kind {
    case .label(let text):
      label.text = text
      label.font = .systemFont(ofSize: 17)
      label.textColor = accessory.options.tintColor ?? UITableViewCell.secondaryTextColor
      label.isUserInteractionEnabled = false
      addSubview(label)
    case .customView(let configuration):
      addSubview(configuration.customView)
    default:
      break
    }
    addAction(UIAction { [weak self] _ in self?.runAction() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  /// The glyphs drawn in the inherited tint are drawn again when it changes.
  override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsDisplay()
  }

  /// The width the accessory takes, in points: its reserved width, else its glyph's (sizes are
  /// choices of this project, close to iOS's glyphs at the default text size).
  var width: CGFloat {
    if let reserved = accessory.options.reservedLayoutWidth { return reserved }
    switch accessory.kind {
    case .disclosureIndicator: return 12
    case .outlineDisclosure: return 20
    case .checkmark: return 18
    case .delete, .insert, .multiselect, .detail: return 24
    case .reorder: return 24
    case .label: return label.sizeThatFits(.zero).width.rounded(.up)
    case .customView(let configuration):
      let size = configuration.customView.bounds.size
      return size.width > 0 ? size.width : configuration.customView.sizeThatFits(.zero).width
    }
  }

  /// Whether a touch on it is its own (accessories without an action let the row take the tap).
  var hasAction: Bool {
    switch accessory.kind {
    case .outlineDisclosure, .delete, .insert, .detail: return true
    default: return false
    }
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if case .customView = accessory.kind { return super.hitTest(point, with: event) }
    guard hasAction, self.point(inside: point, with: event) else { return nil }
    return self
  }

  private func runAction() {
    switch accessory.kind {
    case .outlineDisclosure(_, let action):
      if let action { action() } else { tapped?() }
    case .delete(let action), .insert(let action), .detail(let action): action?()
    default: break
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    switch accessory.kind {
    case .label: label.frame = bounds
    case .customView(let configuration):
      let view = configuration.customView
      var size = view.bounds.size
      if size == .zero { size = view.sizeThatFits(bounds.size) }
      if configuration.maintainsFixedSize != true { size.height = min(size.height, bounds.height) }
      view.frame = CGRect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
        height: size.height)
    default: break
    }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let c = CGPoint(x: bounds.midX, y: bounds.midY)
    let tint = accessory.options.tintColor
    switch accessory.kind {
    case .disclosureIndicator:
      chevron(context, c, pointing: .right, color: tint ?? Self.chevronColor)
    case .outlineDisclosure(let style, _):
      let color = tint ?? (style == .header ? tintColor ?? .systemBlue : UITableViewCell.secondaryTextColor)
      chevron(context, c, pointing: isExpanded ? .down : .right, color: color)
    case .checkmark:
      let corner = CGPoint(x: c.x - 2, y: c.y + 5)
      let color = tint ?? tintColor ?? .systemBlue
      context.strokeLine(from: CGPoint(x: c.x - 7, y: c.y), to: corner, color: color, lineWidth: 2)
      context.strokeLine(from: corner, to: CGPoint(x: c.x + 6, y: c.y - 7), color: color, lineWidth: 2)
    case .delete, .insert:
      let isDelete: Bool
      if case .delete = accessory.kind { isDelete = true } else { isDelete = false }
      let circle = CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)
      context.fillEllipse(in: circle, color: tint ?? (isDelete ? .systemRed : .systemGreen))
      context.fill(CGRect(x: c.x - 6, y: c.y - 1, width: 12, height: 2), color: .white)
      if !isDelete { context.fill(CGRect(x: c.x - 1, y: c.y - 6, width: 2, height: 12), color: .white) }
    case .multiselect:
      let circle = CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)
      context.strokeRoundedRect(circle, cornerRadius: 11, color: tint ?? Self.chevronColor, lineWidth: 1.5)
    case .reorder:
      for dy in [-5, 0, 5] as [CGFloat] {
        context.fill(CGRect(x: c.x - 9, y: c.y + dy - 0.75, width: 18, height: 1.5), color: tint ?? Self.chevronColor)
      }
    case .detail:
      let circle = CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)
      context.strokeRoundedRect(circle, cornerRadius: 11, color: tint ?? tintColor ?? .systemBlue, lineWidth: 1.5)
      context.fill(CGRect(x: c.x - 1, y: c.y - 2, width: 2, height: 8), color: tint ?? tintColor ?? .systemBlue)
      context.fill(CGRect(x: c.x - 1, y: c.y - 6, width: 2, height: 2), color: tint ?? tintColor ?? .systemBlue)
    case .label, .customView:
      break
    }
  }

  private enum Direction { case right, down }

  /// A chevron 7 pt deep and 13 pt tall, centred on `c`.
  private func chevron(_ context: UIGraphicsContext, _ c: CGPoint, pointing direction: Direction, color: UIColor) {
    switch direction {
    case .right:
      let tip = CGPoint(x: c.x + 3, y: c.y)
      context.strokeLine(from: CGPoint(x: c.x - 3, y: c.y - 6.5), to: tip, color: color, lineWidth: 2)
      context.strokeLine(from: CGPoint(x: c.x - 3, y: c.y + 6.5), to: tip, color: color, lineWidth: 2)
    case .down:
      let tip = CGPoint(x: c.x, y: c.y + 3)
      context.strokeLine(from: CGPoint(x: c.x - 6.5, y: c.y - 3), to: tip, color: color, lineWidth: 2)
      context.strokeLine(from: CGPoint(x: c.x + 6.5, y: c.y - 3), to: tip, color: color, lineWidth: 2)
    }
  }
}
