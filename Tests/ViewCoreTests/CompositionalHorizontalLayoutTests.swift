import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// A compositional layout that scrolls horizontally — sections side by side, orthogonal sections
/// scrolling vertically — and one fed impossible sizes, against frames worked out by hand.
@MainActor
final class CompositionalHorizontalLayoutTests: XCTestCase {
  private var source: CountsDataSource?

  private func collection(_ layout: UICollectionViewLayout, counts: [Int], height: CGFloat = 480)
    -> (UICollectionView, UIWindow)
  {
    let source = CountsDataSource(counts)
    self.source = source
    return source.collection(layout, size: CGSize(width: 320, height: height))
  }

  private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  { NSCollectionLayoutSize(widthDimension: width, heightDimension: height) }

  private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  private func horizontal(spacing: CGFloat, _ provider: @escaping UICollectionViewCompositionalLayout.SectionProvider)
    -> UICollectionViewCompositionalLayout
  {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = spacing
    return UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
  }

  /// Section 0: a 40-pt top header over columns 100 wide of two items each half of the 440 pt left
  /// (220), 10 apart, 16 in from each side: 0 … 16 + 300 + 20 + 16 = 352. Section 1, 20 on, at
  /// 372: a 40-pt leading header the container's height, then 150-pt items from 412.
  func testSectionsLieSideBySideWithTheirBoundaryItemsAtTheirEdges() async throws {
    let layout = horizontal(spacing: 20) { index, _ in
      if index == 0 {
        let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
          layoutSize: self.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: self.size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
        ]
        return section
      }
      let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: self.size(.absolute(150), .fractionalHeight(1)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: self.size(.absolute(40), .fractionalHeight(1)), elementKind: "header", alignment: .leading)
      ]
      return section
    }
    let (view, _) = collection(layout, counts: [5, 2])
    XCTAssertEqual(frame(view, 0), CGRect(x: 16, y: 40, width: 100, height: 220))
    XCTAssertEqual(frame(view, 1), CGRect(x: 16, y: 260, width: 100, height: 220))
    XCTAssertEqual(frame(view, 2), CGRect(x: 126, y: 40, width: 100, height: 220))
    XCTAssertEqual(frame(view, 3), CGRect(x: 126, y: 260, width: 100, height: 220))
    XCTAssertEqual(frame(view, 4), CGRect(x: 236, y: 40, width: 100, height: 220))
    XCTAssertEqual(frame(view, 0, 1), CGRect(x: 412, y: 0, width: 150, height: 480))
    XCTAssertEqual(frame(view, 1, 1), CGRect(x: 562, y: 0, width: 150, height: 480))
    let headers = (0..<2).map {
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: "header", at: IndexPath(item: 0, section: $0))?.frame
    }
    XCTAssertEqual(headers, [CGRect(x: 0, y: 0, width: 320, height: 40), CGRect(x: 372, y: 0, width: 40, height: 480)])
    XCTAssertEqual(view.contentSize, CGSize(width: 712, height: 480))
    let shown = view.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 300, y: 0, width: 100, height: 480))
    XCTAssertEqual(
      shown?.filter { $0.representedElementKind == nil }.map(\.indexPath), [IndexPath(item: 4, section: 0)])
    XCTAssertEqual(shown?.filter { $0.representedElementKind != nil }.map(\.indexPath.section), [0, 1])
  }

  /// A pinned leading header (40 wide) holds the visible left edge while its section (40 + 5 ×
  /// 150 = 790 wide) passes: at offset 200 it is at 200; at 760 its section's end pushes it to
  /// 790 − 40 = 750.
  func testAPinnedLeadingHeaderHoldsTheLeftEdgeUntilItsSectionEnds() async throws {
    let layout = horizontal(spacing: 0) { _, _ in
      let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
      let section = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: self.size(.absolute(150), .fractionalHeight(1)), subitems: [item]))
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: self.size(.absolute(40), .fractionalHeight(1)), elementKind: "header", alignment: .leading)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      return section
    }
    let (view, _) = collection(layout, counts: [5, 5])
    func header() -> CGRect? {
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
    }
    XCTAssertEqual(header(), CGRect(x: 0, y: 0, width: 40, height: 480))
    view.contentOffset = CGPoint(x: 200, y: 0)
    XCTAssertEqual(header()?.minX, 200)
    view.contentOffset = CGPoint(x: 760, y: 0)
    XCTAssertEqual(header()?.minX, 750)
  }

  /// Flicks `row` up (the content moving up) with its own drag, then runs frames until it rests.
  private func flickUp(_ row: UIScrollView, _ window: UIWindow) {
    var time = window.currentTime + 1
    row.touchDidBegin(at: time)
    row.dragDidBegin(at: time)
    for step in 1...4 {
      time += 1.0 / 60
      row.dragDidChange(translation: CGPoint(x: 0, y: CGFloat(step) * -15), velocity: CGPoint(x: 0, y: -1500), at: time)
    }
    row.dragDidEnd(velocity: CGPoint(x: 0, y: -1500), at: time)
    while row.isDecelerating {
      time += 1.0 / 60
      window.advance(to: time)
    }
  }

  /// Section 1 pages vertically in a scroll view of its own at x = 100 + 20: 10 + 200 + 10 wide,
  /// groups 200 high 10 apart (run 5 × 210 − 10 = 1040); a flick moves it one group (210) and
  /// the collection not at all.
  func testAnOrthogonalSectionOfAHorizontalLayoutScrollsVertically() async throws {
    let layout = horizontal(spacing: 20) { index, _ in
      let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
      if index == 0 {
        return NSCollectionLayoutSection(
          group: .horizontal(layoutSize: self.size(.absolute(100), .fractionalHeight(1)), subitems: [item]))
      }
      let section = NSCollectionLayoutSection(
        group: .vertical(layoutSize: self.size(.absolute(200), .absolute(200)), subitems: [item]))
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      section.orthogonalScrollingBehavior = .groupPaging
      return section
    }
    let (view, window) = collection(layout, counts: [1, 5])
    let row = try XCTUnwrap(view.orthogonalScrollers[1])
    XCTAssertEqual(row.frame, CGRect(x: 120, y: 0, width: 220, height: 480))
    XCTAssertEqual(row.contentSize, CGSize(width: 220, height: 1040))
    XCTAssertEqual(view.contentSize, CGSize(width: 340, height: 480))
    XCTAssertEqual(
      view.cellForItem(at: IndexPath(item: 1, section: 1))?.frame, CGRect(x: 10, y: 210, width: 200, height: 200))
    flickUp(row, window)
    XCTAssertEqual(row.contentOffset, CGPoint(x: 0, y: 210), "one group on, exactly")
    XCTAssertEqual(view.contentOffset, .zero, "the collection did not move")
    view.layoutIfNeeded()
    XCTAssertEqual(view.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item), [1, 2, 3])
  }

  /// Impossible sizes are reported with the section and the place, laid out clamped: a negative
  /// width as 0, an infinite height as the container's (480), a group without subitems empty;
  /// the spacing −5 as 0. Nothing crashes, and a malformed index path is answered nil.
  func testImpossibleSizesAreReportedBySectionAndClamped() async throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = -5
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in
        switch index {
        case 0:
          let item = NSCollectionLayoutItem(layoutSize: self.size(.absolute(-20), .absolute(50)))
          return NSCollectionLayoutSection(
            group: .horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        case 1:
          return NSCollectionLayoutSection(
            group: .horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(50)), subitems: []))
        default:
          let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
          return NSCollectionLayoutSection(
            group: .horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(.infinity)), subitems: [item]))
        }
      }, configuration: configuration)
    var view: UICollectionView?
    let messages = try capturingStandardError {
      view = self.collection(layout, counts: [3, 4, 1]).0
      XCTAssertNil(view?.layoutAttributesForItem(at: IndexPath(index: 3)))
    }
    let shown = try XCTUnwrap(view)
    for expected in [
      "UICollectionView: UICollectionViewCompositionalLayout: interSectionSpacing is -5.0; 0 is used",
      "UICollectionView: UICollectionViewCompositionalLayout section 0: the group's subitem 0's width is "
        + ".absolute(-20.0), negative; it is laid out as 0",
      "UICollectionView: UICollectionViewCompositionalLayout section 1: the group has no subitems; its items are "
        + "not shown",
      "UICollectionView: UICollectionViewCompositionalLayout section 2: the group's height is .absolute(inf), "
        + "infinite; it is laid out as the container's height, 480.0",
      "UICollectionView: layoutAttributesForItem(at:): [3] is not an index path of a section and an item",
    ] {
      XCTAssertTrue(messages.contains(expected), "missing: \(expected)\nin: \(messages)")
    }
    XCTAssertEqual(frame(shown, 2), CGRect(x: 0, y: 100, width: 0, height: 50))
    XCTAssertNil(frame(shown, 0, 1), "a group without subitems shows nothing")
    XCTAssertEqual(frame(shown, 0, 2), CGRect(x: 0, y: 150, width: 320, height: 480))
    XCTAssertEqual(shown.contentSize, CGSize(width: 320, height: 630))
  }

  /// A fraction of a container that is 0 high is reported and laid out as 0.
  func testAFractionOfAZeroContainerIsReported() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item]))
    var view: UICollectionView?
    let messages = try capturingStandardError {
      view = collection(UICollectionViewCompositionalLayout(section: section), counts: [4], height: 0).0
    }
    XCTAssertTrue(
      messages.contains(
        "UICollectionView: UICollectionViewCompositionalLayout section 0: the group's height is "
          + ".fractionalHeight(0.5) of a container that is 0 high; it is laid out as 0"), messages)
    XCTAssertEqual(view.map { frame($0, 3) }, CGRect(x: 160, y: 0, width: 160, height: 0))
  }
}
