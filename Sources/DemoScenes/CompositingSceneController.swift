import Foundation
import ViewCore

/// The essay's example: a purple view holding a few subviews. Changing the purple view's
/// `bounds.origin` moves every subview, because each is composited at
/// `frame.origin − superview.bounds.origin`.
final class CompositingSceneController: UIViewController {
  let purple = UIView(frame: CGRect(x: 80, y: 120, width: 480, height: 400))

  override func viewDidLoad() {
    view.backgroundColor = UIColor(white: 0.96)
    purple.backgroundColor = UIColor(hex: 0x8E44AD)
    purple.accessibilityIdentifier = "purple"
    let colors: [UInt32] = [0xF1C40F, 0x2ECC71, 0x3498DB]
    let frames = [
      CGRect(x: 20, y: 20, width: 140, height: 90), CGRect(x: 200, y: 140, width: 160, height: 110),
      CGRect(x: 60, y: 260, width: 120, height: 100),
    ]
    for (index, frame) in frames.enumerated() {
      let child = UIView(frame: frame)
      child.backgroundColor = UIColor(hex: colors[index])
      child.accessibilityIdentifier = "child\(index + 1)"
      purple.addSubview(child)
    }
    view.addSubview(purple)
  }
}
