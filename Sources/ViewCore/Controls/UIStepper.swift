import Foundation

/// A pair of − and + buttons that step a value (UIKit's `UIStepper`), 94 × 32 pt. A tap on a half
/// steps by `stepValue` within `minimumValue...maximumValue` (round the ends when `wraps`) and sends
/// `.valueChanged`; a half that cannot step is dimmed and does nothing.
open class UIStepper: UIControl {
  /// The stepper's size in points, UIKit's fixed 94 × 32 (iOS 13 and later).
  public static let size = CGSize(width: 94, height: 32)

  /// The value, kept within `minimumValue...maximumValue`.
  open var value: Double = 0 {
    didSet {
      if !value.isFinite { value = minimumValue }
      value = min(max(value, minimumValue), maximumValue)
      if value != oldValue { setNeedsDisplay() }
    }
  }
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = max(value, minimumValue)
    }
  }
  open var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = min(value, maximumValue)
    }
  }
  /// The step; a value of zero or less is refused (UIKit raises; here the old step stays).
  open var stepValue: Double = 1 {
    didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
  }
  /// Stepping past one end goes round to the other.
  open var wraps = false
  /// Kept for source compatibility: holding a button steps once here.
  open var autorepeat = true
  /// Kept for source compatibility: every step sends `.valueChanged`.
  open var isContinuous = true

  public override init(frame: CGRect = .zero) {
    super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
  }

  /// A stepper at 0 of 0…100 (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    bounds.size = UIStepper.size
  }

  open override var intrinsicContentSize: CGSize { UIStepper.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

  var canDecrement: Bool { wraps || value > minimumValue }
  var canIncrement: Bool { wraps || value < maximumValue }

  /// Steps once toward `up` (true: +), going round when `wraps`; false when nothing changed.
  @discardableResult
  func step(up: Bool) -> Bool {
    let old = value
    var next = up ? value + stepValue : value - stepValue
    if next > maximumValue { next = wraps ? minimumValue : maximumValue }
    if next < minimumValue { next = wraps ? maximumValue : minimumValue }
    value = next
    return value != old
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    if step(up: touch.location(in: self).x >= bounds.midX) { sendActions(for: .valueChanged) }
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    context.fillRoundedRect(bounds, cornerRadius: 8, color: .tertiarySystemFill)
    let midX = bounds.midX
    context.strokeLine(
      from: CGPoint(x: midX, y: bounds.minY + 8), to: CGPoint(x: midX, y: bounds.maxY - 8), color: .opaqueSeparator)
    let arm: CGFloat = 7
    let minusColour: UIColor = canDecrement && isEnabled ? .label : .tertiaryLabel
    let plusColour: UIColor = canIncrement && isEnabled ? .label : .tertiaryLabel
    let left = CGPoint(x: bounds.minX + bounds.width / 4, y: bounds.midY)
    let right = CGPoint(x: bounds.maxX - bounds.width / 4, y: bounds.midY)
    context.strokeLine(
      from: CGPoint(x: left.x - arm, y: left.y), to: CGPoint(x: left.x + arm, y: left.y), color: minusColour,
      lineWidth: 2)
    context.strokeLine(
      from: CGPoint(x: right.x - arm, y: right.y), to: CGPoint(x: right.x + arm, y: right.y), color: plusColour,
      lineWidth: 2)
    context.strokeLine(
      from: CGPoint(x: right.x, y: right.y - arm), to: CGPoint(x: right.x, y: right.y + arm), color: plusColour,
      lineWidth: 2)
  }
}
