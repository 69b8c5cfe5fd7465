import Foundation

extension UIWindow {
  /// The status-bar tap: scrolls the one on-screen scroll view with `scrollsToTop` to its top.
  /// Does nothing (returns false) when none or several qualify, as on iOS.
  @discardableResult
  public func scrollToTop() -> Bool {
    var candidates: [UIScrollView] = []
    collectScrollToTopCandidates(in: self, into: &candidates)
    guard candidates.count == 1 else { return false }
    return candidates[0].scrollToTop()
  }

  private func collectScrollToTopCandidates(in view: UIView, into result: inout [UIScrollView]) {
    guard !view.isHidden, view.alpha > 0 else { return }
    if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
      scrollView.convert(scrollView.bounds, to: nil).intersects(bounds)
    {
      result.append(scrollView)
    }
    for subview in view.subviews { collectScrollToTopCandidates(in: subview, into: &result) }
  }
}
