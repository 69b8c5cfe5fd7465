import Foundation
import ViewCore

/// Tutorial 002, nested scroll views in crossing directions: a vertical scroll view (`outer`)
/// holding a 128-pt tall horizontal scroll view (`strip`) of 70×70 grey boxes. A drag's first
/// direction decides which one moves, as on iOS.
final class CrossSceneController: UIViewController {
  let outer = UIScrollView()
  let strip = UIScrollView()

  override func viewDidLoad() {
    view.backgroundColor = .white
    outer.frame = view.bounds
    outer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    outer.accessibilityIdentifier = "outer"
    outer.backgroundColor = UIColor.systemGroupedBackground
    view.addSubview(outer)

    let heading = UILabel(
      text: "Drag the grey strip sideways; drag anywhere else up and down.", font: .systemFont(ofSize: 18))
    heading.frame.origin = CGPoint(x: 20, y: 24)
    outer.addSubview(heading)

    strip.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: 128)
    strip.autoresizingMask = [.flexibleWidth]
    strip.accessibilityIdentifier = "strip"
    strip.backgroundColor = .white
    for index in 0..<30 {
      let box = UIView(frame: CGRect(x: 20 + CGFloat(index) * 90, y: 29, width: 70, height: 70))
      box.backgroundColor = .gray
      strip.addSubview(box)
      let number = UILabel(text: "\(index + 1)", font: .boldSystemFont(ofSize: 18), color: .white)
      number.center = CGPoint(x: 35, y: 35)
      box.addSubview(number)
    }
    strip.contentSize = CGSize(width: 20 + 30 * 90, height: 128)
    outer.addSubview(strip)

    for index in 0..<20 {
      let row = UILabel(text: "Row \(index + 1) of the vertical scroll view", font: .systemFont(ofSize: 17))
      row.frame.origin = CGPoint(x: 20, y: 380 + CGFloat(index) * 60)
      outer.addSubview(row)
    }
    outer.contentSize = CGSize(width: 0, height: 380 + 20 * 60 + 100)
  }
}
