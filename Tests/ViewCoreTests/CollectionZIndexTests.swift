import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Layout attributes' `zIndex` stacks the views on screen: higher above, equal ones in the order
/// they have.
@MainActor
final class CollectionZIndexTests: XCTestCase {
  /// Three 100-pt squares overlapping by half, at x 0, 50 and 100; item 0's `zIndex` is `front`,
  /// the others' 0.
  final class OverlappingLayout: UICollectionViewLayout {
    var front = -1

    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      (0..<3).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = CGRect(x: CGFloat(indexPath.item) * 50, y: 0, width: 100, height: 100)
      attributes.zIndex = indexPath.item == 0 ? front : 0
      return attributes
    }
  }

  func testAHigherZIndexIsDrawnAboveAndItsChangeRestacks() async throws {
    let layout = OverlappingLayout()
    let fixture = CollectionFixture(counts: [3], layout: UICollectionViewFlowLayout())
    let collection = fixture.collectionView
    collection.collectionViewLayout = layout
    collection.layoutIfNeeded()
    func stack() -> [Int] {
      collection.subviews.compactMap { view in
        collection.visibleCells.firstIndex { $0 === view }.flatMap {
          collection.indexPath(for: collection.visibleCells[$0])?.item
        }
      }
    }
    // Cells arrive at the back (2 under 1 under 0), but item 0's zIndex −1 puts it under both.
    XCTAssertEqual(stack().first, 0, "zIndex −1 below the others: \(stack())")
    XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 75, y: 50))?.item, 1, "item 1 is hit there")
    layout.front = 1
    layout.invalidateLayout()
    collection.layoutIfNeeded()
    XCTAssertEqual(stack().last, 0, "zIndex 1 above zIndex 0: \(stack())")
    XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 75, y: 50))?.item, 0, "and hit first")
  }
}
