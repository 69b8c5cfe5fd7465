import Foundation
import XCTest

@testable import DemoScenes
@testable import ListViews
@testable import ViewCore

/// The `outline` scene headless: 44-pt sidebar rows from y 0 in a 640 × 600 window; a tap on a
/// group's row expands it (its six items appear below it, indented one level), a second tap
/// collapses it; a drag to the left on a row reveals Delete, whose tap deletes the row.
@MainActor
final class OutlineSceneTests: XCTestCase {
  private enum Finger {
    static func down(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval) -> InputEvent {
      .touch(.down, id: 0, at: CGPoint(x: x, y: y), time: time)
    }
    static func move(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval) -> InputEvent {
      .touch(.move, id: 0, at: CGPoint(x: x, y: y), time: time)
    }
    static func up(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval) -> InputEvent {
      .touch(.up, id: 0, at: CGPoint(x: x, y: y), time: time)
    }
    static func tap(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval) -> [InputEvent] {
      [down(x, y, at: time), up(x, y, at: time + 0.05)]
    }
  }

  private func open() -> (OutlineSceneController, UIWindow) {
    let controller = OutlineSceneController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 600))
    window.rootViewController = controller
    window.advance(to: 1)
    _ = window.makeDisplayList()
    return (controller, window)
  }

  private func settle(_ window: UIWindow, _ time: inout TimeInterval) {
    time += 0.5
    window.advance(to: time)
    _ = window.makeDisplayList()
  }

  func testATapOnAGroupExpandsItsSixItemsBelowItAndASecondTapCollapsesThem() async throws {
    let (controller, window) = open()
    let collection = controller.collectionView!
    XCTAssertEqual(collection.numberOfItems(inSection: 0), 8, "eight collapsed groups")
    var time: TimeInterval = 1
    // Group 2's row: y 44 … 88.
    window.handle(Finger.tap(300, 66, at: time))
    settle(window, &time)
    XCTAssertEqual(collection.numberOfItems(inSection: 0), 14, "group 2's six items show")
    let titles = (0..<14).compactMap {
      controller.dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0))?.title
    }
    XCTAssertEqual(
      Array(titles.dropFirst().prefix(8)),
      ["Group 2", "Item 2.1", "Item 2.2", "Item 2.3", "Item 2.4", "Item 2.5", "Item 2.6", "Group 3"])
    let item = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
    XCTAssertEqual(item.frame, CGRect(x: 10, y: 88, width: 620, height: 44), "the first item under its group")
    XCTAssertEqual(item.indentationLevel, 1)
    XCTAssertEqual(item.contentView.frame.minX, 10, "indented one 10-pt step")
    let group = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    XCTAssertTrue(group.configurationState.isExpanded, "the group's state says expanded")
    XCTAssertEqual(
      collection.cellForItem(at: IndexPath(item: 8, section: 0))?.frame.minY, 352, "group 3 moved down 6 rows")
    window.handle(Finger.tap(300, 66, at: time))
    settle(window, &time)
    XCTAssertEqual(collection.numberOfItems(inSection: 0), 8, "collapsed again")
    XCTAssertFalse(group.configurationState.isExpanded)
  }

  func testADragLeftOnARowRevealsDeleteWhoseTapDeletesTheRow() async throws {
    let (controller, window) = open()
    let collection = controller.collectionView!
    var time: TimeInterval = 1
    // Group 3's row (y 88 … 132), dragged 120 pt to the left.
    window.handle([Finger.down(500, 110, at: time)])
    for step in 1...10 {
      time += 0.02
      window.handle([Finger.move(500 - CGFloat(step) * 12, 110, at: time)])
    }
    window.handle([Finger.up(380, 110, at: time)])
    settle(window, &time)
    let swipe = try XCTUnwrap(collection.listSwipe, "the row opened")
    XCTAssertEqual(swipe.indexPath, IndexPath(item: 2, section: 0))
    let width = swipe.actionsView.naturalWidth
    XCTAssertEqual(swipe.offset, -width, "open by the Delete button's width")
    XCTAssertEqual(collection.cellForItem(at: swipe.indexPath)?.transform.tx, -width)
    XCTAssertEqual(swipe.actionsView.frame, CGRect(x: 630 - width, y: 88, width: width, height: 44))
    XCTAssertTrue(collection.cellForItem(at: swipe.indexPath)?.configurationState.isSwiped ?? false)
    window.handle(Finger.tap(630 - width / 2, 110, at: time))
    settle(window, &time)
    XCTAssertEqual(controller.deleted, ["Group 3"])
    XCTAssertEqual(collection.numberOfItems(inSection: 0), 7)
    XCTAssertNil(collection.listSwipe)
  }

  /// With group 2 expanded (items in rows 2 … 7, y 88 … 352), a drag on item 2.1's grip (24 pt
  /// wide, 10 pt in from the row's trailing edge: x 596 … 620) down by two rows drops it after
  /// item 2.3; the data source's reordering handler hears of it once.
  func testADragOnAGripMovesTheItemAmongItsSiblings() async throws {
    let (controller, window) = open()
    let collection = controller.collectionView!
    var time: TimeInterval = 1
    window.handle(Finger.tap(300, 66, at: time))
    settle(window, &time)
    window.handle([Finger.down(608, 110, at: time)])
    for step in 1...11 {
      time += 0.02
      window.handle([Finger.move(608, 110 + CGFloat(step) * 8, at: time)])
    }
    time += 0.02
    window.handle([Finger.up(608, 198, at: time)])
    settle(window, &time)
    let titles = (2..<8).compactMap {
      controller.dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0))?.title
    }
    XCTAssertEqual(titles, ["Item 2.2", "Item 2.3", "Item 2.1", "Item 2.4", "Item 2.5", "Item 2.6"])
    XCTAssertEqual(controller.reorders.count, 1)
    let moved = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
    XCTAssertEqual(moved.frame.minY, 176, "in row 4")
    XCTAssertEqual(moved.transform, .identity)
    XCTAssertEqual(collection.contentOffset.y, 0, "the drag moved the row, not the list")
  }
}
