import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Snapshots and the diffable data source against differences worked out by hand.
@MainActor
final class DiffableDataSourceTests: XCTestCase {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>
  private let path = { (item: Int, section: Int) in IndexPath(item: item, section: section) }

  private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  /// 1 2 3 4 5 → 2 4 3 6 5: 1 deleted, 6 inserted at 3, and of 2 3 4 5 (old places 1 3 2 4 in the
  /// new order) the longest run in order is 1 2 4 — so 4 moves from 3 to 1.
  func testTheDifferenceIsDeletesInsertsAndTheFewestMoves() async throws {
    let update = try XCTUnwrap(
      UICollectionViewDiffableDataSource<String, Int>.difference(
        from: snapshot([("A", [1, 2, 3, 4, 5])]), to: snapshot([("A", [2, 4, 3, 6, 5])])))
    XCTAssertEqual(update.deletedItems, [path(0, 0)])
    XCTAssertEqual(update.insertedItems, [path(3, 0)])
    XCTAssertEqual(update.movedItems.map(\.from), [path(3, 0)])
    XCTAssertEqual(update.movedItems.map(\.to), [path(1, 0)])
    // Sections: B deleted (its items with it), C inserted; 7 moves from A to the end of A's items.
    let sections = try XCTUnwrap(
      UICollectionViewDiffableDataSource<String, Int>.difference(
        from: snapshot([("A", [7, 1]), ("B", [2])]), to: snapshot([("A", [1, 7]), ("C", [3])])))
    XCTAssertEqual(sections.deletedSections, [1])
    XCTAssertEqual(sections.insertedSections, [1])
    XCTAssertEqual(sections.movedItems.count, 1)
    XCTAssertTrue(sections.deletedItems.isEmpty && sections.insertedItems.isEmpty, "whole sections carry their items")
  }

  /// Applied to a collection view: the cells follow their items (the cell that showed 4 shows it
  /// at its new place), the new item gets a cell, and the lookups answer from the new snapshot.
  func testApplyingASnapshotMovesCellsWithTheirItems() async throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    window.addSubview(collection)
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in cell.tag = item }
    let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    source.apply(snapshot([("A", [1, 2, 3, 4, 5])]), animatingDifferences: false)
    collection.layoutIfNeeded()
    XCTAssertEqual(collection.visibleCells.map(\.tag), [1, 2, 3, 4, 5])
    let four = try XCTUnwrap(collection.cellForItem(at: path(3, 0)))
    var done = false
    source.apply(snapshot([("A", [2, 4, 3, 6, 5])])) { done = true }
    XCTAssertTrue(collection.cellForItem(at: path(1, 0)) === four, "4's cell moved with it")
    XCTAssertEqual(collection.visibleCells.map(\.tag), [2, 4, 3, 6, 5])
    XCTAssertEqual(source.indexPath(for: 6), path(3, 0))
    XCTAssertEqual(source.itemIdentifier(for: path(0, 0)), 2)
    window.advance(to: window.currentTime + 0.5)
    XCTAssertTrue(done, "the completion ran after the animation")
  }

  func testASnapshotRefusesWhatUIKitRefuses() async throws {
    var snapshot = Snapshot()
    snapshot.appendItems([1])
    XCTAssertEqual(snapshot.numberOfItems, 0, "no section to append to")
    snapshot.appendSections(["A"])
    snapshot.appendItems([1, 2, 2])
    XCTAssertEqual(snapshot.itemIdentifiers, [], "duplicates refused, nothing added")
    snapshot.appendItems([1, 3])
    snapshot.insertItems([2], afterItem: 1)
    snapshot.moveItem(3, beforeItem: 1)
    XCTAssertEqual(snapshot.itemIdentifiers, [3, 1, 2])
    snapshot.insertItems([9], beforeItem: 42)
    XCTAssertEqual(snapshot.itemIdentifiers, [3, 1, 2], "an anchor that is not there changes nothing")
    XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 2), "A")
    XCTAssertEqual(snapshot.indexOfItem(2), 2)
  }

  /// A controller that applies its first snapshot in `viewDidLoad`, before its view is in a
  /// window and before it fills what its supplementary provider reads (Apple's "Section Headers
  /// and Footers" sample does this): off screen, as on iOS, the apply is a `reloadData()`, so no
  /// provider runs until the first layout in a window, and the data source answers at once.
  func testApplyingOffScreenAsksForNothingUntilTheFirstLayoutInAWindow() async throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.headerReferenceSize = CGSize(width: 320, height: 30)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    var titles: [String] = []
    var asked: [String] = []
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
      asked.append("cell \(item)")
      cell.tag = item
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      asked.append("header \(titles[indexPath.section])")
    }
    let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    source.supplementaryViewProvider = { view, _, indexPath in
      view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    source.apply(snapshot([("A", [1, 2]), ("B", [3])]), animatingDifferences: false)
    XCTAssertEqual(asked, [], "nothing is asked for off screen")
    XCTAssertEqual(source.itemIdentifier(for: path(0, 1)), 3, "the snapshot is current at once")
    titles = ["First", "Second"]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(collection)
    collection.layoutIfNeeded()
    XCTAssertEqual(collection.visibleCells.map(\.tag).sorted(), [1, 2, 3])
    XCTAssertTrue(asked.contains("header First") && asked.contains("header Second"), "\(asked)")
  }
}

/// The table's diffable data source: the same difference, performed as row updates.
@MainActor
final class TableDiffableDataSourceTests: XCTestCase {
  func testApplyingASnapshotToATableMovesRowsWithTheirItems() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    window.addSubview(table)
    let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "\(item)"
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A"])
    snapshot.appendItems([1, 2, 3, 4, 5])
    source.apply(snapshot, animatingDifferences: false)
    _ = window.makeDisplayList()
    let four = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    snapshot.deleteItems([1])
    snapshot.moveItem(4, beforeItem: 3)
    snapshot.insertItems([6], afterItem: 3)
    XCTAssertEqual(snapshot.itemIdentifiers, [2, 4, 3, 6, 5])
    source.apply(snapshot)
    XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === four, "4's row moved with it")
    window.advance(to: window.currentTime + 0.15)
    let drawn = four.presentedTransformToSuperview.ty
    XCTAssertGreaterThan(drawn, 44, "sliding up from row 3 (132) to row 1 (44): \(drawn)")
    XCTAssertLessThan(drawn, 132)
    let texts = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
    XCTAssertEqual(texts, ["2", "4", "3", "6", "5"])
    XCTAssertEqual(source.indexPath(for: 6), IndexPath(row: 3, section: 0))
  }
}
