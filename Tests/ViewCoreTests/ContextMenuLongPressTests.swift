import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Rows that give a context menu (Flag) and record what the table selected.
@MainActor
final class PressedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var selected: [Int] = []
  var flagged: [Int] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }

  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    guard indexPath.row != 4 else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      UIMenu(children: [UIAction(title: "Flag") { _ in self?.flagged.append(indexPath.row) }])
    }
  }
}

/// A press held still for `UILongPressGestureRecognizer`'s 0.5 s opens the row's context menu, as
/// on iOS; a shorter press, a press that moves, or a row with no menu selects or scrolls as before.
@MainActor
final class ContextMenuLongPressTests: XCTestCase {
  private var window: UIWindow!
  private var table: UITableView!
  private var rows: PressedRows!

  /// A 320 × 600 window with a table of five 44-pt rows (row 4 gives no menu).
  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    table = UITableView(frame: window.bounds, style: .plain)
    table.rowHeight = 44
    rows = PressedRows()
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    _ = window.makeDisplayList()
  }

  private var openMenus: [MenuPresentation] { window.subviews.compactMap { $0 as? MenuPresentation } }

  /// Presses at `point`, holds it still for `seconds` on the window's clock (frames at 60 Hz),
  /// moving by `drift` on the way, and lifts.
  private func press(at point: CGPoint, for seconds: TimeInterval, drift: CGFloat = 0) {
    let start = window.currentTime + 0.01
    window.handle(Finger.down(point.x, point.y, at: start))
    var time = start
    while time < start + seconds {
      time += 1.0 / 60
      window.advance(to: time)
      if drift != 0 { window.handle(Finger.move(point.x + drift * (time - start) / seconds, point.y, at: time)) }
    }
    window.handle(Finger.up(point.x + drift, point.y, at: time + 0.01))
    window.advance(to: time + 0.5)
    _ = window.makeDisplayList()
  }

  func testAPressHeldHalfASecondOpensTheRowsMenuAndSelectsNothing() async throws {
    // Row 2 (y 88 … 132), far enough left for the 250-pt panel to open at the press.
    let point = CGPoint(x: 40, y: 110)
    let start = window.currentTime + 0.01
    window.handle(Finger.down(point.x, point.y, at: start))
    window.advance(to: start + 0.45)
    XCTAssertTrue(openMenus.isEmpty, "not before 0.5 s")
    window.advance(to: start + 0.52)
    XCTAssertEqual(openMenus.count, 1, "open at 0.5 s, the finger still down")
    XCTAssertEqual(openMenus.first?.panelView.frame.origin, point, "at the press")
    window.handle(Finger.up(point.x, point.y, at: start + 0.6))
    window.advance(to: start + 1)
    XCTAssertEqual(openMenus.count, 1, "lifting the finger leaves the menu open")
    XCTAssertEqual(rows.selected, [], "the press was the menu's, not the row's")
    XCTAssertNil(table.indexPathForSelectedRow)
    // Flag, the menu's one row, chosen with a tap.
    let panel = try XCTUnwrap(openMenus.first?.panelView)
    window.handle(Finger.tap(panel.frame.midX, panel.frame.midY, at: start + 1.1))
    window.advance(to: start + 1.5)
    XCTAssertEqual(rows.flagged, [2])
    XCTAssertTrue(openMenus.isEmpty)
  }

  func testAShortPressAMovingPressOrARowWithoutAMenuOpenNothing() async {
    press(at: CGPoint(x: 100, y: 110), for: 0.3)
    XCTAssertTrue(openMenus.isEmpty, "0.3 s is a tap")
    XCTAssertEqual(rows.selected, [2], "which selects the row")
    press(at: CGPoint(x: 100, y: 66), for: 0.8, drift: 30)
    XCTAssertTrue(openMenus.isEmpty, "30 pt of movement is more than the 10 allowed")
    press(at: CGPoint(x: 100, y: 198), for: 0.8)
    XCTAssertTrue(openMenus.isEmpty, "row 4 gives no menu")
    XCTAssertEqual(rows.selected.last, 4, "so the long press goes to the row, as a press")
  }

  func testTheRecognizerBeginsChangesAndEndsOnTheWindowsClock() async {
    let view = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 200))
    window.addSubview(view)
    let recognizer = UILongPressGestureRecognizer()
    recognizer.minimumPressDuration = 0.8
    var states: [(UIGestureRecognizer.State, TimeInterval)] = []
    recognizer.addTarget(nil) { [unowned self] in states.append(($0.state, self.window.currentTime)) }
    view.addGestureRecognizer(recognizer)
    let start = window.currentTime + 0.01
    window.handle(Finger.down(100, 400, at: start))
    window.handle(Finger.move(105, 400, at: start + 0.2))
    window.advance(to: start + 0.79)
    XCTAssertTrue(states.isEmpty, "5 pt of movement is allowed; 0.8 s has not passed")
    window.advance(to: start + 0.81)
    window.handle(Finger.move(160, 400, at: start + 0.9))
    window.handle(Finger.up(160, 400, at: start + 1))
    XCTAssertEqual(states.map(\.0), [.began, .changed, .ended])
    XCTAssertEqual(states.first?.1 ?? 0, start + 0.8, accuracy: 0.011, "began at the press's time + 0.8 s")
    XCTAssertEqual(recognizer.location(in: view).x, 160, "after moving once it began")
  }
}
