import Foundation

/// A value picked along a track by dragging a round thumb (UIKit's `UISlider`). The filled part
/// left of the thumb is tinted. Dragging the thumb sends `.valueChanged` as the value moves (at
/// the end only when `isContinuous` is false); a touch elsewhere on the track does nothing, as on iOS.
open class UISlider: UIControl {
  /// The slider's height in points: 31, UIKit's default slider height.
  public static let height: CGFloat = 31
  /// The thumb's diameter (28 pt) and the track's thickness (4 pt): iOS's look.
  public static let thumbDiameter: CGFloat = 28
  public static let trackHeight: CGFloat = 4

  /// The value, kept within `minimumValue...maximumValue`.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  open var minimumValue: Float = 0 { didSet { rangeChanged() } }
  open var maximumValue: Float = 1 { didSet { rangeChanged() } }
  /// Whether dragging sends `.valueChanged` at every move (true) or once when the finger lifts.
  open var isContinuous = true
  /// The track left of the thumb; nil draws the tint.
  open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The track right of the thumb; nil draws iOS's light grey (system fill).
  open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The thumb; nil draws white.
  open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

  private var storedValue: Float = 0
  /// Where the finger grabbed the thumb, relative to its centre, so the thumb does not jump.
  private var grabOffset: CGFloat = 0
  private var movedWhileTracking = false

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// A slider at 0 of 0…1 (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the value, clamped to the range (the change shows at once here); sends nothing.
  open func setValue(_ value: Float, animated: Bool) {
    let finite = value.isFinite ? value : minimumValue
    let clamped = min(max(finite, minimumValue), max(minimumValue, maximumValue))
    if clamped != storedValue {
      storedValue = clamped
      setNeedsDisplay()
    }
  }

  private func rangeChanged() {
    setValue(storedValue, animated: false)
    setNeedsDisplay()
  }

  /// No width of its own; 31 pt tall.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

  /// The x of the thumb's centre for `value`, in bounds coordinates.
  func thumbCenterX(for value: Float) -> CGFloat {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
    let radius = Self.thumbDiameter / 2
    return bounds.minX + radius + fraction * max(0, bounds.width - Self.thumbDiameter)
  }

  /// The value whose thumb centre is at `x` (bounds coordinates).
  func value(atThumbCenterX x: CGFloat) -> Float {
    let usable = max(0, bounds.width - Self.thumbDiameter)
    guard usable > 0 else { return minimumValue }
    let fraction = min(max((x - bounds.minX - Self.thumbDiameter / 2) / usable, 0), 1)
    return minimumValue + Float(fraction) * (maximumValue - minimumValue)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    let centre = thumbCenterX(for: value)
    // The thumb takes touches up to 6 pt outside its circle: a choice of this project (a finger is
    // larger than the 28 pt thumb).
    guard abs(point.x - centre) <= Self.thumbDiameter / 2 + 6 else { return false }
    grabOffset = point.x - centre
    movedWhileTracking = false
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let newValue = value(atThumbCenterX: touch.location(in: self).x - grabOffset)
    if newValue != value {
      value = newValue
      movedWhileTracking = true
      if isContinuous { sendActions(for: .valueChanged) }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if !isContinuous, movedWhileTracking { sendActions(for: .valueChanged) }
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let centreX = thumbCenterX(for: value)
    let trackY = bounds.midY - Self.trackHeight / 2
    let radius = Self.trackHeight / 2
    let minimumTrack = CGRect(x: bounds.minX, y: trackY, width: max(0, centreX - bounds.minX), height: Self.trackHeight)
    let maximumTrack = CGRect(x: centreX, y: trackY, width: max(0, bounds.maxX - centreX), height: Self.trackHeight)
    let tint: UIColor = isEnabled ? (minimumTrackTintColor ?? tintColor) : .systemGray3
    context.fillRoundedRect(maximumTrack, cornerRadius: radius, color: maximumTrackTintColor ?? .systemFill)
    context.fillRoundedRect(minimumTrack, cornerRadius: radius, color: tint)
    let d = Self.thumbDiameter
    let thumb = CGRect(x: centreX - d / 2, y: bounds.midY - d / 2, width: d, height: d)
    context.fillEllipse(in: thumb.insetBy(dx: -0.5, dy: -0.5), color: UIColor(white: 0, alpha: 0.12))
    context.fillEllipse(in: thumb, color: thumbTintColor ?? .white)
  }
}
