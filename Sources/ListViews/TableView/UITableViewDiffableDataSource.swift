import Foundation
import ViewCore

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
    // Off screen (no window), as on iOS, the snapshot is taken as `reloadData()`: rows are asked
    // for at the first layout in a window.
    guard let tableView, tableView.window != nil,
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

  // Every data source method a subclass overrides on iOS (the defaults are the protocol's).

  /// The text of a section's header; nil (the default) for none.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// The text of a section's footer; nil (the default) for none.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// True. Like the protocol's default, it notes that the answer was not the subclass's own.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    tableView.defaultImplementationAnswered = true
    return true
  }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing but tell the table that rows do not move (a subclass that overrides it moves them).
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    tableView.defaultImplementationAnswered = true
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
    Diagnostics.report("the cell provider returned nil for \(indexPath)", from: "UITableViewDiffableDataSource")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}
