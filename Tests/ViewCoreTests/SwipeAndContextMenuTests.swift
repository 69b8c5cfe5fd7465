import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// A row's context menu and an open swipe: opening the menu closes the swipe.
@MainActor
final class SwipeAndContextMenuTests: XCTestCase {
  private final class Rows: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
      ])
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
      -> UIContextMenuConfiguration?
    {
      UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        UIMenu(children: [UIAction(title: "Flag") { _ in }])
      }
    }
  }

  func testARightClickOnAnotherRowClosesTheOpenSwipeAndOpensTheMenu() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = Rows()
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    _ = window.makeDisplayList()
    // A slow 150-pt drag to the left on row 0 opens its Delete.
    var t: TimeInterval = 1
    window.handle([Finger.down(300, 22, at: t)])
    for step in 1...15 {
      t += 0.02
      window.handle([Finger.move(300 - CGFloat(step) * 10, 22, at: t)])
    }
    t += 0.2
    window.handle([Finger.up(150, 22, at: t)])
    window.advance(to: t + 0.5)
    _ = window.makeDisplayList()
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    XCTAssertNotNil(table.openSwipe, "the row is open")
    XCTAssertLessThan(cell.transform.tx, 0)

    window.handle(.secondaryClick(.init(at: CGPoint(x: 100, y: 110), time: t + 0.6)))
    window.advance(to: t + 1.2)
    _ = window.makeDisplayList()
    XCTAssertEqual(window.subviews.compactMap { $0 as? MenuPresentation }.count, 1, "the menu is open")
    XCTAssertNil(table.openSwipe, "the swipe closed")
    XCTAssertEqual(cell.transform.tx, 0)
  }
}
