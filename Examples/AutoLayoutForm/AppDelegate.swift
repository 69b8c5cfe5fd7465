// The shape nearly all current UIScrollView code takes, written as an iOS developer
// writes it today: a scroll view pinned to the safe area with anchors, a UIStackView pinned to its
// contentLayoutGuide with its width tied to the frameLayoutGuide, and a button whose action runs
// UIView.animate and then presents a sheet.
//
// Changes from the iOS code, each forced by Linux: `#selector(showDetails)` is the method reference
// `FormViewController.showDetails`, and the method has no @objc (Swift on Linux has no selectors).
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: FormViewController())
    window?.makeKeyAndVisible()
    return true
  }
}

class FormViewController: UIViewController {
  let scrollView = UIScrollView()
  let stackView = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    view.backgroundColor = .systemBackground

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    stackView.axis = .vertical
    stackView.spacing = 12
    stackView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stackView)

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),

      stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
      stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
      stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])

    for index in 1...20 {
      let label = UILabel()
      label.text = "Row \(index)"
      label.font = UIFont.preferredFont(forTextStyle: .body)
      label.backgroundColor = .secondarySystemBackground
      label.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stackView.addArrangedSubview(label)
    }

    let button = UIButton(type: .system)
    button.setTitle("Details", for: .normal)
    button.addTarget(self, action: FormViewController.showDetails, for: .touchUpInside)
    stackView.addArrangedSubview(button)
  }

  func showDetails() {
    UIView.animate(withDuration: 0.3) {
      self.stackView.alpha = 0.5
    } completion: { _ in
      self.stackView.alpha = 1
    }
    let details = UIViewController()
    details.view.backgroundColor = .systemBackground
    details.title = "Details"
    present(details, animated: true)
  }
}
