import Foundation
import ViewCore

/// What a reorder changed (UIKit's `NSDiffableDataSourceTransaction`): the snapshots before and
/// after, the difference of all items, and each section's part.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public let difference: CollectionDifference<ItemIdentifierType>
  public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// The transaction that turns `initial` into `final`.
  init(
    initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    initialSnapshot = initial
    finalSnapshot = final
    difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
    sectionTransactions = final.sectionIdentifiers.compactMap { section in
      let before = initial.itemIdentifiers(inSection: section)
      let after = final.itemIdentifiers(inSection: section)
      guard before != after else { return nil }
      var initialSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      initialSection.append(before)
      var finalSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      finalSection.append(after)
      return NSDiffableDataSourceSectionTransaction(
        sectionIdentifier: section, initialSnapshot: initialSection, finalSnapshot: finalSection,
        difference: after.difference(from: before).inferringMoves())
    }
  }
}

/// One section's part of a reorder (UIKit's `NSDiffableDataSourceSectionTransaction`).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  public let sectionIdentifier: SectionIdentifierType
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  public let difference: CollectionDifference<ItemIdentifierType>
}

extension UICollectionViewDiffableDataSource {
  /// Whether rows may be reordered and what the app is told around a reorder (UIKit's
  /// `UICollectionViewDiffableDataSource.ReorderingHandlers`).
  public struct ReorderingHandlers {
    public typealias Transaction = NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
    /// Whether the row of an item may be moved; nil: no row may (reordering is off).
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    public var willReorder: ((Transaction) -> Void)?
    /// Told after a row was moved, with what changed: update the app's own data from it.
    public var didReorder: ((Transaction) -> Void)?
    public init() {}
  }

  /// Moves `item` to `destination` in the current snapshot — in an outline, to the place of the
  /// sibling there (elsewhere it stays) — telling the reordering handlers; refused when
  /// `canReorderItem` says no or is not set.
  func reorder(_ item: ItemIdentifierType, to destination: IndexPath) {
    guard reorderingHandlers.canReorderItem?(item) == true, let source = indexPath(for: item), source != destination,
      let section = sectionIdentifier(for: destination.section)
    else { return }
    if let from = sectionIdentifier(for: source.section), from != section,
      sectionSnapshots[section] != nil || sectionSnapshots[from] != nil
    {
      return reorder(item, from: from, to: section, before: itemIdentifier(for: destination))
    }
    if var outline = sectionSnapshots[section] {
      guard let target = itemIdentifier(for: destination), target != item,
        outline.parent(of: target) == outline.parent(of: item)
      else { return collectionView?.setNeedsLayout() ?? () }
      let moved = outline.snapshot(of: item, includingParent: true)
      outline.delete([item])
      if destination.item > source.item {
        outline.insert(moved, after: target)
      } else {
        outline.insert(moved, before: target)
      }
      var final = current
      final.deleteItems(final.itemIdentifiers(inSection: section))
      final.appendItems(outline.visibleItems, toSection: section)
      let transaction = NSDiffableDataSourceTransaction(initial: current, final: final)
      reorderingHandlers.willReorder?(transaction)
      apply(outline, to: section, animatingDifferences: true)
      reorderingHandlers.didReorder?(transaction)
      return
    }
    var final = current
    final.deleteItems([item])
    let items = final.itemIdentifiers(inSection: section)
    if destination.item < items.count {
      final.insertItems([item], beforeItem: items[destination.item])
    } else {
      final.appendItems([item], toSection: section)
    }
    let transaction = NSDiffableDataSourceTransaction(initial: current, final: final)
    reorderingHandlers.willReorder?(transaction)
    apply(final, animatingDifferences: true)
    reorderingHandlers.didReorder?(transaction)
  }
}

extension UICollectionViewDiffableDataSource {
  /// Moves `item` from section `from` to section `to`, before `target` (at the end when nil),
  /// where either holds an outline: a top-level row without children moves to the top level of
  /// the other; anything else stays.
  private func reorder(
    _ item: ItemIdentifierType, from: SectionIdentifierType, to: SectionIdentifierType,
    before target: ItemIdentifierType?
  ) {
    var source = snapshot(for: from)
    var destination = snapshot(for: to)
    guard source.parent(of: item) == nil, !source.hasChildren(item) else {
      return collectionView?.setNeedsLayout() ?? ()
    }
    source.delete([item])
    if let target, destination.parent(of: target) == nil {
      destination.insert([item], before: target)
    } else {
      destination.append([item])
    }
    var final = current
    for (section, outline) in [(from, source), (to, destination)] {
      final.deleteItems(final.itemIdentifiers(inSection: section))
      final.appendItems(outline.visibleItems, toSection: section)
    }
    let transaction = NSDiffableDataSourceTransaction(initial: current, final: final)
    reorderingHandlers.willReorder?(transaction)
    apply(final, animatingDifferences: true)
    sectionSnapshots[from] = source
    sectionSnapshots[to] = destination
    refreshOutlines()
    reorderingHandlers.didReorder?(transaction)
  }
}

extension UICollectionViewDiffableDataSource: ListReordering {
  func canReorderItem(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath) else { return false }
    return reorderingHandlers.canReorderItem?(item) == true
  }

  func moveItem(at source: IndexPath, to destination: IndexPath) {
    guard let item = itemIdentifier(for: source) else { return }
    reorder(item, to: destination)
  }
}
