import Foundation

extension UICollectionView {
  /// A cell class and how to configure it for an item (UIKit's `UICollectionView.CellRegistration`):
  /// `dequeueConfiguredReusableCell(using:for:item:)` registers it on first use.
  @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let identifier = "CellRegistration-\(UUID().uuidString)"
    let handler: Handler

    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// A cell of the registration's class for `indexPath`, configured for `item` by its handler.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if cellClasses[registration.identifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    let cell = dequeued as? Cell ?? Cell(frame: .zero)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}
