import Foundation

/// `navigationItem.searchController`: the top item's search bar shows in the navigation bar under
/// the (large) title; its height is part of the content's safe area, so the followed scroll
/// view's adjusted top inset counts it. With `hidesSearchBarWhenScrolling` the bar starts tucked
/// away (the content rests one bar height down from its top), tucks away point for point as the
/// content scrolls up, shows as it is pulled down at the top, and a release rests with it all
/// shown or all hidden. While the search is active the content under the bar is dimmed and the
/// results controller's view, when it shows, covers it.
extension UINavigationController {
  /// Makes `searchController` (the top item's, or nil) the one whose presentation this
  /// controller shows; a previous one's dimming and results leave.
  func adoptSearchController(_ searchController: UISearchController?) {
    if let previous = presentedSearch, previous !== searchController {
      previous.dimmingView.removeFromSuperview()
      if let results = previous.searchResultsController, results.isViewLoaded { results.view.removeFromSuperview() }
      if previous.navigationHost === self { previous.navigationHost = nil }
    }
    if presentedSearch !== searchController { searchBarHidingPending = searchController != nil }
    presentedSearch = searchController
    searchController?.navigationHost = self
    if let searchController { searchPresentationDidChange(searchController) }
  }

  /// The search became active or inactive, or its results show or hide: the dimming and the
  /// results view follow, and the bar shows all of itself while the search is active.
  func searchPresentationDidChange(_ searchController: UISearchController) {
    guard searchController === presentedSearch, isViewLoaded else { return }
    let dims = searchController.isActive && searchController.obscuresBackgroundDuringPresentation
    let results = searchController.showsSearchResultsController ? searchController.searchResultsController : nil
    if dims, searchController.dimmingView.superview !== view {
      view.insertSubview(searchController.dimmingView, aboveSubview: containerView)
    } else if !dims {
      searchController.dimmingView.removeFromSuperview()
    }
    if let resultsController = searchController.searchResultsController {
      if let results, results.view.superview !== view {
        results.view.autoresizingMask = []
        view.insertSubview(results.view, belowSubview: navigationBar)
      } else if results == nil, resultsController.isViewLoaded {
        resultsController.view.removeFromSuperview()
      }
    }
    if let scrollView = largeTitleScrollView { scrollViewOffsetDidChange(scrollView) }
    navigationBar.frame.size.height = navigationBar.sizeThatFits(view.bounds.size).height
    layOutSearchPresentation()
  }

  /// The dimming and the results cover the area under the navigation bar (with its search bar)
  /// and above the toolbar when it shows.
  func layOutSearchPresentation() {
    guard let search = presentedSearch, isViewLoaded else { return }
    let top = navigationBar.isHidden ? 0 : navigationBar.frame.maxY
    let bottom = isToolbarHidden ? view.bounds.height : min(bottomBar.frame.minY, view.bounds.height)
    let area = CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, bottom - top))
    if search.dimmingView.superview === view { search.dimmingView.frame = area }
    if let results = search.searchResultsController, results.isViewLoaded, results.view.superview === view {
      results.view.frame = area
    }
  }

  /// Once the followed scroll view rests at its top with the search bar's height in its inset,
  /// it moves down by that height so the bar starts tucked away, as iOS's does. While the inset
  /// is still settling (the bars' parts of the safe area arrive one by one) the offset it was
  /// given follows the inset; a drag, an offset set elsewhere, or the end of the controller's
  /// appearance ends the waiting.
  func hideSearchBarAtRestIfPending() {
    guard searchBarHidingPending, let item = topViewController?.navigationItem, item.searchController != nil else {
      return
    }
    guard item.hidesSearchBarWhenScrolling, item.searchController?.isActive != true,
      let scrollView = largeTitleScrollView, !scrollView.isTracking
    else {
      searchBarHidingPending = false
      return
    }
    let top = -scrollView.adjustedContentInset.top
    let offset = scrollView.contentOffset.y
    let atTop = abs(offset - top) < 0.5
    let whereHidden = searchBarHiddenOffset.map { abs(offset - $0) < 0.5 } ?? false
    guard atTop || whereHidden else {
      searchBarHidingPending = false
      return
    }
    // It waits for the inset to count the bar and for content taller than the view by a bar.
    let limit = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
    guard scrollView.adjustedContentInset.top >= UISearchBar.height, scrollView.bounds.height > 0,
      limit >= top + UISearchBar.height
    else { return }
    let hidden = top + UISearchBar.height
    searchBarHiddenOffset = hidden
    if abs(offset - hidden) >= 0.5 { scrollView.contentOffset.y = hidden }
  }

  /// The list moved while the search bar waits to be tucked away: moved by a drag or to
  /// anywhere but its top or the offset that hides the bar, the waiting ends.
  func searchBarOffsetDidChange(_ scrollView: UIScrollView) {
    let offset = scrollView.contentOffset.y
    let atTop = abs(offset + scrollView.adjustedContentInset.top) < 0.5
    let whereHidden = searchBarHiddenOffset.map { abs(offset - $0) < 0.5 } ?? false
    if scrollView.isTracking || !(atTop || whereHidden) { searchBarHidingPending = false }
  }

  /// The top controller has appeared: once its list has tucked the bar away, the waiting ends
  /// (a later return to the top is the app's or the user's).
  func searchAppearanceDidEnd() {
    if searchBarHiddenOffset != nil { searchBarHidingPending = false }
  }

  /// A trace line (when traced) with the search bar's shown height and the scroll view's
  /// adjusted top inset, in points: `navigationSearchBar extentDidChange`, its text
  /// `extent E inset I`, its offset the scroll view's.
  func traceSearchBarExtent(_ scrollView: UIScrollView) {
    guard presentedSearch != nil, let window = view.window, window.services.scrollTrace.isObserved else { return }
    var record = ScrollTraceRecord(
      time: window.currentTime, view: "navigationSearchBar", event: "extentDidChange", offset: scrollView.contentOffset,
      zoom: 1, velocity: nil, target: nil, decelerate: nil, tracking: scrollView.isTracking,
      dragging: scrollView.isDragging, decelerating: scrollView.isDecelerating, zooming: false)
    record.text = String(
      format: "extent %.1f inset %.1f", navigationBar.searchBarExtent, scrollView.adjustedContentInset.top)
    window.services.scrollTrace.emit(record)
  }
}
