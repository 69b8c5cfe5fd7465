import Foundation

/// An on/off switch (UIKit's `UISwitch`): a 51 × 31 pt rounded track with a round thumb. A tap
/// flips it and sends `.valueChanged`; `setOn(_:animated:)` flips it without sending.
open class UISwitch: UIControl {
  /// The switch's size in points, UIKit's fixed 51 × 31 (`intrinsicContentSize`, `sizeThatFits`).
  public static let size = CGSize(width: 51, height: 31)

  /// Whether the switch is on.
  open var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
  /// The track's colour when on; nil draws iOS's default, system green.
  open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The thumb's colour; nil draws white.
  open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

  public override init(frame: CGRect = .zero) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
  }

  /// An off switch (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    bounds.size = UISwitch.size
  }

  /// Sets `isOn` without sending `.valueChanged` (the change shows at once here).
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  open override var intrinsicContentSize: CGSize { UISwitch.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let track = CGRect(
      x: bounds.midX - UISwitch.size.width / 2, y: bounds.midY - UISwitch.size.height / 2,
      width: UISwitch.size.width, height: UISwitch.size.height)
    let onColour = isEnabled ? (onTintColor ?? .systemGreen) : (onTintColor ?? .systemGreen).withAlphaComponent(0.5)
    context.fillRoundedRect(track, cornerRadius: track.height / 2, color: isOn ? onColour : .systemGray5)
    // The thumb is 27 pt across with 2 pt of track around it (iOS's look).
    let diameter = track.height - 4
    let x = isOn ? track.maxX - 2 - diameter : track.minX + 2
    let thumb = CGRect(x: x, y: track.minY + 2, width: diameter, height: diameter)
    context.fillEllipse(in: thumb.insetBy(dx: -0.5, dy: -0.5), color: UIColor(white: 0, alpha: 0.08))
    context.fillEllipse(in: thumb, color: thumbTintColor ?? .white)
  }
}
