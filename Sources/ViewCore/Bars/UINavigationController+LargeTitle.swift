import Foundation

/// Large titles: with the bar's `prefersLargeTitles`, the top controller's title shows in bold
/// 34 pt in a 52-pt area under the bar's row, and collapses into the row as its content scrolls
/// up, point for point, as on iOS; scrolled back to the top, it opens again. The scroll view
/// followed is the top controller's view when it is one, else the first scroll view found
/// breadth-first in its hierarchy (UIKit follows the content's scroll view the same way).
extension UINavigationController: ScrollOffsetObserving {
  /// Whether `controller`'s item shows a large title: `.always` and `.never` say so; `.automatic`
  /// does what the item below it on the stack does, and the root's shows one.
  func showsLargeTitle(for controller: UIViewController) -> Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    let index = viewControllers.firstIndex { $0 === controller } ?? viewControllers.count
    for candidate in ([controller] + viewControllers[..<min(index, viewControllers.count)].reversed()) {
      switch candidate.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// Follows the top controller's scroll view (and no other).
  func followLargeTitleScrollView() {
    let scrollView = topViewController.flatMap { top in top.isViewLoaded ? Self.firstScrollView(in: top.view) : nil }
    if let previous = largeTitleScrollView, previous !== scrollView, previous.offsetObserver === self {
      previous.offsetObserver = nil
    }
    largeTitleScrollView = scrollView
    scrollView?.offsetObserver = self
  }

  /// The large title's visible height for the followed scroll view's position: all of it at
  /// the top (offset at minus the adjusted top inset), less one point per point scrolled, none
  /// once scrolled by the area's height.
  func updateLargeTitleExtent() {
    guard let top = topViewController, showsLargeTitle(for: top) else {
      navigationBar.largeTitleExtent = 0
      return
    }
    guard let scrollView = largeTitleScrollView else {
      navigationBar.largeTitleExtent = UINavigationBar.largeTitleHeight
      return
    }
    let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    navigationBar.largeTitleExtent = min(
      max(UINavigationBar.largeTitleHeight - scrolled, 0), UINavigationBar.largeTitleHeight)
  }

  func scrollViewOffsetDidChange(_ scrollView: UIScrollView) {
    guard scrollView === largeTitleScrollView, isViewLoaded else { return }
    let before = navigationBar.largeTitleExtent
    updateLargeTitleExtent()
    guard navigationBar.largeTitleExtent != before else { return }
    navigationBar.frame.size.height = navigationBar.sizeThatFits(view.bounds.size).height
  }

  static func firstScrollView(in root: UIView) -> UIScrollView? {
    var queue = [root]
    var index = 0
    while index < queue.count {
      let view = queue[index]
      if let scrollView = view as? UIScrollView { return scrollView }
      queue.append(contentsOf: view.subviews)
      index += 1
    }
    return nil
  }
}
