import Foundation
import ViewCore

/// Section snapshots on a collection view's diffable data source: each section can hold an
/// outline whose visible items are the section's items; an outline's parent rows expand and
/// collapse (their outline disclosure, or a tap on a header-style row), animated, as the
/// `sectionSnapshotHandlers` allow.
extension UICollectionViewDiffableDataSource: OutlineExpanding {
  /// What is asked and told as an outline's rows expand and collapse (UIKit's
  /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`).
  public struct SectionSnapshotHandlers<Item: Hashable> {
    public var shouldExpandItem: ((Item) -> Bool)?
    public var willExpandItem: ((Item) -> Void)?
    public var shouldCollapseItem: ((Item) -> Bool)?
    public var willCollapseItem: ((Item) -> Void)?
    /// The children to show for a parent about to expand, given the section's snapshot.
    public var snapshotForExpandingParentItem:
      ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
    public init() {}
  }

  /// Makes `snapshot`'s visible items the items of `section` (appending the section if it is not
  /// there), the difference animated unless asked not to.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var whole = current
    if whole.indexOfSection(section) == nil {
      whole.appendSections([section])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: section))
    }
    whole.appendItems(snapshot.visibleItems, toSection: section)
    apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    sectionSnapshots[section] = snapshot
    refreshOutlines()
  }

  /// The outline of `section`: the one applied, else its items as roots.
  public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let outline = sectionSnapshots[section] { return outline }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }

  /// Forgets the outlines of sections whose items `snapshot` changes.
  func keepSectionSnapshots(matching snapshot: Snapshot) {
    for (section, outline) in sectionSnapshots
    where snapshot.indexOfSectionQuietly(section) == nil
      || snapshot.itemIdentifiers(inSection: section) != outline.visibleItems
    {
      sectionSnapshots[section] = nil
    }
  }

  /// Expands or collapses the row at `indexPath`, if it is an outline's parent.
  func toggleExpansion(at indexPath: IndexPath, in collectionView: UICollectionView) {
    guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
      var outline = sectionSnapshots[section],
      outline.hasChildren(item) || sectionSnapshotHandlers.snapshotForExpandingParentItem != nil
    else { return }
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
      if let provider = handlers.snapshotForExpandingParentItem { outline = provider(item, outline) }
      outline.expand([item])
    }
    apply(outline, to: section, animatingDifferences: true)
  }

  /// Gives a list cell its outline level and expanded state.
  func showOutline(of item: ItemIdentifierType, at indexPath: IndexPath, in cell: UICollectionViewCell) {
    guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
      outline.contains(item)
    else { return }
    if let listCell = cell as? UICollectionViewListCell { listCell.indentationLevel = outline.level(of: item) }
    if cell.outlineExpanded != outline.isExpanded(item) {
      cell.outlineExpanded = outline.isExpanded(item)
      cell.setNeedsUpdateConfiguration()
    }
  }

  /// Updates the cells on screen after an outline changed.
  func refreshOutlines() {
    guard let collectionView else { return }
    for cell in collectionView.visibleCells {
      guard let indexPath = collectionView.indexPath(for: cell), let item = itemIdentifier(for: indexPath) else {
        continue
      }
      showOutline(of: item, at: indexPath, in: cell)
    }
  }
}

extension NSDiffableDataSourceSnapshot {
  /// The section's index, with no message when it is not there.
  func indexOfSectionQuietly(_ identifier: Section) -> Int? { sections.firstIndex(of: identifier) }
}
