import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Self-sizing rows: heights from constraints or `sizeThatFits`, estimates replaced as rows come
/// on screen, and the content on screen held still while that happens. Text is measured by the
/// core's estimate (no platform measurer in these windows): 0.56 em per character, 17-pt lines 20 pt.
@MainActor
final class TableViewSelfSizingTests: XCTestCase {
  private func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  /// Width 320: the label is 288 wide; 10 characters (95.2 pt) take one 20-pt line, 60
  /// characters (571.2 pt) two lines: rows of 8 + 20 + 8 = 36 and 8 + 40 + 8 = 56.
  func testRowsAreSizedByTheContentViewsConstraints() async {
    let source = SelfSizingRows(count: 3) { _ in 0 }
    source.text = { row in String(repeating: "x", count: row == 1 ? 60 : 10) }
    let fixture = SelfSizingFixture(source: source, estimate: 0)
    let table = fixture.table
    XCTAssertEqual(table.rectForRow(at: path(0)), CGRect(x: 0, y: 0, width: 320, height: 36))
    XCTAssertEqual(table.rectForRow(at: path(1)), CGRect(x: 0, y: 36, width: 320, height: 56))
    XCTAssertEqual(table.rectForRow(at: path(2)), CGRect(x: 0, y: 92, width: 320, height: 36))
    XCTAssertEqual(table.contentSize.height, 128)
    // The label is laid out where the constraints say inside the 56-pt row.
    let cell = table.cellForRow(at: path(1)) as? ConstrainedTextCell
    fixture.frame()
    XCTAssertEqual(cell?.label.frame, CGRect(x: 16, y: 8, width: 288, height: 40))
  }

  /// A wider table re-measures: at 640 the 60 characters fit one line, the row is 36.
  func testANewWidthMeasuresTheRowsAgain() async {
    let source = SelfSizingRows(count: 3) { _ in 0 }
    source.text = { _ in String(repeating: "x", count: 60) }
    let fixture = SelfSizingFixture(source: source)
    XCTAssertEqual(fixture.table.rectForRow(at: path(2)), CGRect(x: 0, y: 112, width: 320, height: 56))
    fixture.table.frame = CGRect(x: 0, y: 0, width: 640, height: 600)
    fixture.frame()
    XCTAssertEqual(fixture.table.rectForRow(at: path(2)), CGRect(x: 0, y: 72, width: 640, height: 36))
  }

  /// Heights 30, 40, 50, 60, 70 repeating, estimate 50, 300 pt tall: rows 0–5 fill 280 pt and
  /// row 6 (40) ends at 320, so exactly 7 rows are measured; the rest stay at 50.
  func testOnlyTheRowsOnScreenAreMeasuredAndTheContentSizeFollows() async {
    let source = SelfSizingRows(count: 1000) { row in 30 + CGFloat(row % 5) * 10 }
    let fixture = SelfSizingFixture(source: source, estimate: 50, size: CGSize(width: 320, height: 300))
    let table = fixture.table
    XCTAssertEqual(FixedHeightCell.fittingCalls, 7)
    XCTAssertEqual(table.rectForRow(at: path(6)), CGRect(x: 0, y: 280, width: 320, height: 40))
    XCTAssertEqual(table.rectForRow(at: path(7)), CGRect(x: 0, y: 320, width: 320, height: 50))
    XCTAssertEqual(table.contentSize.height, 320 + 993 * 50)
    // 100 pt down, rows 7 (320–370) and 8 (370–420) come on screen and are measured (50 – 50
    // = 0, 60 – 50 = +10): the content is 10 pt taller.
    fixture.table.contentOffset.y = 100
    fixture.frame()
    XCTAssertEqual(FixedHeightCell.fittingCalls, 9)
    XCTAssertEqual(table.rectForRow(at: path(8)), CGRect(x: 0, y: 370, width: 320, height: 60))
    XCTAssertEqual(table.contentSize.height, 320 + 993 * 50 + 10)
    // A reload drops the measured heights: row 7 is an estimate again until it is on screen.
    table.contentOffset.y = 0
    table.reloadData()
    XCTAssertEqual(table.rectForRow(at: path(7)), CGRect(x: 0, y: 320, width: 320, height: 50))
    XCTAssertEqual(table.rectForRow(at: path(20)).height, 50)
  }

  /// With `estimatedRowHeight` 0, every row is measured when the table loads.
  func testAZeroEstimateMeasuresEveryRowUpFront() async {
    let source = SelfSizingRows(count: 100) { row in row.isMultiple(of: 2) ? 30 : 70 }
    let fixture = SelfSizingFixture(source: source, estimate: 0)
    XCTAssertEqual(FixedHeightCell.fittingCalls, 100)
    XCTAssertEqual(fixture.table.contentSize.height, 50 * 100)
    XCTAssertEqual(fixture.table.rectForRow(at: path(99)), CGRect(x: 0, y: 4930, width: 320, height: 70))
  }

  /// Rows of 80 estimated at 44, scrolled to the bottom; a finger drags the content down 15 pt a
  /// frame for 900 pt. Each row that comes on screen at the top is measured (+36 each), and the
  /// row that was the top measured row moves down by exactly the finger's 15 pt every frame.
  func testTheContentStaysStillWhileRowsAboveAreMeasuredDuringADrag() async {
    let source = SelfSizingRows(count: 1000) { _ in 80 }
    let fixture = SelfSizingFixture(source: source)
    let table = fixture.table
    table.scrollToRow(at: path(999), at: .bottom, animated: false)
    fixture.frame()
    XCTAssertEqual(fixture.screenY(999), 600 - 80, "the last row sits on the bottom edge")
    let startHeight = table.contentSize.height
    let startCalls = FixedHeightCell.fittingCalls
    var time: TimeInterval = 1
    fixture.window.handle(.touch(.down, id: 0, at: CGPoint(x: 100, y: 10), time: time, clickCount: 1))
    var y: CGFloat = 10
    var checkedSteps = 0
    for step in 1...60 {
      guard let anchor = fixture.firstMeasuredVisibleRow() else { return XCTFail("no measured row on screen") }
      let before = fixture.screenY(anchor)
      let offsetBefore = table.contentOffset.y
      time += 1.0 / 60
      y += 15
      fixture.window.handle(.touch(.move, id: 0, at: CGPoint(x: 100, y: y), time: time))
      fixture.window.advance(to: time)
      fixture.frame()
      // The first moves take up the touch slop; once the content follows, it follows 1:1.
      guard step > 3, table.contentOffset.y != offsetBefore else { continue }
      XCTAssertEqual(fixture.screenY(anchor) - before, 15, accuracy: 0.5, "step \(step), row \(anchor)")
      checkedSteps += 1
    }
    fixture.window.handle(.touch(.up, id: 0, at: CGPoint(x: 100, y: y), time: time + 0.5))
    XCTAssertGreaterThan(checkedSteps, 50)
    // Rows came on screen at the top and were measured, each 80 − 44 = 36 pt taller.
    let measured = FixedHeightCell.fittingCalls - startCalls
    XCTAssertGreaterThanOrEqual(measured, 4)
    XCTAssertEqual(table.contentSize.height - startHeight, CGFloat(measured) * 36)
  }

  /// The same table flicked down from the bottom: as rows are measured above, the flight goes on
  /// from the moved offset, so what is on screen only ever slows down — each frame it moves no
  /// more than the frame before (0.5 pt for rounding), and it never moves backwards.
  func testAFlickThroughEstimatedRowsOnlySlowsDown() async {
    let source = SelfSizingRows(count: 1000) { _ in 80 }
    let fixture = SelfSizingFixture(source: source)
    let table = fixture.table
    table.scrollToRow(at: path(999), at: .bottom, animated: false)
    fixture.frame()
    let startCalls = FixedHeightCell.fittingCalls
    var time: TimeInterval = 1
    fixture.window.handle(.touch(.down, id: 0, at: CGPoint(x: 100, y: 10), time: time, clickCount: 1))
    for step in 1...8 {
      time += 1.0 / 60
      fixture.window.handle(.touch(.move, id: 0, at: CGPoint(x: 100, y: 10 + CGFloat(step) * 40), time: time))
      fixture.window.advance(to: time)
      fixture.frame()
    }
    fixture.window.handle(.touch(.up, id: 0, at: CGPoint(x: 100, y: 330), time: time))
    var previousMove = CGFloat.infinity
    var frames = 0
    while table.isDecelerating, frames < 600 {
      guard let anchor = fixture.firstMeasuredVisibleRow() else { return XCTFail("no measured row on screen") }
      let before = fixture.screenY(anchor)
      time += 1.0 / 60
      fixture.window.advance(to: time)
      fixture.frame()
      let move = fixture.screenY(anchor) - before
      XCTAssertGreaterThanOrEqual(move, 0, "frame \(frames): the content moved backwards")
      XCTAssertLessThanOrEqual(move, previousMove + 0.5, "frame \(frames): the content jumped")
      previousMove = move
      frames += 1
    }
    XCTAssertGreaterThan(frames, 30, "a flight")
    XCTAssertGreaterThan(FixedHeightCell.fittingCalls - startCalls, 10, "rows were measured during it")
  }

  /// Heights 60, 80, 100 repeating, estimated at 44: scrolling to an unmeasured row puts its real
  /// rect exactly where asked, at once or animated.
  func testScrollToRowLandsExactlyOnAnUnmeasuredRow() async {
    let source = SelfSizingRows(count: 1000) { row in 60 + CGFloat(row % 3) * 20 }
    let fixture = SelfSizingFixture(source: source)
    let table = fixture.table
    table.scrollToRow(at: path(500), at: .top, animated: false)
    fixture.frame()
    XCTAssertEqual(table.rectForRow(at: path(500)).height, 100)
    XCTAssertEqual(fixture.screenY(500), 0)
    table.scrollToRow(at: path(700), at: .middle, animated: false)
    fixture.frame()
    XCTAssertEqual(table.rectForRow(at: path(700)).midY - table.contentOffset.y, 300)
    // Animated up to row 200: rows measured on the way keep the target where the scroll ends.
    table.scrollToRow(at: path(200), at: .top, animated: true)
    var time = fixture.window.currentTime
    for _ in 0..<40 {
      time += 1.0 / 60
      fixture.window.advance(to: time)
      fixture.frame()
    }
    XCTAssertEqual(fixture.screenY(200), 0)
    XCTAssertEqual(table.rectForRow(at: path(200)).height, 100)
  }

  /// Rows of 81, 99, 117 estimated at 99; an animated scroll to the last row that a slow machine
  /// draws in two frames: the rows measured in the last frame (after the animation ended) keep
  /// the row's bottom on the table's bottom edge, 736 pt down, not 18 pt past it.
  func testAnAnimatedScrollToTheLastRowDrawnInTwoFramesLandsOnIt() async {
    let source = SelfSizingRows(count: 500) { row in 81 + CGFloat(row % 3) * 18 }
    let fixture = SelfSizingFixture(source: source, estimate: 99, size: CGSize(width: 1280, height: 736))
    let table = fixture.table
    table.scrollToRow(at: path(499), at: .none, animated: true)
    var time = fixture.window.currentTime
    for step in [0.03, 0.66] {
      time += step
      fixture.window.advance(to: time)
      fixture.frame()
    }
    XCTAssertTrue(table.engine.activity.isIdle)
    XCTAssertEqual(table.rectForRow(at: path(499)).maxY - table.contentOffset.y, 736)
    XCTAssertEqual(table.contentOffset.y, table.contentSize.height - 736)
  }

  /// iOS's system cells keep 44 pt as their least self-sized height; a content configuration
  /// sizes by its text: 11 + 3 lines of 20 + 11 = 82; a subtitle 11 + 20 + 3 + 18 + 11 = 63.
  func testSystemCellsAndContentConfigurationsSizeByTheirText() async {
    final class Configured: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: indexPath.row == 3 ? .subtitle : .default, reuseIdentifier: nil)
        switch indexPath.row {
        case 0: cell.textLabel?.text = "Plain"
        case 1:
          var content = cell.defaultContentConfiguration()
          content.text = "Short"
          cell.contentConfiguration = content
        case 2:
          var content = cell.defaultContentConfiguration()
          content.text = "One\nTwo\nThree"
          cell.contentConfiguration = content
        default:
          var content = cell.defaultContentConfiguration()
          content.text = "Title"
          content.secondaryText = "Detail"
          cell.contentConfiguration = content
        }
        return cell
      }
    }
    let source = Configured()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let table = UITableView(frame: window.bounds)
    table.rowHeight = UITableView.automaticDimension
    table.dataSource = source
    window.addSubview(table)
    window.makeDisplayList()
    XCTAssertEqual((0..<4).map { table.rectForRow(at: path($0)).height }, [44, 44, 82, 63])
    let cell = table.cellForRow(at: path(3))
    let content = cell?.contentView.subviews.compactMap { $0 as? UIListContentView }.first
    XCTAssertEqual(content?.textLabel.frame, CGRect(x: 16, y: 11, width: 288, height: 20))
    XCTAssertEqual(content?.secondaryTextLabel.frame, CGRect(x: 16, y: 34, width: 288, height: 18))
    XCTAssertEqual(cell?.textLabel?.isHidden, true, "the configuration replaces the built-in labels")
  }
}
