import Foundation
import XCTest

@testable import ViewCore

/// Filters a list of names by the search text, recording each update.
@MainActor
private final class NameFilter: UISearchResultsUpdating, UISearchBarDelegate {
  let names = ["Ada", "Alan", "Barbara", "Donald", "Edsger", "Grace"]
  var shown: [String] = []
  var updates: [String] = []
  var searches = 0

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    updates.append(text)
    shown = text.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(text) }
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searches += 1 }
}

@MainActor
final class SearchControllerTests: XCTestCase {
  private var window: UIWindow!
  private var controller: UISearchController!
  private var filter: NameFilter!
  private var time: TimeInterval = 1

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    controller = UISearchController(searchResultsController: nil)
    filter = NameFilter()
    controller.searchResultsUpdater = filter
    controller.searchBar.delegate = filter
    controller.searchBar.frame = CGRect(x: 0, y: 0, width: 400, height: UISearchBar.height)
    window.addSubview(controller.searchBar)
    window.layoutIfNeeded()
  }

  private func tick() -> TimeInterval {
    time += 0.05
    return time
  }

  private func click(_ point: CGPoint) {
    window.handle(.touch(.init(.down, at: point, time: tick())))
    window.handle(.touch(.init(.up, at: point, time: tick())))
  }

  private func type(_ text: String) { window.handle(.text(.init(commit: text, time: tick()))) }

  func testTypingActivatesTheSearchAndEachChangeUpdatesTheResults() async {
    XCTAssertFalse(controller.isActive)
    XCTAssertEqual(controller.searchBar.searchTextField.frame, CGRect(x: 8, y: 10, width: 384, height: 36))
    click(CGPoint(x: 100, y: 28))
    XCTAssertTrue(controller.isActive, "editing the bar makes the search active")
    XCTAssertTrue(controller.searchBar.showsCancelButton)
    window.layoutIfNeeded()
    XCTAssertLessThan(controller.searchBar.searchTextField.frame.maxX, 392, "the field makes room for Cancel")
    type("a")
    XCTAssertEqual(filter.shown, ["Ada", "Alan", "Barbara", "Donald", "Grace"])
    type("l")
    XCTAssertEqual(filter.shown, ["Alan", "Donald"])
    XCTAssertEqual(filter.updates, ["", "a", "al"])
    window.handle(.key(.init(.down, .returnOrEnter, time: tick())))
    XCTAssertEqual(filter.searches, 1, "Return is the search button")
  }

  func testCancelClearsTheTextEndsEditingAndShowsEverything() async {
    click(CGPoint(x: 100, y: 28))
    type("gr")
    XCTAssertEqual(filter.shown, ["Grace"])
    window.layoutIfNeeded()
    let cancel = controller.searchBar.cancelButton.frame
    click(CGPoint(x: cancel.midX, y: cancel.midY))
    XCTAssertFalse(controller.isActive)
    XCTAssertEqual(controller.searchBar.text, "")
    XCTAssertFalse(controller.searchBar.isFirstResponder)
    XCTAssertFalse(controller.searchBar.showsCancelButton)
    XCTAssertEqual(filter.shown, filter.names)
  }

  /// The search field shows UIKit's magnifying glass before its text (or its placeholder), in
  /// the secondary label colour, and the text begins after it.
  func testTheSearchFieldShowsTheMagnifyingGlassBeforeItsText() async throws {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.height))
    bar.layoutIfNeeded()
    let field = bar.searchTextField
    let glass = try XCTUnwrap(field.leftView as? UIImageView, "the field's left view")
    XCTAssertEqual(glass.image?.isSymbolImage, true)
    XCTAssertFalse(glass.isHidden, "shown at rest, empty and unfocused")
    XCTAssertEqual(glass.frame.minX, 0)
    XCTAssertEqual(glass.frame.midY, field.bounds.midY)
    XCTAssertEqual(glass.tintColor, .secondaryLabel)
    XCTAssertGreaterThanOrEqual(field.placeholderRect(forBounds: field.bounds).minX, glass.frame.maxX)
  }
}
