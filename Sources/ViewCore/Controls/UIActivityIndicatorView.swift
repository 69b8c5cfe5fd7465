import Foundation

/// A spinning indicator of work in progress (UIKit's `UIActivityIndicatorView`): twelve ticks
/// turning once a second on the window's clock while animating; hidden when stopped unless
/// `hidesWhenStopped` is false.
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, Sendable {
    /// 20 × 20 pt (UIKit's medium style).
    case medium
    /// 37 × 37 pt (UIKit's large style).
    case large
  }

  /// The indicator's style, which sets its size.
  open var style: Style = .medium {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The ticks' colour; nil draws grey, iOS's default.
  open var color: UIColor! {
    get { ownColor ?? .gray }
    set {
      ownColor = newValue
      setNeedsDisplay()
    }
  }
  /// Hidden whenever it is not animating (the default, as on iOS).
  open var hidesWhenStopped = true { didSet { if hidesWhenStopped != oldValue { updateHidden() } } }
  /// True between `startAnimating()` and `stopAnimating()`.
  open private(set) var isAnimating = false

  private var ownColor: UIColor?
  /// Which tick is brightest; the window's clock moves it.
  var phase = 0

  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
    updateHidden()
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  /// A medium indicator (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    updateHidden()
  }

  /// The size of `style`: 20 and 37 pt square, UIKit's medium and large indicators.
  static func size(of style: Style) -> CGSize {
    style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }

  open override var intrinsicContentSize: CGSize { Self.size(of: style) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

  /// Starts the spinner (and shows it).
  open func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    updateHidden()
    window?.addAnimator(self)
    setNeedsDisplay()
  }

  /// Stops the spinner (and hides it when `hidesWhenStopped`).
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    window?.removeAnimator(self)
    updateHidden()
    setNeedsDisplay()
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if isAnimating { window?.addAnimator(self) }
  }

  /// Hidden while stopped when `hidesWhenStopped`; shown otherwise.
  private func updateHidden() {
    isHidden = hidesWhenStopped && !isAnimating
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let size = Self.size(of: style)
    let outer = size.width / 2
    // Ticks from 45 % of the radius to its edge, 1/9 of the size wide: choices of this project
    // (iOS's look).
    let inner = outer * 0.45
    let width = max(2, size.width / 9)
    let ticks = 12
    for tick in 0..<ticks {
      let angle = CGFloat(tick) / CGFloat(ticks) * 2 * .pi - .pi / 2
      let age = (phase - tick + ticks) % ticks
      let alpha = isAnimating ? 1 - CGFloat(age) / CGFloat(ticks) * 0.8 : 0.6
      let (cosine, sine) = (cos(angle), sin(angle))
      context.strokeLine(
        from: CGPoint(x: bounds.midX + inner * cosine, y: bounds.midY + inner * sine),
        to: CGPoint(x: bounds.midX + (outer - width / 2) * cosine, y: bounds.midY + (outer - width / 2) * sine),
        color: color.withAlphaComponent(alpha), lineWidth: width)
    }
  }
}

extension UIActivityIndicatorView: FrameAnimating {
  /// A tick redraws the indicator itself (`setNeedsDisplay()`), so the steps between cost no frame.
  package var redrawsEveryStep: Bool { false }

  /// The next tick: the next twelfth of a second.
  package func nextChange(after time: TimeInterval) -> TimeInterval? {
    ((time * 12).rounded(.down) + 1) / 12
  }

  /// Turns the spinner: one tick every 1/12 s (a turn a second, as iOS's indicator).
  package func advance(to time: TimeInterval) -> Bool {
    guard isAnimating, window != nil else { return false }
    let phase = Int((time * 12).rounded(.down)) % 12
    if phase != self.phase {
      self.phase = phase
      setNeedsDisplay()
    }
    return true
  }
}
