import UIKit

class ControlsViewController: UIViewController {
  let stackView = UIStackView()
  let carousel = UIView()
  let pageControl = UIPageControl()
  let segmentedControl = UISegmentedControl(items: ["Day", "Week", "Month"])
  let toggle = UISwitch()
  let slider = UISlider()
  let progressView = UIProgressView(progressViewStyle: .default)
  let stepper = UIStepper()
  let spinner = UIActivityIndicatorView(style: .medium)
  let footer = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    carousel.backgroundColor = .systemOrange
    carousel.layer.cornerRadius = 12
    pageControl.numberOfPages = 5
    pageControl.currentPage = 0
    pageControl.pageIndicatorTintColor = .systemGray4
    pageControl.currentPageIndicatorTintColor = .systemBlue
    pageControl.addTarget(self, action: ControlsViewController.pageChanged, for: .valueChanged)
    segmentedControl.selectedSegmentIndex = 1
    toggle.isOn = true
    slider.value = 0.5
    progressView.progress = 0.6
    spinner.hidesWhenStopped = false
    footer.backgroundColor = .systemIndigo

    stackView.axis = .vertical
    stackView.spacing = 12
    stackView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stackView)
    for arranged in [
      carousel, pageControl, segmentedControl, toggle, slider, progressView, stepper, spinner, footer,
    ] {
      stackView.addArrangedSubview(arranged)
    }

    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      carousel.heightAnchor.constraint(equalToConstant: 120),
      footer.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  func pageChanged(_ sender: UIPageControl) {
    carousel.backgroundColor = sender.currentPage == 0 ? .systemOrange : .systemTeal
  }
}
