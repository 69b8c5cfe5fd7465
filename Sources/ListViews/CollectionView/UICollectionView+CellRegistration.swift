import Foundation
import ViewCore

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

extension UICollectionView {
  /// A supplementary view class for a kind and how to configure it (UIKit's
  /// `UICollectionView.SupplementaryRegistration`).
  @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let identifier = "SupplementaryRegistration-\(UUID().uuidString)"
    let elementKind: String
    let handler: Handler

    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A supplementary view of the registration's class and kind for `indexPath`, configured.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = SupplementaryKey(kind: registration.elementKind, identifier: registration.identifier)
    if supplementaryClasses[key] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
    let view = dequeued as? Supplementary ?? Supplementary(frame: .zero)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
