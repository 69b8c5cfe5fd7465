import Foundation
import ViewCore

/// Supplies a collection view's sections, items and views (UIKit's `UICollectionViewDataSource`).
/// The two item methods are required; one section by default.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// A header, footer or other supplementary view, from
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionView.report(
      "the layout asked for a supplementary view of kind \(kind) at \(indexPath), and the data source gives none "
        + "(collectionView(_:viewForSupplementaryElementOfKind:at:) is not implemented)")
    return UICollectionReusableView()
  }
}

/// A collection view's delegate (UIKit's `UICollectionViewDelegate`), also its scroll view's
/// delegate: assign it to `delegate`. Every method is optional.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// A tap selected the item (not sent for `selectItem(at:animated:scrollPosition:)`).
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// The context menu for the items a right click at `point` (in the collection view) is on;
  /// nil (the default) asks `contextMenuConfigurationForItemAt`.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The context menu for the item a right click at `point` is on; nil (the default) for none.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}
