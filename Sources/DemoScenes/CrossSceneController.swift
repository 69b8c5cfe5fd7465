import Foundation
import ViewCore

/// Tutorial 002, nested scroll views in crossing directions: a vertical scroll view (`outer`)
/// holding a 128-pt tall horizontal scroll view (`strip`) of 70×70 grey boxes. A drag's first
/// direction decides which one moves, as on iOS. The strip is laid out by constraints, as the
/// tutorial's storyboard does ("Add Missing Constraints"): pinned 200 pt down the outer content
/// and across its visible width, its boxes a stack in the strip's content guide, which gives the
/// strip its content size.
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

    strip.translatesAutoresizingMaskIntoConstraints = false
    strip.accessibilityIdentifier = "strip"
    strip.backgroundColor = .white
    let boxes = UIStackView()
    boxes.spacing = 20
    boxes.translatesAutoresizingMaskIntoConstraints = false
    for index in 0..<30 {
      let box = UIView()
      box.backgroundColor = .gray
      let number = UILabel(text: "\(index + 1)", font: .boldSystemFont(ofSize: 18), color: .white)
      number.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(number)
      NSLayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 70), box.heightAnchor.constraint(equalToConstant: 70),
        number.centerXAnchor.constraint(equalTo: box.centerXAnchor),
        number.centerYAnchor.constraint(equalTo: box.centerYAnchor),
      ])
      boxes.addArrangedSubview(box)
    }
    strip.addSubview(boxes)
    outer.addSubview(strip)
    let content = strip.contentLayoutGuide
    NSLayoutConstraint.activate([
      strip.topAnchor.constraint(equalTo: outer.contentLayoutGuide.topAnchor, constant: 200),
      strip.leadingAnchor.constraint(equalTo: outer.frameLayoutGuide.leadingAnchor),
      strip.trailingAnchor.constraint(equalTo: outer.frameLayoutGuide.trailingAnchor),
      strip.heightAnchor.constraint(equalToConstant: 128),
      boxes.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
      boxes.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
      boxes.topAnchor.constraint(equalTo: content.topAnchor, constant: 29),
      boxes.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -29),
    ])

    for index in 0..<20 {
      let row = UILabel(text: "Row \(index + 1) of the vertical scroll view", font: .systemFont(ofSize: 17))
      row.frame.origin = CGPoint(x: 20, y: 380 + CGFloat(index) * 60)
      outer.addSubview(row)
    }
    outer.contentSize = CGSize(width: 0, height: 380 + 20 * 60 + 100)
  }
}
