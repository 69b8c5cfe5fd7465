import Foundation
import ViewCore

/// Pull to refresh done with `contentInset`, as the essay explains: pulling past the threshold and
/// letting go widens the top inset so the "Refreshing…" header stays visible; when the work is
/// done the inset goes back and the new rows are there.
final class RefreshSceneController: UIViewController, UIScrollViewDelegate {
  static let threshold: CGFloat = 60
  let scrollView = UIScrollView()
  let header = UILabel()
  private(set) var isRefreshing = false
  private(set) var rowCount = 0
  private var refreshAnimator: SceneAnimator?

  override func viewDidLoad() {
    view.backgroundColor = .white
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.accessibilityIdentifier = "refresh"
    scrollView.alwaysBounceVertical = true
    scrollView.delegate = self
    view.addSubview(scrollView)
    header.font = .boldSystemFont(ofSize: 16)
    header.textColor = .darkGray
    header.textAlignment = .center
    header.autoresizingMask = [.flexibleWidth]
    scrollView.addSubview(header)
    addRows(12)
    updateHeader()
  }

  override func viewWillLayoutSubviews() {
    header.frame = CGRect(
      x: 0, y: -RefreshSceneController.threshold, width: view.bounds.width, height: RefreshSceneController.threshold)
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

  private func updateHeader() {
    if isRefreshing {
      header.text = "Refreshing…"
    } else {
      header.text =
        scrollView.contentOffset.y < -RefreshSceneController.threshold ? "Release to refresh" : "Pull to refresh"
    }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { updateHeader() }

  /// Released far enough: widen the inset so the header stays while refreshing.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    guard !isRefreshing, scrollView.contentOffset.y < -RefreshSceneController.threshold else { return }
    isRefreshing = true
    scrollView.contentInset.top = RefreshSceneController.threshold
    updateHeader()
    // The "network" takes 1.5 s of frame time.
    refreshAnimator = SceneAnimator(duration: 0.001, delay: 1.5, update: { _ in }) { [weak self] in
      self?.endRefreshing()
    }
    refreshAnimator?.run(in: view.window)
  }

  /// Back to no inset, animated, with three new rows.
  func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    addRows(3)
    if scrollView.contentOffset.y < 0 {
      scrollView.setContentOffset(.zero, animated: true)
    }
    scrollView.contentInset.top = 0
    updateHeader()
  }
}
