import Foundation

/// A bar showing how far a task has come (UIKit's `UIProgressView`): `progress` 0…1 of the
/// width filled with the tint over a light grey track.
open class UIProgressView: UIView {
  public enum Style: Int, Sendable {
    case `default`, bar
  }

  /// The bar's height in points: 4, UIKit's since iOS 13.
  public static let barHeight: CGFloat = 4

  open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
  /// The fraction done, clamped to 0…1.
  open var progress: Float = 0 {
    didSet {
      if !progress.isFinite { progress = 0 }
      progress = min(max(progress, 0), 1)
      if progress != oldValue { setNeedsDisplay() }
    }
  }
  /// The filled part's colour; nil draws the tint.
  open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The track's colour; nil draws iOS's light grey (system fill).
  open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// An empty bar (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets `progress` (the change shows at once here).
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// No width of its own; 4 pt tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
    context.fillRoundedRect(bounds, cornerRadius: radius, color: trackTintColor ?? .systemFill)
    let filled = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progress), height: bounds.height)
    if filled.width > 0 { context.fillRoundedRect(filled, cornerRadius: radius, color: progressTintColor ?? tintColor) }
  }
}
