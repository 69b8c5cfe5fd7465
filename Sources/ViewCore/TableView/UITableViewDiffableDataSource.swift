import Foundation

/// A table's data source from snapshots (UIKit's `UITableViewDiffableDataSource`): `apply` works
/// out the difference from the current snapshot (as the collection view's does) and performs it as
/// one batch of row updates with `defaultRowAnimation`. Keep a reference to it: the table's
/// `dataSource` is weak, as on iOS.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  NSObject, UITableViewDataSource
{
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// How inserted and deleted rows come and go.
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Becomes `tableView`'s data source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  open func snapshot() -> Snapshot { current }

  /// Makes `snapshot` current: the difference as one batch of row updates, animated unless asked
  /// not to; a change of the sections' order reloads.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    guard let tableView,
      let update = UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.difference(
        from: current, to: snapshot)
    else {
      current = snapshot
      tableView?.reloadData()
      completion?()
      return
    }
    let animation = animatingDifferences ? defaultRowAnimation : .none
    tableView.performBatchUpdates(
      {
        self.current = snapshot
        tableView.pendingRowUpdate?.update = update
        tableView.pendingRowUpdate?.animations[IndexPath()] = animation
      }, completion: { _ in completion?() })
  }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

  // MARK: UITableViewDataSource

  public func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.numberOfItems(inSectionAt: section)
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
    Diagnostics.report("the cell provider returned nil for \(indexPath)", from: "UITableViewDiffableDataSource")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}
