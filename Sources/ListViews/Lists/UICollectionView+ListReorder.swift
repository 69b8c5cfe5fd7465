import Foundation
import ViewCore

/// Reordering list rows by their grip (`UICellAccessory.reorder()`): a drag that starts on a
/// shown grip lifts the row, which follows the pointer vertically; the release drops it where
/// its middle is — into another section too, as on iOS; among its siblings in an outline — and
/// the data source moves the item (telling its `reorderingHandlers`), animated.
extension UICollectionView {
  /// Adds the reorder pan once a list section is laid out.
  func installListReorderIfNeeded() {
    guard listReorderPan == nil, let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.laidOut.contains(where: { $0.section?.listConfiguration != nil })
    else { return }
    let pan = ListReorderPanGestureRecognizer()
    // Below the scroll pan's threshold, so that a drag on a grip lifts the row rather than scrolls.
    pan.hysteresis = ReorderPanGestureRecognizer.liftDistance
    pan.addTarget(self) { [weak self] recognizer in self?.handleListReorder(recognizer) }
    addGestureRecognizer(pan)
    listReorderPan = pan
  }

  /// The item whose shown reorder grip is at `point` (content coordinates), if its data source
  /// lets it move.
  func reorderGripItem(at point: CGPoint) -> IndexPath? {
    guard let indexPath = indexPathForItem(at: point), let cell = liveCells[indexPath] as? UICollectionViewListCell,
      let reordering = dataSource as? ListReordering, reordering.canReorderItem(at: indexPath)
    else { return nil }
    let onGrip = cell.accessoryViews.contains { view in
      guard case .reorder = view.accessory.kind, !view.isHidden else { return false }
      return view.bounds.contains(view.convert(point, from: self))
    }
    return onGrip ? indexPath : nil
  }

  private func handleListReorder(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    let translation = pan.translation(in: self)
    switch pan.state {
    case .began:
      let point = pan.location(in: self)
      guard let source = reorderGripItem(at: CGPoint(x: point.x - translation.x, y: point.y - translation.y)),
        let cell = liveCells[source]
      else { return }
      if listSwipe != nil { closeListSwipe(animated: false) }
      listReorder = ListReorderState(source: source, cell: cell)
      bringSubviewToFront(cell)
      moveListReorder(by: translation.y)
    case .changed:
      moveListReorder(by: translation.y)
    case .ended:
      dropListReorder()
    case .cancelled, .failed:
      moveListReorder(by: 0)
      dropListReorder()
    case .possible:
      break
    }
  }

  private func moveListReorder(by distance: CGFloat) {
    guard let reorder = listReorder else { return }
    reorder.offset = distance
    reorder.cell.transform = CGAffineTransform(translationX: 0, y: distance)
  }

  /// Drops the row where its middle is: on a row of any list section, it takes that row's place;
  /// between sections, it goes to the end of the section whose rows are nearest above it or to the
  /// start of the one nearest below (its own section's ends clamp it there).
  private func dropListReorder() {
    guard let reorder = listReorder else { return }
    listReorder = nil
    let middle = reorder.cell.frame.midY
    reorder.cell.transform = .identity
    let destination = listDropDestination(middle: middle, source: reorder.source)
    guard destination != reorder.source else { return setNeedsLayout() }
    (dataSource as? ListReordering)?.moveItem(at: reorder.source, to: destination)
  }

  /// Where a row dragged from `source` lands with its middle at `middle` (content coordinates).
  private func listDropDestination(middle: CGFloat, source: IndexPath) -> IndexPath {
    let lists = collectionViewLayout as? UICollectionViewCompositionalLayout
    var best: (path: IndexPath, distance: CGFloat)?
    for section in 0..<numberOfSections where lists?.listConfiguration(ofSection: section) != nil {
      let count = numberOfItems(inSection: section)
      for item in 0..<count {
        guard
          let frame = collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        else { continue }
        let distance = middle < frame.minY ? frame.minY - middle : max(middle - frame.maxY, 0)
        var path = IndexPath(item: item, section: section)
        // Below another section's last row: after it (in its own section the last place is that row's).
        if middle >= frame.maxY, item == count - 1, section != source.section { path.item = count }
        if distance < (best?.distance ?? .infinity) { best = (path, distance) }
      }
    }
    return best?.path ?? source
  }
}

/// The drag of one list row by its grip.
@MainActor
final class ListReorderState {
  let source: IndexPath
  let cell: UICollectionViewCell
  /// How far the row moved from its place, in points (down positive).
  var offset: CGFloat = 0

  init(source: IndexPath, cell: UICollectionViewCell) {
    self.source = source
    self.cell = cell
  }
}

/// The pan that drags list rows by their grips: it begins only on a shown grip.
final class ListReorderPanGestureRecognizer: UIPanGestureRecognizer {
  override func canBegin(withTranslation translation: CGPoint) -> Bool {
    guard let collection = view as? UICollectionView else { return false }
    let point = location(in: collection)
    return collection.reorderGripItem(at: CGPoint(x: point.x - translation.x, y: point.y - translation.y)) != nil
  }
}

/// A data source whose rows can be moved by their grips.
@MainActor
protocol ListReordering: AnyObject {
  func canReorderItem(at indexPath: IndexPath) -> Bool
  func moveItem(at source: IndexPath, to destination: IndexPath)
}
