import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Batch updates against index mappings and frames worked out by hand.
@MainActor
final class CollectionViewUpdateTests: XCTestCase {
  private let path = { (item: Int, section: Int) in IndexPath(item: item, section: section) }

  /// Five items; delete 1, insert 0, move 4 to 1. After: 0 is new, 1 was 4, then the survivors
  /// 0, 2, 3 in their order.
  func testTheMappingFollowsUIKitsRulesForDeletesInsertsAndMoves() async throws {
    var update = CollectionUpdate()
    update.deletedItems = [path(1, 0)]
    update.insertedItems = [path(0, 0)]
    update.movedItems = [(path(4, 0), path(1, 0))]
    let mapping = try update.mapping(old: [5], new: [5]).get()
    XCTAssertEqual(mapping, [[nil, path(4, 0), path(0, 0), path(2, 0), path(3, 0)]])
    // Sections: delete section 0 of 3, insert a new section 2.
    var sections = CollectionUpdate()
    sections.deletedSections = [0]
    sections.insertedSections = [2]
    let moved = try sections.mapping(old: [1, 2, 1], new: [2, 1, 4]).get()
    XCTAssertEqual(moved, [[path(0, 1), path(1, 1)], [path(0, 2)], [nil, nil, nil, nil]])
  }

  func testCountsThatDoNotAddUpAreRefusedInUIKitsWords() async throws {
    var update = CollectionUpdate()
    update.insertedItems = [path(4, 0)]
    let result = update.mapping(old: [4], new: [6])
    guard case .failure(let error) = result else { return XCTFail("accepted: \(result)") }
    XCTAssertEqual(
      error.description,
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section "
        + "after the update (6) must be equal to the number of items contained in that section before the update "
        + "(4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) "
        + "and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
  }

  /// An operation naming an item or a section that is not there is refused in UIKit's words
  /// (checked before the counts); in a collection view, the data is reloaded as it is and nothing
  /// crashes.
  func testAnIndexPathOutOfRangeIsRefusedInUIKitsWords() async throws {
    var delete = CollectionUpdate()
    delete.deletedItems = [path(7, 0)]
    XCTAssertEqual(
      delete.outOfRange(old: [5], new: [4]),
      "attempt to delete item 7 from section 0 which only contains 5 items before the update")
    var insert = CollectionUpdate()
    insert.insertedItems = [path(6, 1)]
    XCTAssertEqual(
      insert.outOfRange(old: [5, 5], new: [5, 6]),
      "attempt to insert item 6 into section 1, but there are only 6 items in section 1 after the update")
    var sections = CollectionUpdate()
    sections.deletedSections = [3]
    XCTAssertEqual(
      sections.outOfRange(old: [1, 1], new: [1]),
      "attempt to delete section 3, but there are only 2 sections before the update")
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    let fixture = CollectionFixture(counts: [5], layout: layout)
    fixture.counts = [4]
    var finished: Bool?
    let messages = try capturingStandardError {
      fixture.collectionView.performBatchUpdates(
        { fixture.collectionView.deleteItems(at: [self.path(7, 0)]) }, completion: { finished = $0 })
      fixture.collectionView.layoutIfNeeded()
    }
    XCTAssertTrue(
      messages.contains(
        "UICollectionView: attempt to delete item 7 from section 0 which only contains 5 items before the update"),
      messages)
    XCTAssertEqual(finished, false)
    XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems.count, 4, "reloaded as the data source is")
  }

  /// A delete in a window: the cells after it slide back a place over 0.3 s (their drawn frames
  /// between the old and the new), the deleted one fades, the selection follows its item.
  func testADeleteSlidesTheFollowingCellsIntoPlace() async throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    let fixture = CollectionFixture(counts: [5], layout: layout)
    let collection = fixture.collectionView
    collection.selectItem(at: path(3, 0), animated: false, scrollPosition: [])
    let third = try XCTUnwrap(collection.cellForItem(at: path(2, 0)))
    XCTAssertEqual(third.frame.minX, 220)
    let deleted = try XCTUnwrap(collection.cellForItem(at: path(1, 0)))
    var finished: Bool?
    fixture.counts = [4]
    collection.performBatchUpdates({ collection.deleteItems(at: [self.path(1, 0)]) }, completion: { finished = $0 })
    XCTAssertEqual(collection.numberOfItems(inSection: 0), 4)
    XCTAssertTrue(collection.cellForItem(at: path(1, 0)) === third, "item 2's cell shows item 1 now")
    XCTAssertEqual(third.frame.minX, 110, "its model frame is the new one at once")
    XCTAssertEqual(collection.indexPathsForSelectedItems, [path(2, 0)], "the selection follows its item")
    fixture.window.advance(to: fixture.window.currentTime + 0.15)
    let drawn = third.presentedTransformToSuperview.tx - collection.contentOffset.x
    XCTAssertGreaterThan(drawn, 110, "half way through it is drawn between: \(drawn)")
    XCTAssertLessThan(drawn, 220)
    XCTAssertNil(finished, "the completion waits for the animation")
    fixture.window.advance(to: fixture.window.currentTime + 0.2)
    XCTAssertEqual(finished, true)
    XCTAssertTrue(deleted.isHidden, "the deleted item's cell went back to the pool")
  }

  /// A data source that changed without saying so is reported and reloaded, not trusted.
  func testARefusedUpdateReloadsFromTheDataSource() async throws {
    let fixture = CollectionFixture(counts: [4], layout: UICollectionViewFlowLayout())
    var finished: Bool?
    fixture.counts = [6]
    fixture.collectionView.performBatchUpdates(
      { fixture.collectionView.insertItems(at: [IndexPath(item: 4, section: 0)]) }, completion: { finished = $0 })
    XCTAssertEqual(finished, false)
    XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 0), 6, "reloaded as the data source is now")
  }
}

/// `setCollectionViewLayout(_:animated:)`: a column change animates cells to their new frames.
@MainActor
final class CollectionLayoutChangeTests: XCTestCase {
  func testAnAnimatedLayoutChangeSlidesTheCellsToTheirNewFrames() async throws {
    let large = UICollectionViewFlowLayout()
    large.itemSize = CGSize(width: 100, height: 100)
    let fixture = CollectionFixture(counts: [40], layout: large)
    let collection = fixture.collectionView
    let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
    XCTAssertEqual(cell.frame.origin, CGPoint(x: 110, y: 110), "three a line: item 4 is line 1's middle")
    let small = UICollectionViewFlowLayout()
    small.itemSize = CGSize(width: 50, height: 50)
    var finished: Bool?
    collection.setCollectionViewLayout(small, animated: true) { finished = $0 }
    // Five a line (50 + 10 … = 290 ≤ 320, a sixth needs 350), 67.5 pt apart: item 4 ends the first.
    XCTAssertEqual(cell.frame.origin, CGPoint(x: 270, y: 0))
    fixture.window.advance(to: fixture.window.currentTime + 0.15)
    let drawn = cell.presentedTransformToSuperview
    XCTAssertGreaterThan(drawn.tx, 110, "on its way: \(drawn)")
    XCTAssertLessThan(drawn.ty, 110)
    XCTAssertGreaterThan(drawn.ty, 0)
    fixture.window.advance(to: fixture.window.currentTime + 0.2)
    XCTAssertEqual(finished, true)
    XCTAssertTrue(collection.collectionViewLayout === small)
  }
}
