import Foundation
import ViewCore

/// The guide's figure: a translucent 64-pt navigation bar and a 44-pt toolbar over a scroll view
/// whose `contentInset` (64, 0, 44, 0) lets content pass under the bars and still be reachable;
/// `scrollIndicatorInsets` match, and a switch shows the wrong indicators without them.
final class InsetSceneController: UIViewController {
  let scrollView = UIScrollView()
  let navigationBar = UIView()
  let toolbar = UIView()
  let toggle = UIButton()
  private var indicatorInsetsOn = true

  override func viewDidLoad() {
    view.backgroundColor = .white
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.accessibilityIdentifier = "inset"
    scrollView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 44, right: 0)
    scrollView.scrollIndicatorInsets = scrollView.contentInset
    for index in 0..<40 {
      let row = UILabel(text: "    Row \(index + 1) — scrolls under both bars", font: .systemFont(ofSize: 18))
      row.frame = CGRect(x: 0, y: CGFloat(index) * 44, width: view.bounds.width, height: 44)
      row.backgroundColor = index.isMultiple(of: 2) ? UIColor(white: 0.97) : .white
      row.autoresizingMask = [.flexibleWidth]
      scrollView.addSubview(row)
    }
    scrollView.contentSize = CGSize(width: 0, height: 40 * 44)
    scrollView.contentOffset = CGPoint(x: 0, y: -64)
    view.addSubview(scrollView)

    for bar in [navigationBar, toolbar] {
      bar.backgroundColor = UIColor(red: 0.80, green: 0.86, blue: 0.95, alpha: 0.85)
      view.addSubview(bar)
    }
    let title = UILabel(text: "contentInset (64, 0, 44, 0)", font: .boldSystemFont(ofSize: 17))
    title.tag = 1
    navigationBar.addSubview(title)
    toggle.setTitle("Indicator insets: on", for: .normal)
    toggle.addAction(UIAction { [weak self] _ in self?.toggleIndicatorInsets() }, for: .touchUpInside)
    toolbar.addSubview(toggle)
  }

  override func viewWillLayoutSubviews() {
    let size = view.bounds.size
    navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: 64)
    toolbar.frame = CGRect(x: 0, y: size.height - 44, width: size.width, height: 44)
    navigationBar.viewWithTag(1)?.center = CGPoint(x: size.width / 2, y: 42)
    toggle.frame = CGRect(x: 12, y: 6, width: 240, height: 32)
  }

  /// Shows what goes wrong without indicator insets: the indicator runs under the bars.
  func toggleIndicatorInsets() {
    indicatorInsetsOn.toggle()
    scrollView.scrollIndicatorInsets = indicatorInsetsOn ? scrollView.contentInset : .zero
    toggle.setTitle("Indicator insets: \(indicatorInsetsOn ? "on" : "off")", for: .normal)
    scrollView.flashScrollIndicators()
  }
}
