import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Cells whose estimated sizes are measured as they come on screen, in the compositional and the
/// flow layout alike, against sizes worked out by hand.
@MainActor
final class CollectionSelfSizingTests: XCTestCase {
  /// A cell whose content is a box pinned to its content view's edges, `heights[tag]` high by a
  /// constraint; it counts how often it was asked for its preferred attributes.
  final class ConstrainedCell: UICollectionViewCell {
    nonisolated(unsafe) static var measured = 0
    let box = UIView()
    var height: NSLayoutConstraint?
    required init(frame: CGRect) {
      super.init(frame: frame)
      box.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(box)
      let height = box.heightAnchor.constraint(equalToConstant: 10)
      self.height = height
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: contentView.topAnchor),
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), height,
      ])
    }
    required init?(coder: NSCoder) { nil }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
      -> UICollectionViewLayoutAttributes
    {
      Self.measured += 1
      return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
  }

  /// A cell without constraints whose `sizeThatFits` is 300 wide and 20 + 10 × (tag mod 4) high.
  final class FittingCell: UICollectionViewCell {
    required init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: 300, height: 20 + 10 * CGFloat(tag % 4))
    }
  }

  /// A chip without constraints whose `sizeThatFits` is 40 + 10 × (tag mod 3) wide.
  final class ChipCell: UICollectionViewCell {
    required init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: 40 + 10 * CGFloat(tag % 3), height: size.height)
    }
  }

  /// A cell that sizes itself in its own override: always 77 high.
  final class OverridingCell: UICollectionViewCell {
    required init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
      -> UICollectionViewLayoutAttributes
    {
      let attributes = layoutAttributes.copy()
      attributes.size.height = 77
      return attributes
    }
  }

  /// A header whose `sizeThatFits` is 64 high.
  final class TallHeader: UICollectionReusableView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 64) }
  }

  private var source: CountsDataSource?

  /// A collection view whose constrained cells' boxes are 60 high for even items, 30 for odd ones.
  private func collection(
    _ layout: UICollectionViewLayout, counts: [Int], cell: UICollectionViewCell.Type = ConstrainedCell.self
  ) -> UICollectionView {
    let source = CountsDataSource(counts)
    source.configure = { cell, indexPath in
      (cell as? ConstrainedCell)?.height?.constant = indexPath.item % 2 == 0 ? 60 : 30
    }
    self.source = source
    return source.collection(layout, cell: cell, header: TallHeader.self).0
  }

  /// A list: full-width items of an estimated 44-pt height, one per group.
  private func list(header: Bool = false) -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    if header {
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
      ]
    }
    return UICollectionViewCompositionalLayout(section: section)
  }

  private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  /// Measured by Auto Layout at the 320-pt width: 60, 30, 60 … high; items 0 … 10 show in 480 pt
  /// (five pairs of 90 and item 10 at 450), item 11 keeps its 44-pt estimate at 510, and the
  /// content is 510 + 89 × 44 = 4426 high.
  func testEstimatedItemsAreMeasuredFromTheirConstraintsAndTheRestFollow() async throws {
    let view = collection(list(), counts: [100])
    XCTAssertEqual(frame(view, 0), CGRect(x: 0, y: 0, width: 320, height: 60))
    XCTAssertEqual(frame(view, 3), CGRect(x: 0, y: 150, width: 320, height: 30))
    XCTAssertEqual(frame(view, 10), CGRect(x: 0, y: 450, width: 320, height: 60))
    XCTAssertEqual(frame(view, 11), CGRect(x: 0, y: 510, width: 320, height: 44), "not on screen: at the estimate")
    XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 4426))
  }

  /// Only cells on screen are measured, each once: 11 of 100,000; another layout pass measures
  /// none; `reloadData` drops the measurements and the 11 are measured again.
  func testOnlyCellsOnScreenAreMeasuredOnceUntilReload() async throws {
    ConstrainedCell.measured = 0
    let view = collection(list(), counts: [100_000])
    XCTAssertEqual(ConstrainedCell.measured, 11)
    XCTAssertEqual(view.contentSize.height, 510 + 99_989 * 44)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    XCTAssertEqual(ConstrainedCell.measured, 11, "measured once")
    view.reloadData()
    view.layoutIfNeeded()
    XCTAssertEqual(ConstrainedCell.measured, 22, "measured again after reloadData")
    XCTAssertEqual(frame(view, 10)?.minY, 450)
  }

  /// Items 0 … 10 were measured on the first screen (510 pt for 11 × 44 = 484), so item k ≥ 11
  /// starts at 26 + 44k. At offset 2000, item 44 (1962) straddles the top and item 45 (2006) is
  /// the first below it. Measured, 44 is 60 high (16 more), so 45 moves to 2022 and the offset to
  /// 2016: 45 stays 6 pt below the top. At offset 1886, item 42 (1874) straddles the top and 43
  /// (1918) is 32 pt below it; 42 is measured 60 high, 43 moves to 1934, the offset to 1902, and
  /// 43 stays 32 pt below the top.
  func testTheContentOnScreenStaysWhenItemsAboveTheTopAreMeasured() async throws {
    let view = collection(list(), counts: [100])
    view.contentOffset = CGPoint(x: 0, y: 2000)
    view.layoutIfNeeded()
    XCTAssertEqual(try XCTUnwrap(frame(view, 44)).height, 60)
    XCTAssertEqual(try XCTUnwrap(frame(view, 45)).minY, 2022)
    XCTAssertEqual(view.contentOffset.y, 2016, accuracy: 0.5)
    view.contentOffset = CGPoint(x: 0, y: 1886)
    let before = try XCTUnwrap(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 43, section: 0)))
    XCTAssertEqual(before.frame.minY - view.contentOffset.y, 32, accuracy: 0.5, "at its estimate, 26 + 43 × 44")
    view.layoutIfNeeded()
    XCTAssertEqual(try XCTUnwrap(frame(view, 42)).height, 60)
    XCTAssertEqual(try XCTUnwrap(frame(view, 43)).minY, 1934)
    XCTAssertEqual(view.contentOffset.y, 1902, accuracy: 0.5)
    XCTAssertEqual(try XCTUnwrap(frame(view, 43)).minY - view.contentOffset.y, 32, accuracy: 0.5)
  }

  /// In a drag: at offset 2016 (as above) the finger pulls the content 100 down, to 1916; item 42
  /// (1874) straddles the top and is measured 60 high, so 43 moves from 1918 to 1934 and the
  /// offset to 1932. The finger goes 10 further: the offset follows from there, 1922 (not
  /// 2016 − 110 = 1906, 16 pt back).
  func testADragGoesOnFromTheOffsetAMeasurementMoved() async throws {
    let view = collection(list(), counts: [100])
    view.contentOffset = CGPoint(x: 0, y: 2000)
    view.layoutIfNeeded()
    XCTAssertEqual(view.contentOffset.y, 2016, accuracy: 0.5)
    view.touchDidBegin(at: 1)
    view.dragDidBegin(at: 1)
    view.dragDidChange(translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 600), at: 1.1)
    XCTAssertEqual(view.contentOffset.y, 1916, accuracy: 0.5)
    view.layoutIfNeeded()
    XCTAssertEqual(try XCTUnwrap(frame(view, 43)).minY, 1934)
    XCTAssertEqual(view.contentOffset.y, 1932, accuracy: 0.5)
    view.dragDidChange(translation: CGPoint(x: 0, y: 110), velocity: CGPoint(x: 0, y: 600), at: 1.2)
    XCTAssertEqual(view.contentOffset.y, 1922, accuracy: 0.5)
  }

  /// The flow layout takes the same path with `sizeThatFits`: 300 wide, 20, 30, 40, 50 … high,
  /// one to a line, 10 apart, centred ((320 − 300) / 2 = 10): item 5 at 30 + 40 + 50 + 60 + 30 =
  /// 210; the lines after the screen at the 50-pt estimate: 12 at 540, the last (49, left-aligned
  /// at 0) at 540 + 37 × 60, the content 540 + 38 × 60 − 10 = 2810 high.
  func testTheFlowLayoutMeasuresWithSizeThatFitsOnTheSamePath() async throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 300, height: 50)
    let view = collection(layout, counts: [50], cell: FittingCell.self)
    XCTAssertEqual(frame(view, 0), CGRect(x: 10, y: 0, width: 300, height: 20))
    XCTAssertEqual(frame(view, 5), CGRect(x: 10, y: 210, width: 300, height: 30))
    XCTAssertEqual(frame(view, 10), CGRect(x: 10, y: 430, width: 300, height: 40))
    XCTAssertEqual(frame(view, 12)?.minY, 540)
    XCTAssertEqual(frame(view, 49), CGRect(x: 0, y: 540 + 37 * 60, width: 300, height: 50))
    XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 2810))
  }

  /// A subclass's `preferredLayoutAttributesFitting` is what counts (77 high), and an estimated
  /// header is measured too (`sizeThatFits`: 64), moving the items below it.
  func testAnOverrideAndAnEstimatedHeaderAreMeasured() async throws {
    let view = collection(list(header: true), counts: [5], cell: OverridingCell.self)
    let header = view.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: "header", at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 320, height: 64))
    XCTAssertEqual(frame(view, 0), CGRect(x: 0, y: 64, width: 320, height: 77))
    XCTAssertEqual(frame(view, 4), CGRect(x: 0, y: 64 + 4 * 77, width: 320, height: 77))
    XCTAssertEqual(view.contentSize.height, 64 + 5 * 77)
  }

  /// Ten chips of an estimated 50-pt width, 40 high, 8 apart, in a row that scrolls sideways.
  private func chipRow(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionView {
    let size = NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(40))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.interGroupSpacing = 8
    section.orthogonalScrollingBehavior = behavior
    return collection(UICollectionViewCompositionalLayout(section: section), counts: [10], cell: ChipCell.self)
  }

  /// A row of chips of estimated width (50) scrolling sideways, 8 apart: the six on screen are
  /// measured 40, 50, 60, 40, 50, 60 wide (at 0, 48, 106, 174, 222, 280); the four after keep the
  /// estimate, and the row's content is 300 + 4 × 50 + 9 × 8 = 572 wide.
  func testEstimatedWidthsInAnOrthogonalRowAreMeasured() async throws {
    let view = chipRow(.continuous)
    XCTAssertEqual((0..<7).compactMap { frame(view, $0)?.minX }, [0, 48, 106, 174, 222, 280, 348])
    XCTAssertEqual((0..<7).compactMap { frame(view, $0)?.width }, [40, 50, 60, 40, 50, 60, 50])
    XCTAssertEqual(view.orthogonalScrollers[0]?.contentSize, CGSize(width: 572, height: 40))
  }

  /// The same row resting on a group's leading edge rests on the measured edges: a release
  /// heading for 100 rests at 106 (item 2), one for 200 at 222 (item 4) — not on multiples of the
  /// estimated 58-pt pitch.
  func testALeadingBoundaryRowRestsOnTheMeasuredGroupEdges() async throws {
    let view = chipRow(.continuousGroupLeadingBoundary)
    let row = try XCTUnwrap(view.orthogonalScrollers[0])
    XCTAssertEqual(row.releaseTarget(proposed: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 800, y: 0)).x, 106)
    XCTAssertEqual(row.releaseTarget(proposed: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 800, y: 0)).x, 222)
  }

  /// Measurements follow their items through an insert (old item 0, 60 high, is item 1 now and
  /// keeps its 60 although an odd item would measure 30); a reloaded item is measured again (item
  /// 1: 30); at a new width (200) every cell on screen is measured again: the 11 at the 44-pt
  /// estimates (0 … 440), now all as items of their index (even 60, odd 30): item 10 at 5 × 90.
  func testAResizeOrAReloadedItemIsMeasuredAgain() async throws {
    ConstrainedCell.measured = 0
    let view = collection(list(), counts: [100])
    XCTAssertEqual(ConstrainedCell.measured, 11)
    source?.counts = [101]
    view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    view.layoutIfNeeded()
    XCTAssertEqual(ConstrainedCell.measured, 12, "only the inserted item is new")
    XCTAssertEqual(frame(view, 1)?.height, 60, "old item 0 (60 high) is item 1 now, still measured")
    view.reloadItems(at: [IndexPath(item: 1, section: 0)])
    view.layoutIfNeeded()
    XCTAssertEqual(ConstrainedCell.measured, 13)
    XCTAssertEqual(frame(view, 1)?.height, 30, "measured again as the odd item it is now")
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
    view.layoutIfNeeded()
    XCTAssertEqual(ConstrainedCell.measured, 24, "the 11 on screen measured again at the new width")
    XCTAssertEqual(frame(view, 1), CGRect(x: 0, y: 60, width: 200, height: 30))
    XCTAssertEqual(frame(view, 10), CGRect(x: 0, y: 450, width: 200, height: 60))
  }
}
