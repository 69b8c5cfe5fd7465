import Foundation
import ViewCore

/// A collection view's data source from snapshots (UIKit's `UICollectionViewDiffableDataSource`):
/// `apply(_:animatingDifferences:)` works out what was deleted, inserted, moved and reloaded
/// between the current snapshot and the new one and performs it as one batch update. Keep a
/// reference to it: the collection view's `dataSource` is weak, as on iOS.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  NSObject, UICollectionViewDataSource
{
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  public var supplementaryViewProvider: SupplementaryViewProvider?
  var current = Snapshot()
  /// The outlines applied to sections (`apply(_:to:animatingDifferences:completion:)`), by section.
  var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
  /// What happens as an outline's rows expand and collapse.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
  /// Whether rows may be reordered, and what the app is told when they were.
  public var reorderingHandlers = ReorderingHandlers()

  /// Becomes `collectionView`'s data source.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// A copy of the current snapshot.
  open func snapshot() -> Snapshot { current }

  /// Makes `snapshot` current: the differences as one batch update, animated unless asked not to.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    keepSectionSnapshots(matching: snapshot)
    guard let collectionView else {
      current = snapshot
      completion?()
      return
    }
    // Off screen there is nothing to animate: as on iOS, the snapshot is taken as `reloadData()`,
    // whose cells and supplementary views are asked for at the first layout in a window (a
    // controller that applies in `viewDidLoad` before filling what its providers read works).
    guard collectionView.window != nil, let update = Self.difference(from: current, to: snapshot) else {
      // Off screen, or the sections' order changed (no batch describes that here): reloaded.
      current = snapshot
      collectionView.reloadData()
      completion?()
      return
    }
    let perform = {
      collectionView.performBatchUpdates(
        {
          self.current = snapshot
          collectionView.pendingUpdate = update
        }, completion: { _ in completion?() })
    }
    if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
  }

  /// Makes `snapshot` current with `reloadData()`, no differences worked out.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  // MARK: UICollectionViewDataSource

  public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.numberOfItems(inSectionAt: section)
  }

  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
      showOutline(of: item, at: indexPath, in: cell)
      return cell
    }
    collectionView.reportOnce("the cell provider returned nil for \(indexPath); an empty cell stands in")
    return UICollectionViewCell()
  }

  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    collectionView.reportOnce("no supplementary view provider gave a \(kind) for \(indexPath)")
    return UICollectionReusableView()
  }

  // MARK: The difference

  /// The batch that turns `old` into `new`: sections deleted and inserted by identifier; items
  /// deleted, inserted, and — among those in both, in sections in both — moved where they fall
  /// out of the longest run that keeps its order; reloads and reconfigurations marked in `new`.
  /// Nil when sections in both changed their order.
  static func difference(from old: Snapshot, to new: Snapshot) -> CollectionUpdate? {
    var update = CollectionUpdate()
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let kept = oldSections.filter { newSections.contains($0) }
    guard kept == newSections.filter({ oldSections.contains($0) }) else { return nil }
    update.deletedSections = IndexSet(oldSections.indices.filter { !newSections.contains(oldSections[$0]) })
    update.insertedSections = IndexSet(newSections.indices.filter { !oldSections.contains(newSections[$0]) })
    var oldPaths: [ItemIdentifierType: IndexPath] = [:]
    for (section, identifier) in oldSections.enumerated() {
      for (item, value) in old.itemIdentifiers(inSection: identifier).enumerated() {
        oldPaths[value] = IndexPath(item: item, section: section)
      }
    }
    // Items in both, in the new order, with their old places.
    var common: [(old: IndexPath, new: IndexPath)] = []
    var newPaths: [ItemIdentifierType: IndexPath] = [:]
    for (section, identifier) in newSections.enumerated() {
      for (item, value) in new.itemIdentifiers(inSection: identifier).enumerated() {
        let path = IndexPath(item: item, section: section)
        newPaths[value] = path
        guard !update.insertedSections.contains(section) else { continue }
        if let before = oldPaths[value], !update.deletedSections.contains(before.section) {
          common.append((before, path))
        } else {
          update.insertedItems.insert(path)
        }
      }
    }
    for (value, path) in oldPaths where !update.deletedSections.contains(path.section) {
      guard let after = newPaths[value], !update.insertedSections.contains(after.section) else {
        update.deletedItems.insert(path)
        continue
      }
    }
    let staying = Set(longestIncreasingRun(common.map(\.old)))
    for pair in common where !staying.contains(pair.old) { update.movedItems.append((pair.old, pair.new)) }
    let marked = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
    for value in marked {
      if let path = oldPaths[value], staying.contains(path), newPaths[value] != nil {
        update.reloadedItems.insert(path)
      }
    }
    return update
  }

  /// The longest subsequence of `paths` that is in increasing order (patience sorting).
  static func longestIncreasingRun(_ paths: [IndexPath]) -> [IndexPath] {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: paths.count)
    for index in paths.indices {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if paths[tails[middle]] < paths[index] { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [IndexPath] = []
    var index = tails.last ?? -1
    while index >= 0 {
      run.append(paths[index])
      index = previous[index]
    }
    return run.reversed()
  }
}
