import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// The info button of `detailButton` and `detailDisclosureButton`.
@MainActor
final class TableViewAccessoryButtonTests: XCTestCase {
  final class Rows: UITableViewDataSource, UITableViewDelegate {
    var accessory: UITableViewCell.AccessoryType = .detailDisclosureButton
    var accessoryTaps: [IndexPath] = []
    var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      cell.accessoryType = accessory
      return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      accessoryTaps.append(indexPath)
    }
  }

  private func makeTable(_ accessory: UITableViewCell.AccessoryType) -> (UIWindow, UITableView, Rows) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let table = UITableView(frame: window.bounds, style: .plain)
    let rows = Rows()
    rows.accessory = accessory
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    _ = window.makeDisplayList()
    return (window, table, rows)
  }

  private func tap(_ window: UIWindow, at point: CGPoint) {
    window.handle(Finger.tap(point.x, point.y, at: window.currentTime + 0.01))
    _ = window.makeDisplayList()
  }

  func testTappingTheInfoButtonTellsTheDelegateAndDoesNotSelectTheRow() async throws {
    let (window, table, rows) = makeTable(.detailDisclosureButton)
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let button = try XCTUnwrap(cell.accessoryButton)
    // Before the 38-pt chevron column: 24 pt wide, ending at 320 − 38.
    XCTAssertEqual(button.frame.maxX, 282)
    XCTAssertEqual(button.frame.width, 24)
    XCTAssertLessThanOrEqual(cell.contentView.frame.maxX, button.frame.minX)
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
    tap(window, at: center)
    XCTAssertEqual(rows.accessoryTaps, [IndexPath(row: 2, section: 0)])
    XCTAssertEqual(rows.selected, [], "the info button does not select its row")
    XCTAssertNil(table.indexPathForSelectedRow)

    tap(window, at: CGPoint(x: 100, y: center.y))
    XCTAssertEqual(rows.selected, [IndexPath(row: 2, section: 0)], "the rest of the row selects it")
    XCTAssertEqual(rows.accessoryTaps.count, 1)
  }

  func testTheDetailButtonAloneSitsAtTheTrailingMarginAndLeavesWithTheType() async throws {
    let (_, table, _) = makeTable(.detailButton)
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let button = try XCTUnwrap(cell.accessoryButton)
    XCTAssertEqual(button.frame.maxX, 320 - 16)
    XCTAssertFalse(button.isHidden)
    cell.accessoryType = .checkmark
    cell.layoutIfNeeded()
    XCTAssertTrue(button.isHidden)
    XCTAssertEqual(cell.contentView.frame.width, 320 - 38)
  }

  func testAnAccessoryViewReplacesTheTypesGlyphAndTakesItsOwnTaps() async throws {
    let (window, table, rows) = makeTable(.detailDisclosureButton)
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let toggle = UISwitch()
    cell.accessoryView = toggle
    cell.layoutIfNeeded()
    let size = toggle.intrinsicContentSize
    XCTAssertEqual(toggle.frame.maxX, 320 - 16)
    XCTAssertEqual(toggle.frame.size, size)
    XCTAssertEqual(toggle.frame.midY, cell.bounds.midY, accuracy: 0.5)
    XCTAssertEqual(cell.contentView.frame.width, 320 - 16 - size.width - 8)
    XCTAssertEqual(cell.accessoryButton?.isHidden, true, "the info button gives way to the view")
    tap(window, at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: window))
    XCTAssertTrue(toggle.isOn)
    XCTAssertEqual(rows.selected, [], "a tap on the switch does not select the row")
    XCTAssertEqual(rows.accessoryTaps, [])
    cell.accessoryView = nil
    cell.layoutIfNeeded()
    XCTAssertNil(toggle.superview)
    XCTAssertEqual(cell.accessoryButton?.isHidden, false)
  }
}
