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

  /// The large title's and the search bar's visible heights for the followed scroll view's
  /// position: all of them at the top (offset at minus the adjusted top inset), then, one point
  /// per point scrolled, first the search bar tucks away (when its item hides it when
  /// scrolling and no search is active), then the large title collapses, as on iOS.
  func updateLargeTitleExtent() {
    guard let top = topViewController else {
      navigationBar.largeTitleExtent = 0
      navigationBar.searchBarExtent = 0
      return
    }
    let large = showsLargeTitle(for: top) ? UINavigationBar.largeTitleHeight : 0
    let item = top.navigationItem
    let search = item.searchController == nil ? 0 : UISearchBar.height
    let hidesSearch = item.hidesSearchBarWhenScrolling && item.searchController?.isActive != true
    let scrolled = largeTitleScrollView.map { $0.contentOffset.y + $0.adjustedContentInset.top } ?? 0
    navigationBar.searchBarExtent = hidesSearch ? min(max(search - scrolled, 0), search) : search
    let pastSearch = hidesSearch ? max(scrolled - search, 0) : scrolled
    navigationBar.largeTitleExtent = min(max(large - pastSearch, 0), large)
  }

  package func scrollViewOffsetDidChange(_ scrollView: UIScrollView) {
    guard scrollView === largeTitleScrollView, isViewLoaded else { return }
    if searchBarHidingPending { searchBarOffsetDidChange(scrollView) }
    let before = (navigationBar.largeTitleExtent, navigationBar.searchBarExtent)
    updateLargeTitleExtent()
    guard (navigationBar.largeTitleExtent, navigationBar.searchBarExtent) != before else { return }
    navigationBar.frame.size.height = navigationBar.sizeThatFits(view.bounds.size).height
    layOutSearchPresentation()
    traceSearchBarExtent(scrollView)
  }

  /// The list's size or inset changed: a search bar still to be tucked away may be now.
  package func scrollViewGeometryDidChange(_ scrollView: UIScrollView) {
    guard scrollView === largeTitleScrollView, searchBarHidingPending else { return }
    hideSearchBarAtRestIfPending()
  }

  /// The part of the search bar's height that is tucked away: the list shows there.
  package func scrollViewUncoveredTopInset(_ scrollView: UIScrollView) -> CGFloat {
    guard scrollView === largeTitleScrollView, topViewController?.navigationItem.searchController != nil else {
      return 0
    }
    return max(UISearchBar.height - navigationBar.searchBarExtent, 0)
  }

  /// A release that would leave the search bar partly tucked away rests with it all shown or
  /// all hidden, whichever is nearer, as iOS's does.
  package func scrollViewReleaseTarget(_ scrollView: UIScrollView, proposed: CGPoint) -> CGPoint {
    guard scrollView === largeTitleScrollView, let item = topViewController?.navigationItem,
      item.searchController != nil, item.hidesSearchBarWhenScrolling, item.searchController?.isActive != true
    else { return proposed }
    let top = -scrollView.adjustedContentInset.top
    let scrolled = proposed.y - top
    guard scrolled > 0, scrolled < UISearchBar.height else { return proposed }
    return CGPoint(x: proposed.x, y: scrolled < UISearchBar.height / 2 ? top : top + UISearchBar.height)
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
