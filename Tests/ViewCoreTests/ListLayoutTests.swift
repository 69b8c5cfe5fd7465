import Synchronization
import XCTest

@testable import ListViews
@testable import ViewCore

/// A cell whose own state key, set in its `configurationState` override, reaches
/// `updateConfiguration(using:)`, as iOS's custom states do.
@MainActor
private final class StarCell: UICollectionViewListCell {
  static let starred = UIConfigurationStateCustomKey("test.starred")
  var isStarred = false {
    didSet { setNeedsUpdateConfiguration() }
  }
  var seen: [Bool] = []

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state[Self.starred] = isStarred
    return state
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    seen.append(state[Self.starred] as? Bool ?? false)
  }
}

/// List sections, section backgrounds and item badges against frames worked out by hand, in a
/// 320-pt-wide collection view.
@MainActor
final class ListLayoutTests: XCTestCase {
  private var source: CountsDataSource?

  private func collection(_ layout: UICollectionViewLayout, counts: [Int], cell: UICollectionViewCell.Type)
    -> (UICollectionView, UIWindow)
  {
    let source = CountsDataSource(counts)
    self.source = source
    return source.collection(layout, cell: cell)
  }

  /// An inset grouped list's cards stand in by the layout margin, as an inset grouped table's:
  /// 16 pt in a compact width, 20 pt in a regular one.
  func testAnInsetGroupedListStandsInByItsWidthsLayoutMargin() async throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
    let (view, window) = collection(layout, counts: [1], cell: UICollectionViewListCell.self)
    let first = IndexPath(item: 0, section: 0)
    XCTAssertEqual(view.cellForItem(at: first)?.frame.minX, 16, "a 320-pt window: compact")
    window.resize(to: CGSize(width: 900, height: 600))
    view.frame = window.bounds
    view.layoutIfNeeded()
    XCTAssertEqual(view.cellForItem(at: first)?.frame.minX, 20, "a 900-pt window: regular")
    XCTAssertEqual(view.cellForItem(at: first)?.frame.width, 860)
  }

  /// An inset grouped list: rows 44 pt tall, 16 pt in from each side, the section 18 pt below the
  /// top; separators 16 pt into the row (the text's inset) under every row but the last; the
  /// first and last rows round their outer corners (10 pt) by clipping.
  func testAnInsetGroupedListsRowsSeparatorsAndCorners() async throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
    let (view, _) = collection(layout, counts: [3], cell: UICollectionViewListCell.self)
    let cells = try (0..<3).map {
      try XCTUnwrap(view.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell)
    }
    XCTAssertEqual(
      cells.map(\.frame), (0..<3).map { CGRect(x: 16, y: 18 + 44 * CGFloat($0), width: 288, height: 44) },
      "a compact width's cards stand 16 pt in, as an inset grouped table's")
    XCTAssertEqual(cells.map(\.separatorView.isHidden), [false, false, true], "no separator under the last row")
    XCTAssertEqual(cells[0].separatorView.frame, CGRect(x: 16, y: 43, width: 272, height: 1))
    XCTAssertEqual(cells.map(\.clipsToBounds), [true, true, true], "a swiped row's content stays in its card")
    XCTAssertEqual(
      cells[0].backgroundConfigurationView?.frame, CGRect(x: 0, y: 0, width: 288, height: 54),
      "reaches 10 pt past the bottom")
    XCTAssertEqual(cells[2].backgroundConfigurationView?.frame, CGRect(x: 0, y: -10, width: 288, height: 54))
    XCTAssertEqual(view.contentSize.height, 18 + 132 + 18)
  }

  /// A pressed list row's background turns iOS's selected grey and back; a state of the app's
  /// own reaches `updateConfiguration(using:)`.
  func testStatesReachUpdateConfigurationAndTheBackground() async throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let (view, _) = collection(layout, counts: [2], cell: StarCell.self)
    let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? StarCell)
    XCTAssertEqual(cell.backgroundConfigurationView?.backgroundColor, .systemBackground)
    cell.isHighlighted = true
    cell.layoutIfNeeded()
    XCTAssertEqual(cell.backgroundConfigurationView?.backgroundColor?.description, "#D1D1D6FF")
    cell.isHighlighted = false
    cell.isStarred = true
    cell.layoutIfNeeded()
    XCTAssertEqual(cell.backgroundConfigurationView?.backgroundColor, .systemBackground)
    XCTAssertEqual(cell.seen.last, true, "the custom state arrived")
  }

  /// Items 100 × 100 in rows of three (the section inset 10): a background 5 pt in from the
  /// section's area, behind the cells; a 20-pt badge on each item's top-trailing corner moved by
  /// 0.3 of its size out and up.
  func testABackgroundDecorationAndItemBadges() async throws {
    let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "header", containerAnchor: anchor)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    let (view, _) = collection(layout, counts: [4], cell: UICollectionViewCell.self)
    // Two rows of 100 between insets of 10: the area is 320 × 220, the background 310 × 210.
    let decoration = try XCTUnwrap(view.liveDecorations.values.first)
    XCTAssertEqual(decoration.frame, CGRect(x: 5, y: 5, width: 310, height: 210))
    XCTAssertLessThan(decoration.appliedZIndex, 0)
    let first = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertLessThan(
      try XCTUnwrap(view.subviews.firstIndex(of: decoration)), try XCTUnwrap(view.subviews.firstIndex(of: first)),
      "behind the cells")
    // Item 0 is (10, 10, 100, 100): its badge's top-trailing corner at (110, 10), then +6, −6.
    let badges = view.liveSupplementaries.filter { $0.key.indexPath == IndexPath(item: 0, section: 0) }.map(\.value)
    XCTAssertEqual(badges.map(\.frame), [CGRect(x: 96, y: 4, width: 20, height: 20)])
    XCTAssertEqual(
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: "header", at: IndexPath(item: 3, section: 0))?
        .frame, CGRect(x: 96, y: 104, width: 20, height: 20), "item 3 starts the second row, at y 110")
  }

  /// An outline: visible items are the roots and the children of expanded parents that show;
  /// levels count parents; a deleted parent takes its children; a duplicate is refused, said once.
  func testASectionSnapshotsOutline() async {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["a", "b"])
    outline.append(["a1", "a2"], to: "a")
    outline.append(["a2x"], to: "a2")
    XCTAssertEqual(outline.visibleItems, ["a", "b"])
    outline.expand(["a", "a2"])
    XCTAssertEqual(outline.visibleItems, ["a", "a1", "a2", "a2x", "b"])
    outline.collapse(["a"])
    XCTAssertEqual(outline.visibleItems, ["a", "b"])
    XCTAssertTrue(outline.isExpanded("a2"), "a child keeps its own expansion")
    XCTAssertFalse(outline.isVisible("a2x"))
    XCTAssertEqual(outline.level(of: "a2x"), 2)
    XCTAssertEqual(outline.parent(of: "a2x"), "a2")
    XCTAssertEqual(outline.snapshot(of: "a").items, ["a1", "a2", "a2x"])
    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    outline.append(["b"], to: "a1")
    XCTAssertEqual(outline.items, ["a", "a1", "a2", "a2x", "b"], "the duplicate changed nothing")
    XCTAssertEqual(lines.withLock { $0.count }, 1, "\(lines.withLock { $0 })")
    outline.delete(["a"])
    XCTAssertEqual(outline.items, ["b"])
  }

  /// A badge the data source hides (a count of zero) stays hidden: the collection view shows a
  /// dequeued view before the data source configures it, not after.
  func testABadgeTheDataSourceHidesStaysHidden() async throws {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    let window = UIWindow(frame: view.frame)
    window.addSubview(view)
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    let badges = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "badge") {
      view, _, indexPath in view.isHidden = indexPath.item % 2 == 1
    }
    let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    source.supplementaryViewProvider = { view, _, indexPath in
      view.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<4))
    source.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    let shown = view.liveSupplementaries.sorted { $0.key.indexPath < $1.key.indexPath }.map { !$0.value.isHidden }
    XCTAssertEqual(shown, [true, false, true, false], "items 1 and 3 have no badge")
  }
}
