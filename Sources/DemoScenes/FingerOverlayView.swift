import Foundation
import ViewCore

/// Where a mouse pinch (Alt-drag) is, drawn as a translucent circle while it is made. Never
/// takes touches.
public final class FingerOverlayView: UIView {
  static let diameter: CGFloat = 36

  /// Finger positions in this view's coordinates (the window's, when it fills the window).
  public var fingers: [CGPoint] = [] {
    didSet { if fingers != oldValue { setNeedsDisplay() } }
  }

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) { nil }

  public override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let radius = FingerOverlayView.diameter / 2
    for finger in fingers {
      let circle = CGRect(x: finger.x - radius, y: finger.y - radius, width: radius * 2, height: radius * 2)
      context.fillEllipse(in: circle, color: UIColor(white: 0.5, alpha: 0.35))
      context.strokeRoundedRect(circle, cornerRadius: radius, color: UIColor(white: 0.2, alpha: 0.6), lineWidth: 1.5)
    }
  }
}
