import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Rows with a context menu: Flag; Delete, set apart, in red; Archive, disabled; and Move to, a
/// submenu of Inbox and Trash. What ran is logged as "title row".
@MainActor
final class MenuRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var log: [String] = []
  var asked: [(IndexPath, CGPoint)] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
  }

  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    asked.append((indexPath, point))
    let row = indexPath.row
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      let run: (UIAction) -> Void = { self?.log.append("\($0.title) \(row)") }
      return UIMenu(children: [
        UIAction(title: "Flag", state: .on, handler: run),
        UIMenu(options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive, handler: run)]),
        UIAction(title: "Archive", attributes: .disabled, handler: run),
        UIMenu(
          title: "Move to",
          children: [UIAction(title: "Inbox", handler: run), UIAction(title: "Trash", handler: run)]),
      ])
    }
  }
}

@MainActor
final class ContextMenuTests: XCTestCase {
  /// A 320 × 600 window with a table of five 44-pt rows.
  func makeTable() -> (UIWindow, UITableView, MenuRows) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.rowHeight = 44
    let rows = MenuRows()
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    _ = window.makeDisplayList()
    return (window, table, rows)
  }

  func rightClick(_ window: UIWindow, at point: CGPoint) {
    window.handle(.secondaryClick(.init(at: point, time: window.currentTime + 0.01)))
    _ = window.makeDisplayList()
  }

  func tap(_ window: UIWindow, at point: CGPoint) {
    window.handle(Finger.tap(point.x, point.y, at: window.currentTime + 0.01))
    _ = window.makeDisplayList()
  }

  func openMenus(_ window: UIWindow) -> [MenuPresentation] {
    window.subviews.compactMap { $0 as? MenuPresentation }
  }

  /// The middle of the open panel's row titled `title`, in window coordinates.
  func middle(of title: String, in window: UIWindow) throws -> CGPoint {
    let panel = try XCTUnwrap(openMenus(window).first?.panelView)
    let index = try XCTUnwrap(panel.rows.firstIndex { $0.title == title })
    let frame = panel.convert(panel.rowFrame(index), to: window)
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  func testARightClickOnARowOpensItsMenuAtThePointerAndASubmenusItemRunsForThatRow() async throws {
    let (window, _, rows) = makeTable()
    rightClick(window, at: CGPoint(x: 40, y: 110))
    XCTAssertEqual(rows.asked.map(\.0), [IndexPath(row: 2, section: 0)], "the row under the pointer (88 to 132)")
    XCTAssertEqual(rows.asked.first?.1, CGPoint(x: 40, y: 110))
    let panel = try XCTUnwrap(openMenus(window).first?.panelView)
    XCTAssertEqual(panel.frame.origin, CGPoint(x: 40, y: 110), "at the pointer")
    // Flag, a separator, Delete, a separator, Archive, Move to: 4 × 44 + 2 × 8 pt.
    XCTAssertEqual(panel.rows.map(\.title), ["Flag", "", "Delete", "", "Archive", "Move to"])
    XCTAssertEqual(panel.frame.height, 192)
    tap(window, at: try middle(of: "Archive", in: window))
    XCTAssertEqual(rows.log, [], "Archive is disabled")
    XCTAssertEqual(openMenus(window).count, 1, "still open")
    tap(window, at: try middle(of: "Move to", in: window))
    XCTAssertEqual(try XCTUnwrap(openMenus(window).first).panelView.rows.map(\.title), ["Inbox", "Trash"])
    tap(window, at: try middle(of: "Trash", in: window))
    XCTAssertEqual(rows.log, ["Trash 2"])
    XCTAssertTrue(openMenus(window).isEmpty, "closed after the choice")
  }

  func testEscOrATapOutsideClosesItRunningNothingAndAClickElsewhereMovesIt() async throws {
    let (window, _, rows) = makeTable()
    rightClick(window, at: CGPoint(x: 40, y: 20))
    XCTAssertEqual(openMenus(window).count, 1)
    window.handle(.key(InputEvent.Key(.down, .escape, time: window.currentTime + 0.01)))
    XCTAssertTrue(openMenus(window).isEmpty, "Esc closes")
    rightClick(window, at: CGPoint(x: 40, y: 20))
    tap(window, at: CGPoint(x: 300, y: 580))
    XCTAssertTrue(openMenus(window).isEmpty, "a tap outside closes")
    rightClick(window, at: CGPoint(x: 40, y: 20))
    rightClick(window, at: CGPoint(x: 40, y: 200))
    XCTAssertEqual(openMenus(window).count, 1, "one menu at a time")
    XCTAssertEqual(rows.asked.last?.0, IndexPath(row: 4, section: 0))
    // The panel would run off the bottom below 200: it stays 8 pt inside the window at most.
    tap(window, at: try middle(of: "Flag", in: window))
    XCTAssertEqual(rows.log, ["Flag 4"])
    rightClick(window, at: CGPoint(x: 40, y: 400))
    XCTAssertTrue(openMenus(window).isEmpty, "below the rows: no row, no menu")
  }

  func testAContextMenuInteractionGivesTheMenuForTheClickInItsView() async throws {
    final class Delegate: UIContextMenuInteractionDelegate {
      var events: [String] = []
      func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
      ) -> UIContextMenuConfiguration? {
        events.append("asked \(Int(location.x)),\(Int(location.y))")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
          UIMenu(title: "Photo", children: [UIAction(title: "Copy") { _ in self.events.append("Copy") }])
        }
      }
      func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration
      ) { events.append("display") }
      func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration
      ) { events.append("end") }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let photo = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let inner = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
    photo.addSubview(inner)
    window.addSubview(photo)
    let delegate = Delegate()
    let interaction = UIContextMenuInteraction(delegate: delegate)
    photo.addInteraction(interaction)
    XCTAssertTrue(interaction.view === photo)
    rightClick(window, at: CGPoint(x: 155, y: 160))
    XCTAssertEqual(delegate.events, ["asked 55,60", "display"], "found from the subview under the pointer")
    XCTAssertEqual(interaction.location(in: window), CGPoint(x: 155, y: 160))
    let panel = try XCTUnwrap(openMenus(window).first?.panelView)
    XCTAssertEqual(panel.headerHeight, 32, "the menu's title heads it")
    tap(window, at: try middle(of: "Copy", in: window))
    XCTAssertEqual(delegate.events, ["asked 55,60", "display", "end", "Copy"])
    photo.removeInteraction(interaction)
    rightClick(window, at: CGPoint(x: 155, y: 160))
    XCTAssertTrue(openMenus(window).isEmpty)
  }

  func testATableViewControllerSubclassOverridingTheMenuMethodGivesItsRowsAMenu() async throws {
    final class Inbox: UITableViewController {
      var chosen: [Int] = []
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
      ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
          UIMenu(children: [UIAction(title: "Archive") { _ in self?.chosen.append(indexPath.row) }])
        }
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let inbox = Inbox(style: .plain)
    window.rootViewController = inbox
    inbox.tableView.rowHeight = 44
    _ = window.makeDisplayList()
    rightClick(window, at: CGPoint(x: 40, y: 60))
    tap(window, at: try middle(of: "Archive", in: window))
    XCTAssertEqual(inbox.chosen, [1], "the row under the pointer (44 to 88)")
  }
}
