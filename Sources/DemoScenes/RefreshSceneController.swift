import Foundation
import ViewCore

/// Pull to refresh with UIKit's `UIRefreshControl`: pulling the list 100 pt past its top begins
/// refreshing (the control's `.valueChanged`), the scroll view's `adjustedContentInset` grows so
/// the spinner stays in view, and when the work is done `endRefreshing()` slides the list back up
/// with three new rows — the essay's `contentInset` technique, as the control does it.
final class RefreshSceneController: UIViewController {
  let scrollView = UIScrollView()
  let refreshControl = UIRefreshControl()
  private(set) var rowCount = 0
  private var refreshAnimator: SceneAnimator?

  var isRefreshing: Bool { refreshControl.isRefreshing }

  override func viewDidLoad() {
    view.backgroundColor = .white
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.accessibilityIdentifier = "refresh"
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)
    refreshControl.attributedTitle = NSAttributedString(string: "Pull to refresh")
    refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
    scrollView.refreshControl = refreshControl
    addRows(12)
  }

  private func addRows(_ count: Int) {
    for _ in 0..<count {
      let row = UILabel(text: "Item \(rowCount + 1)", font: .systemFont(ofSize: 18))
      row.frame = CGRect(x: 20, y: CGFloat(rowCount) * 50, width: 500, height: 50)
      scrollView.addSubview(row)
      rowCount += 1
    }
    scrollView.contentSize = CGSize(width: 0, height: CGFloat(rowCount) * 50)
  }

  /// The control began refreshing: the "network" takes 1.5 s of the window's clock.
  private func refresh() {
    refreshControl.attributedTitle = NSAttributedString(string: "Refreshing…")
    refreshAnimator = SceneAnimator(duration: 0.001, delay: 1.5, update: { _ in }) { [weak self] in
      self?.endRefreshing()
    }
    refreshAnimator?.run(in: view.window)
  }

  /// The work is done: three new rows, and the list slides back up.
  func endRefreshing() {
    guard refreshControl.isRefreshing else { return }
    addRows(3)
    refreshControl.endRefreshing()
    refreshControl.attributedTitle = NSAttributedString(string: "Pull to refresh")
  }
}
