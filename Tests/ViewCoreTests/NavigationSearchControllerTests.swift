import Foundation
import XCTest

@testable import ViewCore

/// Records the search text at each update.
@MainActor
private final class UpdateLog: UISearchResultsUpdating {
  var texts: [String] = []
  func updateSearchResults(for searchController: UISearchController) {
    texts.append(searchController.searchBar.text ?? "")
  }
}

/// `navigationItem.searchController` in a navigation controller: the bar under the title, in the
/// content's safe area, tucked away at rest and shown by pulling down (`hidesSearchBarWhenScrolling`),
/// the dimming and the results controller while the search is active.
@MainActor
final class NavigationSearchControllerTests: XCTestCase {
  private var time: TimeInterval = 1

  private func tap(_ window: UIWindow, at point: CGPoint) {
    time += 0.05
    window.handle(.touch(.init(.down, at: point, time: time)))
    time += 0.05
    window.handle(.touch(.init(.up, at: point, time: time)))
  }

  private func type(_ window: UIWindow, _ text: String) {
    time += 0.05
    window.handle(.text(.init(commit: text, time: time)))
  }

  /// A root whose view is a 3000-pt scroll view, with a search controller in its item.
  private func makeSearching(results: UIViewController? = nil) -> (
    UIWindow, UINavigationController, UIScrollView, UISearchController
  ) {
    let root = UIViewController()
    root.title = "Mail"
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 640, height: 3000)
    root.view = scrollView
    let search = UISearchController(searchResultsController: results)
    root.navigationItem.searchController = search
    let (window, navigation) = makeNavigation(root: root)
    _ = window.makeDisplayList()
    return (window, navigation, scrollView, search)
  }

  func testTheBarStartsTuckedAwayShowsWhenPulledDownAndFoldsAsTheListScrollsUp() async throws {
    let (window, navigation, scrollView, search) = makeSearching()
    let bar = navigation.navigationBar
    XCTAssertTrue(bar.displayedSearchBar === search.searchBar)
    // The safe area counts the 44-pt bar and the 56-pt search bar: 100.
    XCTAssertEqual(scrollView.adjustedContentInset.top, 100)
    XCTAssertEqual(scrollView.contentOffset.y, -44, "at rest the list starts one search bar down: the bar tucked away")
    XCTAssertEqual(bar.searchBarExtent, 0)
    XCTAssertEqual(bar.frame.height, 44)
    scrollView.contentOffset.y = -100
    XCTAssertEqual(bar.searchBarExtent, 56, "pulled down to the top: all of the bar")
    XCTAssertEqual(bar.frame.height, 100)
    _ = window.makeDisplayList()
    XCTAssertEqual(search.searchBar.window, window)
    XCTAssertEqual(search.searchBar.convert(search.searchBar.bounds, to: nil).minY, 44)
    scrollView.contentOffset.y = -100 + 20
    XCTAssertEqual(bar.searchBarExtent, 36, "20 pt scrolled, 20 pt tucked away")
    XCTAssertEqual(bar.frame.height, 80)
    scrollView.contentOffset.y = 400
    XCTAssertEqual(bar.searchBarExtent, 0)
    XCTAssertEqual(scrollView.adjustedContentInset.top, 100, "the inset stays; the bar folds over the content")
  }

  func testAReleaseHalfwayRestsWithTheBarAllShownOrAllHidden() async throws {
    let (_, navigation, scrollView, _) = makeSearching()
    let top = -scrollView.adjustedContentInset.top
    let observer = try XCTUnwrap(scrollView.offsetObserver)
    XCTAssertTrue(observer === navigation)
    XCTAssertEqual(observer.scrollViewReleaseTarget(scrollView, proposed: CGPoint(x: 0, y: top + 20)).y, top)
    XCTAssertEqual(observer.scrollViewReleaseTarget(scrollView, proposed: CGPoint(x: 0, y: top + 40)).y, top + 56)
    XCTAssertEqual(observer.scrollViewReleaseTarget(scrollView, proposed: CGPoint(x: 0, y: 500)).y, 500)
  }

  func testWithoutHidingTheBarAlwaysShows() async throws {
    let (window, navigation, scrollView, _) = makeSearching()
    navigation.topViewController?.navigationItem.hidesSearchBarWhenScrolling = false
    _ = window.makeDisplayList()
    scrollView.contentOffset.y = 400
    XCTAssertEqual(navigation.navigationBar.searchBarExtent, 56)
    XCTAssertEqual(navigation.navigationBar.frame.height, 100)
  }

  func testAnActiveSearchDimsTheContentAndATapOnTheDimmingEndsIt() async throws {
    let log = UpdateLog()
    let (window, navigation, scrollView, search) = makeSearching()
    search.searchResultsUpdater = log
    scrollView.contentOffset.y = -100
    _ = window.makeDisplayList()
    tap(window, at: CGPoint(x: 200, y: 72))
    XCTAssertTrue(search.isActive)
    _ = window.makeDisplayList()
    XCTAssertTrue(search.dimmingView.superview === navigation.view, "obscuresBackgroundDuringPresentation")
    XCTAssertEqual(search.dimmingView.frame, CGRect(x: 0, y: 100, width: 640, height: 380))
    scrollView.contentOffset.y = 300
    XCTAssertEqual(navigation.navigationBar.searchBarExtent, 56, "the bar stays while searching")
    type(window, "ab")
    tap(window, at: CGPoint(x: 300, y: 300))
    XCTAssertFalse(search.isActive, "the tap on the dimming ended the search")
    XCTAssertEqual(search.searchBar.text, "")
    XCTAssertNil(search.dimmingView.superview)
    XCTAssertEqual(log.texts.last, "")
  }

  func testTheResultsControllerShowsOverTheDimmingWhileThereIsText() async throws {
    let results = UIViewController()
    let (window, navigation, scrollView, search) = makeSearching(results: results)
    scrollView.contentOffset.y = -100
    _ = window.makeDisplayList()
    tap(window, at: CGPoint(x: 200, y: 72))
    XCTAssertFalse(results.isViewLoaded && results.view.superview != nil, "no text yet: only the dimming")
    type(window, "a")
    XCTAssertTrue(search.showsSearchResultsController)
    _ = window.makeDisplayList()
    XCTAssertTrue(results.isViewLoaded)
    let shown: UIView = results.view
    XCTAssertTrue(shown.superview === navigation.view)
    XCTAssertEqual(shown.frame, CGRect(x: 0, y: 100, width: 640, height: 380))
    let views = navigation.view.subviews
    XCTAssertGreaterThan(
      views.firstIndex { $0 === shown } ?? -1, views.firstIndex { $0 === search.dimmingView } ?? 99,
      "the results are over the dimming")
    search.isActive = false
    XCTAssertNil(shown.superview)
  }
}
