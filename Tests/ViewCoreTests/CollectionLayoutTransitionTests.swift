import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// `setCollectionViewLayout(_:animated:)` when the new layout also moves the content offset (as
/// the photo grid's pinch does, through `targetContentOffset(forProposedContentOffset:)`): every
/// cell starts where it was on screen, and a cell the new layout puts out of view slides there
/// before it goes to the pool.
@MainActor
final class CollectionLayoutTransitionTests: XCTestCase {
  /// A flow layout of 100-pt squares that asks for the content offset (0, 200) when installed.
  final class ShiftingLayout: UICollectionViewFlowLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
      CGPoint(x: 0, y: 200)
    }
  }

  func testCellsStartWhereTheyWereOnScreenAndLeavingOnesSlideOutBeforeTheyArePooled() async throws {
    // 50-pt squares five a line (justified: 67.5 pt apart; the last line 60 apart from the left),
    // lines 60 pt apart: 40 items in 8 lines, all 470 pt of them on a 480-pt screen.
    let small = UICollectionViewFlowLayout()
    small.itemSize = CGSize(width: 50, height: 50)
    let fixture = CollectionFixture(counts: [40], layout: small)
    let collection = fixture.collectionView
    let staying = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 10, section: 0)))
    let leaving = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 39, section: 0)))
    XCTAssertEqual(staying.frame.origin, CGPoint(x: 0, y: 120))
    XCTAssertEqual(leaving.frame.origin, CGPoint(x: 240, y: 420), "the last line starts at the left")

    // 100-pt squares three a line, 110 apart: item 10 at (110, 330), on screen in 200 … 680;
    // item 39 at (0, 1430), out of it.
    let large = ShiftingLayout()
    large.itemSize = CGSize(width: 100, height: 100)
    var finished: Bool?
    collection.setCollectionViewLayout(large, animated: true) { finished = $0 }
    XCTAssertEqual(collection.contentOffset.y, 200)
    XCTAssertEqual(staying.frame.origin, CGPoint(x: 110, y: 330))

    let start = fixture.window.currentTime
    fixture.window.advance(to: start + 0.0001)
    // Where each was on screen (y 120 and 420 at offset 0): 200 pt further down the content.
    XCTAssertEqual(staying.presentedTransformToSuperview.ty, 320, accuracy: 0.5, "starts where it showed")
    XCTAssertEqual(staying.presentedTransformToSuperview.tx, 0, accuracy: 0.5)
    XCTAssertEqual(leaving.presentedTransformToSuperview.ty, 620, accuracy: 0.5, "starts where it showed")
    XCTAssertFalse(leaving.isHidden, "a cell the new layout puts out of view is still drawn")

    fixture.window.advance(to: start + 0.15)
    let halfway = leaving.presentedTransformToSuperview
    XCTAssertGreaterThan(halfway.ty, 700, "on its way down to 1430, out of view: \(halfway)")
    XCTAssertLessThan(halfway.ty, 1430)
    XCTAssertLessThan(halfway.tx, 240, "and left to 0: \(halfway)")
    XCTAssertFalse(leaving.isHidden)

    fixture.window.advance(to: start + 0.35)
    XCTAssertEqual(finished, true)
    XCTAssertTrue(leaving.isHidden, "pooled once it arrived")
    XCTAssertFalse(collection.visibleCells.contains { $0 === leaving })
    XCTAssertEqual(collection.indexPathsForVisibleItems.count, collection.visibleCells.count)
  }
}
