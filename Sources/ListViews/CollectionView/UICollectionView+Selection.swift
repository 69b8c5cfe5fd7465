import Foundation
import ViewCore

/// Selection, by taps on cells and in code, with UIKit's delegate messages.
extension UICollectionView {
  /// The selected items, in index path order; nil when none is selected, as UIKit.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems.sorted()
  }

  /// Selects `indexPath` (nil: deselects all) without delegate messages, scrolling it to
  /// `scrollPosition`; in single selection the others are deselected.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    reloadCountsIfNeeded()
    guard let indexPath else {
      for item in selectedItems { deselectItem(at: item, animated: animated) }
      return
    }
    guard isValid(indexPath) else { return reportOnce("selectItem: \(indexPath) is out of range") }
    if !allowsMultipleSelection {
      for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
    }
    selectedItems.insert(indexPath)
    liveCells[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects `indexPath` without delegate messages.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.remove(indexPath)
    liveCells[indexPath]?.isSelected = false
  }

  /// A touch on `cell` (after the scroll view's delay): highlight on press, select on a lift
  /// inside that no drag took; moving off or a cancel ends the press.
  func cellTouch(_ cell: UICollectionViewCell, phase: UITouch.Phase, inside: Bool) {
    guard let indexPath = liveCells.first(where: { $0.value === cell })?.key else { return }
    switch phase {
    case .began:
      if listSwipe != nil {
        closeListSwipe(animated: true)
        return
      }
      guard allowsSelection, pressedItem == nil else { return }
      if let delegate = collectionDelegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) { return }
      pressedItem = indexPath
      cell.isHighlighted = true
      collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    case .moved, .stationary:
      if !inside { endPress(at: indexPath, cell) }
    case .ended:
      guard endPress(at: indexPath, cell), inside, !isDragging else { return }
      if let listCell = cell as? UICollectionViewListCell, listCell.togglesOutlineOnTap { listCell.toggleOutline() }
      selectFromTap(indexPath)
    case .cancelled:
      endPress(at: indexPath, cell)
    }
  }

  @discardableResult
  private func endPress(at indexPath: IndexPath, _ cell: UICollectionViewCell) -> Bool {
    guard pressedItem == indexPath else { return false }
    pressedItem = nil
    cell.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    return true
  }

  /// UIKit's tap: in multiple selection a selected item is deselected (if the delegate agrees);
  /// otherwise `shouldSelectItemAt` may veto, the previous selection is deselected (with
  /// `didDeselectItemAt`), then `didSelectItemAt`.
  func selectFromTap(_ indexPath: IndexPath) {
    let delegate = collectionDelegate
    if allowsMultipleSelection, selectedItems.contains(indexPath) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      deselectItem(at: indexPath, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for item in selectedItems.sorted() where item != indexPath {
        deselectItem(at: item, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: item)
      }
    }
    selectedItems.insert(indexPath)
    liveCells[indexPath]?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }
}
