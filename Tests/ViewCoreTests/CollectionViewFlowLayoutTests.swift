import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// `UICollectionViewFlowLayout` against frames worked out by hand.
@MainActor
final class CollectionViewFlowLayoutTests: XCTestCase {
  private func flow(
    item: CGSize = CGSize(width: 100, height: 50), line: CGFloat = 10, interitem: CGFloat = 10,
    inset: UIEdgeInsets = .zero, direction: UICollectionView.ScrollDirection = .vertical
  ) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = item
    layout.minimumLineSpacing = line
    layout.minimumInteritemSpacing = interitem
    layout.sectionInset = inset
    layout.scrollDirection = direction
    return layout
  }

  /// 320 wide, insets 10 each side: 300 for items of 100 with 10 between → two a line (a third
  /// would need 320). The extra 90 goes between the two (x 10 and 210); the last line, one item,
  /// starts at the leading inset. Lines at 20, 80, 140, 200; height 200 + 50 + 20.
  func testVerticalLinesAreJustifiedAndTheLastLineStartsAtTheInset() async throws {
    let fixture = CollectionFixture(
      counts: [7], layout: flow(inset: UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)))
    let frames = (0..<7).compactMap { fixture.frame($0) }
    XCTAssertEqual(frames.map(\.minX), [10, 210, 10, 210, 10, 210, 10])
    XCTAssertEqual(frames.map(\.minY), [20, 20, 80, 80, 140, 140, 200])
    XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 270))
  }

  /// Items of different heights are centred on their line, whose thickness is the tallest.
  func testItemsAreCentredAcrossTheirLine() async throws {
    let fixture = CollectionFixture(counts: [3], layout: flow())
    fixture.sizes = [
      IndexPath(item: 0, section: 0): CGSize(width: 100, height: 40),
      IndexPath(item: 1, section: 0): CGSize(width: 100, height: 60),
    ]
    fixture.collectionView.collectionViewLayout.invalidateLayout()
    XCTAssertEqual(fixture.frame(0), CGRect(x: 0, y: 10, width: 100, height: 40))
    XCTAssertEqual(fixture.frame(1)?.minY, 0)
    XCTAssertEqual(fixture.frame(2)?.minY, 5, "three 100-pt items fit 320 with 10 between; the 50-pt one centred")
    XCTAssertEqual(fixture.collectionView.contentSize.height, 60)
  }

  /// Scrolling sideways in 200 of height: three 50-pt items a column (170 of 200; a fourth needs
  /// 230), the extra 30 split between them (y 0, 75, 150); columns 110 apart; the last column's
  /// one item at the top.
  func testHorizontalColumnsAreTheSameRulesTransposed() async throws {
    let fixture = CollectionFixture(
      counts: [7], size: CGSize(width: 320, height: 200), layout: flow(direction: .horizontal))
    let frames = (0..<7).compactMap { fixture.frame($0) }
    XCTAssertEqual(frames.map(\.minY), [0, 75, 150, 0, 75, 150, 0])
    XCTAssertEqual(frames.map(\.minX), [0, 0, 0, 110, 110, 110, 220])
    XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 200))
  }

  /// Headers 30 and footers 20 frame each section across the whole width.
  func testHeadersAndFootersFrameEachSection() async throws {
    let layout = flow()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let fixture = CollectionFixture(counts: [2, 2], layout: layout)
    let header = { (section: Int) in
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }
    XCTAssertEqual(header(0), CGRect(x: 0, y: 0, width: 320, height: 30))
    XCTAssertEqual(fixture.frame(0, 0), CGRect(x: 0, y: 30, width: 100, height: 50))
    XCTAssertEqual(fixture.frame(1, 0)?.minX, 110, "one line, the last: the minimum spacing")
    XCTAssertEqual(header(1), CGRect(x: 0, y: 100, width: 320, height: 30))
    XCTAssertEqual(fixture.frame(0, 1)?.minY, 130)
    XCTAssertEqual(fixture.collectionView.contentSize.height, 200)
  }

  /// A pinned header stays at the visible top while its section scrolls under it, and is pushed
  /// off by the section's end.
  func testAPinnedHeaderHoldsTheTopUntilItsSectionEnds() async throws {
    let layout = flow()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.sectionHeadersPinToVisibleBounds = true
    // Section 0: header 0…30, 10 lines of 50 with 10 between: 30…620.
    let fixture = CollectionFixture(counts: [30, 30], layout: layout)
    let header0 = {
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY
    }
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 200)
    XCTAssertEqual(header0(), 200)
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 600)
    XCTAssertEqual(header0(), 590, "pushed up by the section's end at 620")
  }

  /// Only the cells that meet the visible bounds are alive, however many items there are, and
  /// scrolling reuses them: 10,000 items, three a line (100 + 10 + 100 + 10 + 100 = 320), lines
  /// every 60 pt.
  func testOnlyTheVisibleCellsAreAliveAndTheyAreReused() async throws {
    CountingCollectionCell.made = 0
    let fixture = CollectionFixture(counts: [10_000], layout: flow())
    let collection = fixture.collectionView
    XCTAssertEqual(collection.indexPathsForVisibleItems.count, 24, "lines at 0, 60 … 420 meet 0…480; 480 only touches")
    for step in 1...200 {
      collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
      collection.layoutIfNeeded()
    }
    let visible = collection.indexPathsForVisibleItems
    XCTAssertEqual(visible.first?.item, 369, "at 7400 the first line showing is 123 (7380…7430): items 369 …")
    XCTAssertEqual(visible.count, 27, "lines 123 … 131 meet 7400…7880")
    XCTAssertLessThanOrEqual(CountingCollectionCell.made, 30, "cells are reused, not made per item")
    for indexPath in visible {
      XCTAssertEqual(collection.cellForItem(at: indexPath)?.frame, fixture.frame(indexPath.item))
    }
  }

  /// Hit testing by point, and scrolling an item to a position.
  func testAnItemIsFoundByPointAndScrolledToTheMiddle() async throws {
    let fixture = CollectionFixture(counts: [100], layout: flow())
    let collection = fixture.collectionView
    // Three a line at x 0, 110, 220; lines every 60.
    XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 250, y: 70)), IndexPath(item: 5, section: 0))
    XCTAssertNil(collection.indexPathForItem(at: CGPoint(x: 215, y: 70)), "between the items")
    // Item 41: line 13 at y 780; its middle 805 at the view's middle 240 → offset 565.
    collection.scrollToItem(at: IndexPath(item: 41, section: 0), at: .centeredVertically, animated: false)
    XCTAssertEqual(collection.contentOffset.y, 565)
    collection.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
    XCTAssertEqual(collection.contentOffset.y, 565, "an index path out of range moves nothing")
  }

  /// A tap selects (single selection replaces, with didDeselect first); with multiple selection a
  /// second tap deselects.
  func testTapsSelectAsUIKitDoes() async throws {
    let fixture = CollectionFixture(counts: [10], layout: flow())
    let window = fixture.window
    // Three a line at x 0, 110, 220; lines every 60.
    window.handle(Finger.tap(50, 25, at: 1))
    window.handle(Finger.tap(150, 25, at: 2))
    XCTAssertEqual(fixture.log, ["select 0", "deselect 0", "select 1"])
    XCTAssertEqual(fixture.collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    XCTAssertEqual(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
    fixture.collectionView.allowsMultipleSelection = true
    window.handle(Finger.tap(50, 85, at: 3))
    window.handle(Finger.tap(150, 25, at: 4))
    XCTAssertEqual(fixture.log.suffix(2), ["select 3", "deselect 1"])
    XCTAssertEqual(fixture.collectionView.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)])
  }

  /// A layout that snaps to its cards decides where a flick rests, the delegate sees that as the
  /// proposed target, and the flight ends exactly there (docs/physics.md §1.6).
  func testTheLayoutsTargetIsWhereAFlickComesToRest() async throws {
    final class CardLayout: UICollectionViewFlowLayout {
      override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
      ) -> CGPoint {
        CGPoint(x: (proposedContentOffset.x / 250).rounded() * 250, y: proposedContentOffset.y)
      }
    }
    let layout = CardLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 240, height: 200)
    layout.minimumLineSpacing = 10
    let fixture = CollectionFixture(counts: [20], size: CGSize(width: 320, height: 200), layout: layout)
    let collection = fixture.collectionView
    var time: TimeInterval = 1
    collection.touchDidBegin(at: time)
    collection.dragDidBegin(at: time)
    for frame in 1...6 {
      time += 1.0 / 60
      collection.dragDidChange(
        translation: CGPoint(x: CGFloat(-20 * frame), y: 0), velocity: CGPoint(x: -1200, y: 0), at: time)
    }
    collection.dragDidEnd(velocity: CGPoint(x: -1200, y: 0), at: time)
    let target = try XCTUnwrap(fixture.proposedTargets.last)
    XCTAssertEqual(target.x.truncatingRemainder(dividingBy: 250), 0, "the delegate sees the layout's target")
    while collection.isDecelerating {
      time += 1.0 / 60
      fixture.window.advance(to: time)
    }
    XCTAssertEqual(collection.contentOffset.x, target.x, "the flight ends on the layout's card")
  }

  /// Bad input is said and shown safely: a negative count is an empty section; an identifier
  /// nobody registered gets UIKit's message and a plain cell.
  func testADataSourceThatMisbehavesIsReportedAndNothingCrashes() async throws {
    final class Unregistered: NSObject, UICollectionViewDataSource {
      func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? -3 : 2
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { collectionView.dequeueReusableCell(withReuseIdentifier: "nobody", for: indexPath) }
    }
    let source = Unregistered()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = source
    collection.layoutIfNeeded()
    XCTAssertEqual(collection.numberOfItems(inSection: 0), 0)
    XCTAssertEqual(collection.visibleCells.count, 2, "section 1's two items still show")
    XCTAssertTrue(collection.reported.contains { $0.contains("could not dequeue a view of kind") })
    XCTAssertTrue(collection.reported.contains { $0.contains("returned -3") })
  }
}
