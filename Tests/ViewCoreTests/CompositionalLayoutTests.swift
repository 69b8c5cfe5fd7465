import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// `UICollectionViewCompositionalLayout` against frames worked out by hand, and its orthogonal
/// sections scrolling, snapping and restyling as UIKit's do.
@MainActor
final class CompositionalLayoutTests: XCTestCase {
  private var source: CountsDataSource?

  private func collection(_ layout: UICollectionViewLayout, counts: [Int]) -> (UICollectionView, UIWindow) {
    let source = CountsDataSource(counts)
    self.source = source
    return source.collection(layout)
  }

  private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  { NSCollectionLayoutSize(widthDimension: width, heightDimension: height) }

  private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// Three items a third of a 300-pt group (320 less 10 each side) each inset 2; groups 100 high,
  /// 5 apart, after a 40-pt header and the section's 10 on top.
  func testAGridSectionPlacesItemsInGroupsDownTheLayout() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.interGroupSpacing = 5
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
    ]
    let (view, _) = collection(UICollectionViewCompositionalLayout(section: section), counts: [7])
    XCTAssertEqual(frame(view, 0), CGRect(x: 12, y: 52, width: 96, height: 96))
    XCTAssertEqual(frame(view, 2), CGRect(x: 212, y: 52, width: 96, height: 96))
    XCTAssertEqual(frame(view, 3), CGRect(x: 12, y: 157, width: 96, height: 96))
    XCTAssertEqual(frame(view, 6), CGRect(x: 12, y: 262, width: 96, height: 96))
    XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 40 + 10 + 300 + 10 + 10))
    XCTAssertEqual(
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: "header", at: IndexPath(item: 0, section: 0))?
        .frame, CGRect(x: 0, y: 0, width: 320, height: 40))
  }

  /// `count` items share the group's width less the spacing: (320 − 3 × 8) / 4 = 74, 82 apart.
  func testACountedGroupSharesItsLengthLessTheSpacing() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 4)
    group.interItemSpacing = .fixed(8)
    let (view, _) = collection(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [5])
    XCTAssertEqual((0..<5).compactMap { frame(view, $0)?.minX }, [0, 82, 164, 246, 0])
    XCTAssertEqual(frame(view, 4)?.minY, 50)
  }

  /// A row of 200-pt groups 10 apart, 16 in from each side, that pages a group at a time.
  private func pagingRow(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
    handler: NSCollectionLayoutSection.VisibleItemsInvalidationHandler? = nil
  ) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(150)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = behavior
    section.visibleItemsInvalidationHandler = handler
    return section
  }

  /// Flicks the row to the left with its own drag, then runs frames until it rests.
  private func flick(_ row: UIScrollView, _ window: UIWindow, speed: CGFloat = -1500) {
    var time = window.currentTime + 1
    row.touchDidBegin(at: time)
    row.dragDidBegin(at: time)
    for step in 1...4 {
      time += 1.0 / 60
      row.dragDidChange(translation: CGPoint(x: CGFloat(step) * -15, y: 0), velocity: CGPoint(x: speed, y: 0), at: time)
    }
    row.dragDidEnd(velocity: CGPoint(x: speed, y: 0), at: time)
    while row.isDecelerating {
      time += 1.0 / 60
      window.advance(to: time)
    }
  }

  /// Group paging: a flick moves one group on (210 pt) and rests exactly there; the row's cells
  /// live in its own scroll view, only those it shows.
  func testAGroupPagingRowMovesOneGroupPerFlickAndRestsExactly() async throws {
    let (view, window) = collection(UICollectionViewCompositionalLayout(section: pagingRow(.groupPaging)), counts: [10])
    let row = try XCTUnwrap(view.orthogonalScrollers[0])
    XCTAssertEqual(row.frame, CGRect(x: 0, y: 0, width: 320, height: 150))
    XCTAssertEqual(row.contentSize.width, 16 + 10 * 210 - 10 + 16)
    XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), [0, 1], "items at 16 and 226 show in 320")
    XCTAssertTrue(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === row)
    flick(row, window)
    XCTAssertEqual(row.contentOffset.x, 210, "one group on, exactly")
    flick(row, window)
    XCTAssertEqual(row.contentOffset.x, 420)
    view.layoutIfNeeded()
    XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), [1, 2, 3], "the cells followed the row")
  }

  /// Centred group paging: the first group starts in the middle (an inset of (320 − 200) / 2 − 16);
  /// a flick centres the next; the handler scales items by their distance from the middle.
  func testCentredGroupPagingCentresEachGroupAndTheHandlerScalesByDistance() async throws {
    let handler: NSCollectionLayoutSection.VisibleItemsInvalidationHandler = { items, offset, environment in
      for item in items {
        let distance = abs(item.center.x - offset.x - environment.container.contentSize.width / 2)
        let scale = max(1 - distance / environment.container.contentSize.width, 0.7)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
    let (view, window) = collection(
      UICollectionViewCompositionalLayout(section: pagingRow(.groupPagingCentered, handler: handler)), counts: [10])
    let row = try XCTUnwrap(view.orthogonalScrollers[0])
    XCTAssertEqual(row.contentOffset.x, -44, "group 0 centred: 16 + 44 = 60, 60 … 260")
    XCTAssertEqual(view.cellForItem(at: IndexPath(item: 0, section: 0))?.transform.a, 1, "in the middle: full size")
    XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.a, 0.7, "210 off the middle")
    flick(row, window)
    XCTAssertEqual(row.contentOffset.x, 166, "group 1 centred: 226 − 166 = 60")
    view.layoutIfNeeded()
    XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.a, 1)
  }

  /// Through the window, as a finger does it: a vertical drag that starts on the row scrolls the
  /// page; a horizontal one only the row.
  func testAVerticalDragOnTheRowScrollsThePageAndAHorizontalOneTheRow() async throws {
    let grid = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))]))
    let row = pagingRow(.continuous)
    let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? row : grid }
    let (view, window) = collection(layout, counts: [10, 40])
    let scroller = try XCTUnwrap(view.orthogonalScrollers[0])
    window.handle([Finger.down(150, 100, at: 1)])
    for step in 1...8 { window.handle([Finger.move(150, 100 - CGFloat(step) * 10, at: 1 + Double(step) * 0.02)]) }
    window.handle([Finger.up(150, 20, at: 1.2)])
    window.advance(to: 5)
    XCTAssertGreaterThan(view.contentOffset.y, 50, "the page scrolled")
    XCTAssertEqual(scroller.contentOffset.x, 0, "the row did not")
    view.contentOffset = .zero
    window.handle([Finger.down(250, 100, at: 6)])
    for step in 1...8 { window.handle([Finger.move(250 - CGFloat(step) * 10, 100, at: 6 + Double(step) * 0.02)]) }
    window.handle([Finger.up(170, 100, at: 6.2)])
    window.advance(to: 10)
    XCTAssertGreaterThan(scroller.contentOffset.x, 50, "the row scrolled")
    XCTAssertEqual(view.contentOffset.y, 0, "the page did not")
  }
}
