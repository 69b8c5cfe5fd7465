import XCTest

@testable import ListViews
@testable import ViewCore

/// A list row's place in its section (first, last) follows it when rows move, so an inset grouped
/// card keeps its rounded ends on the rows at its ends.
@MainActor
final class ListRowPlaceTests: XCTestCase {
  /// Moving the first of three rows to the end of an inset grouped section: the moved row (kept,
  /// not dequeued again) now rounds the card's bottom, the new first row its top, the middle one
  /// neither.
  func testARowMovedToTheEndOfAnInsetGroupedCardRoundsItsBottom() async throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let window = UIWindow(frame: view.frame)
    window.addSubview(view)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, title in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    dataSource.apply(snapshot, animatingDifferences: false)
    window.layoutIfNeeded()
    let moved = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    snapshot.moveItem("a", afterItem: "c")
    dataSource.apply(snapshot, animatingDifferences: true)
    window.advanceUntilIdle(from: window.currentTime)
    window.layoutIfNeeded()
    let cells = try (0..<3).map { item in
      try XCTUnwrap(view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
    }
    XCTAssertTrue(cells[2] === moved, "the row moved, not dequeued again")
    let places = cells.map { [$0.listContext.isFirstInSection, $0.listContext.isLastInSection] }
    XCTAssertEqual(places, [[true, false], [false, false], [false, true]], "b first, c middle, a last")
    let radii = cells.map { $0.backgroundConfigurationView?.layer.cornerRadius ?? -1 }
    XCTAssertEqual(radii, [10, 0, 10], "rounded ends on the card's first and last rows only")
  }

  /// A row dragged by its grip onto the first row of the next section joins that section there,
  /// as on iOS (the app's `didReorder` hears of it once), and both cards' ends follow.
  func testARowDraggedOntoTheNextSectionJoinsIt() async throws {
    try dragOntoTheNextSection(withSectionSnapshots: false)
  }

  /// The same with each section applied as a section snapshot, as Apple's reorderable list does.
  func testARowDraggedOntoTheNextSectionsOutlineJoinsIt() async throws {
    try dragOntoTheNextSection(withSectionSnapshots: true)
  }

  private func dragOntoTheNextSection(withSectionSnapshots: Bool) throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let window = UIWindow(frame: view.frame)
    window.addSubview(view)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      cell.accessories = [.reorder(displayed: .always)]
    }
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) {
      view, indexPath, title in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    }
    var reorders = 0
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { _ in reorders += 1 }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems(["a1", "a2", "a3"], toSection: "A")
    snapshot.appendItems(["b1", "b2"], toSection: "B")
    if withSectionSnapshots {
      for (section, items) in [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])] {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(items)
        dataSource.apply(outline, to: section, animatingDifferences: false)
      }
    } else {
      dataSource.apply(snapshot, animatingDifferences: false)
    }
    window.layoutIfNeeded()
    _ = window.makeDisplayList()
    let from = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0))).frame
    let onto = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 1))).frame
    let x = from.maxX - 22
    var time: TimeInterval = 1
    window.handle([Finger.down(x, from.midY, at: time)])
    for step in 1...20 {
      time += 0.02
      window.handle([Finger.move(x, from.midY + (onto.midY - from.midY) * CGFloat(step) / 20, at: time)])
    }
    time += 0.02
    window.handle([Finger.up(x, onto.midY, at: time)])
    window.advanceUntilIdle(from: time)
    window.layoutIfNeeded()
    let now = dataSource.snapshot()
    XCTAssertEqual(now.itemIdentifiers(inSection: "A"), ["a2", "a3"])
    XCTAssertEqual(now.itemIdentifiers(inSection: "B"), ["a1", "b1", "b2"])
    XCTAssertEqual(reorders, 1)
    if withSectionSnapshots {
      XCTAssertEqual(dataSource.snapshot(for: "B").items, ["a1", "b1", "b2"], "the outline moved too")
    }
    let ends = try [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)].map
    {
      let cell = try XCTUnwrap(view.cellForItem(at: $0) as? UICollectionViewListCell)
      return [cell.listContext.isFirstInSection, cell.listContext.isLastInSection]
    }
    XCTAssertEqual(ends, [[false, true], [true, false], [false, false]], "a3 ends A, a1 starts B, b1 between")
  }
}
