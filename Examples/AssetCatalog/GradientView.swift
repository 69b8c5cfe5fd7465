import UIKit

/// A view whose layer is a gradient.
class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}
