import UIKit

class AssetsViewController: UIViewController {
  let header = GradientView()
  let badge = UIImageView(image: UIImage(named: "Badge"))
  let ring = RingView()
  let buttons = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(named: "BrandBackground")
    view.tintColor = UIColor(named: "AccentColor")

    header.gradientLayer.colors = [UIColor(named: "HeaderTop")!.cgColor, UIColor(named: "AccentColor")!.cgColor]
    ring.progress = 0.75

    buttons.axis = .horizontal
    buttons.distribution = .fillEqually
    buttons.spacing = 8
    for (symbol, title) in [("star.fill", "Star"), ("heart", "Like"), ("trash", "Delete")] {
      let button = UIButton(type: .system)
      button.setImage(UIImage(systemName: symbol), for: .normal)
      button.setTitle(title, for: .normal)
      button.setTitleColor(.label, for: .normal)
      buttons.addArrangedSubview(button)
    }

    for subview in [header, badge, ring, buttons] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 120),
      badge.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
      badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      ring.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
      ring.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      ring.widthAnchor.constraint(equalToConstant: 80),
      ring.heightAnchor.constraint(equalToConstant: 80),
      buttons.topAnchor.constraint(equalTo: ring.bottomAnchor, constant: 24),
      buttons.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      buttons.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
  }
}
