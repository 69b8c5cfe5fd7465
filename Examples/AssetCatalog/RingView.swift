import UIKit

/// A progress ring: a circle stroked in the tint as far as `progress` goes, from the top clockwise.
class RingView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

  var progress: CGFloat = 0 {
    didSet { shapeLayer.strokeEnd = progress }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    shapeLayer.fillColor = nil
    shapeLayer.lineWidth = 8
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let radius = min(bounds.width, bounds.height) / 2 - shapeLayer.lineWidth
    shapeLayer.path =
      UIBezierPath(
        arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, startAngle: -.pi / 2,
        endAngle: 3 * .pi / 2, clockwise: true
      ).cgPath
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    shapeLayer.strokeColor = tintColor.cgColor
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    shapeLayer.strokeColor = tintColor.cgColor
  }
}
