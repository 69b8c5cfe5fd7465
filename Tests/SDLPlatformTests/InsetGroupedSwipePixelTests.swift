import CSDL2
import Foundation
import ListViews
import ViewCore
import XCTest

@testable import SDLPlatform

/// A swiped row of an inset grouped table, drawn through real SDL: the row's content and its
/// actions stay inside the card, corners included, and the margins beside it keep the grouped
/// background's grey.
@MainActor
final class InsetGroupedSwipePixelTests: XCTestCase {
  private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
      ])
    }
  }

  func testASwipedRowStaysInsideItsRoundedCard() async throws {
    let window = try SDLTestSupport.makeWindow(size: CGSize(width: 320, height: 300), software: true)
    let root = try XCTUnwrap(window.uiWindow.rootViewController?.view)
    let rows = Rows()
    let table = UITableView(frame: root.bounds, style: .insetGrouped)
    table.dataSource = rows
    table.delegate = rows
    root.addSubview(table)
    _ = try window.captureFrame()
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)), "the last row is visible")
    let card = cell.convert(cell.bounds, to: nil)
    XCTAssertEqual(card.minX, 16, "a compact window's cards stand 16 pt in")
    // A slow 150-pt drag to the left on the last row, held, lifted; then the opening animation.
    let y = card.midY
    var t = window.uiWindow.currentTime + 1
    window.uiWindow.handle([.touch(.down, id: 0, at: CGPoint(x: 280, y: y), time: t)])
    for step in 1...15 {
      t += 0.02
      window.uiWindow.handle([.touch(.move, id: 0, at: CGPoint(x: 280 - CGFloat(step) * 10, y: y), time: t)])
    }
    t += 0.2
    window.uiWindow.handle([.touch(.up, id: 0, at: CGPoint(x: 130, y: y), time: t)])
    window.uiWindow.advance(to: t + 1)
    let frame = try window.captureFrame()
    let margin: UInt32 = 0xF2F2F7  // systemGroupedBackground
    let (top, bottom, left, right) = (Int(card.minY), Int(card.maxY) - 1, Int(card.minX), Int(card.maxX) - 1)
    let expectations: [(x: Int, y: Int, color: UInt32, why: String)] = [
      (left - 8, Int(y), margin, "the margin left of the card: the row did not slide into it"),
      (right + 8, Int(y), margin, "the margin right of the card"),
      (right, bottom, margin, "the card's rounded bottom-right corner clips Delete"),
      (left + 2, top + 2, 0xFFFFFF, "the card's square top-left corner: the row's background stays"),
      (left, bottom, margin, "the rounded bottom-left corner"),
    ]
    for e in expectations {
      XCTAssertEqual(frame.color(x: e.x, y: e.y).map(hex), hex(e.color), "\(e.why) at (\(e.x), \(e.y))")
    }
    // The destructive action's systemRed, #FF3B30, as it is.
    func isRed(_ x: Int, _ y: Int) -> Bool { frame.color(x: x, y: y) == 0xFF3B30 }
    XCTAssertTrue(
      isRed(right - 2, Int(y)),
      "Delete, over the card's trailing end: \(frame.color(x: right - 2, y: Int(y)).map(hex) ?? "-")")
    XCTAssertTrue(
      isRed(right, top + 1), "Delete reaches the card's square top-right corner (the row above continues the card)")
    XCTAssertFalse(isRed(right + 1, Int(y)), "and stops at the card's edge")
  }
}
