import Foundation

extension UIScrollView {
  /// `refreshControl` changed: the old control leaves, the new one goes behind the content.
  func refreshControlDidChange(from old: UIRefreshControl?) {
    if let old, old.scrollView === self {
      old.scrollView = nil
      old.removeFromSuperview()
    }
    if let control = refreshControl {
      control.scrollView = self
      insertSubview(control, at: 0)
      control.scrollViewDidMove()
    }
    updateAdjustedContentInset()
  }
}
