import Foundation
import ViewCore

/// Batch updates: insert, delete, move and reload items and sections, animated as UIKit animates
/// them — the surviving cells slide from their old frames to their new ones, inserted cells fade
/// in, deleted ones fade out. A batch whose counts do not add up is refused with UIKit's message,
/// and the collection view reloads from the data source as it now is (nothing crashes, nothing
/// stale stays on screen).
extension UICollectionView {
  /// How long an update animates (seconds; a choice of this project, close to UIKit's).
  static let updateAnimationDuration: TimeInterval = 0.3

  /// Runs `updates` (which changes the data and calls the methods below), then applies all of its
  /// operations as one animated change; `completion` gets true once the animation has finished,
  /// false when the update was refused.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    layoutIfNeededForQuery()
    let outer = pendingUpdate
    pendingUpdate = outer ?? CollectionUpdate()
    updates?()
    // A nested batch joins the outer one.
    guard outer == nil, let update = pendingUpdate else {
      completion?(true)
      return
    }
    pendingUpdate = nil
    applyUpdate(update, completion: completion)
  }

  public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
  public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
  public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedItems.append((indexPath, newIndexPath)) }
  }
  public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
  public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
  public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

  /// Adds an operation to the batch being recorded, or makes it a batch of its own.
  private func record(_ change: (inout CollectionUpdate) -> Void) {
    if pendingUpdate != nil { return change(&pendingUpdate!) }
    var update = CollectionUpdate()
    change(&update)
    performBatchUpdates { [self] in pendingUpdate = update }
  }

  private func applyUpdate(_ update: CollectionUpdate, completion: ((Bool) -> Void)?) {
    let old = itemCounts
    let new = currentCounts()
    let sources: [[IndexPath?]]
    switch update.mapping(old: old, new: new) {
    case .success(let mapping): sources = mapping
    case .failure(let error):
      Self.report("\(error) The collection view reloads its data instead.")
      reloadData()
      completion?(false)
      return
    }
    let destination = CollectionUpdate.destinations(sources)
    let oldFrames = liveCells.mapValues(\.frame)
    let (staying, leaving) = CollectionUpdate.rekey(liveCells, by: destination)
    liveCells = staying
    selectedItems = Set(selectedItems.compactMap { destination[$0] })
    if let pressed = pressedItem { pressedItem = destination[pressed] }
    itemCounts = new
    collectionViewLayout.measuredSizes.remap(sources: sources)
    collectionViewLayout.invalidateLayout()
    layOutElements()
    animateCells(from: oldFrames, sources: { sources[$0.section][$0.item] }, leaving: leaving, completion: completion)
  }

  /// Animates the cells on screen from their frames before a change (`oldFrames`, by the index
  /// path each had, `sources`) to their frames now; cells with no earlier frame fade in, `leaving`
  /// ones slide to their `leavingFrames` (else fade out) and go back to the pool. Without a window, everything happens at once.
  func animateCells(
    from oldFrames: [IndexPath: CGRect], sources: (IndexPath) -> IndexPath?,
    leaving: [(IndexPath, UICollectionViewCell)] = [], leavingFrames: [IndexPath: CGRect] = [:],
    completion: ((Bool) -> Void)?
  ) {
    guard window != nil else {
      for (path, cell) in leaving { enqueue(cell, leaving: path) }
      completion?(true)
      return
    }
    var moves: [(UICollectionViewCell, CGRect)] = []
    var arriving: [UICollectionViewCell] = []
    for (path, cell) in liveCells {
      let final = cell.frame
      if let source = sources(path), let start = oldFrames[source], cell.superview === self {
        cell.frame = start
        moves.append((cell, final))
      } else {
        cell.alpha = 0
        arriving.append(cell)
      }
    }
    UIView.animate(
      withDuration: Self.updateAnimationDuration, delay: 0, options: [],
      animations: {
        for (cell, final) in moves { cell.frame = final }
        for cell in arriving { cell.alpha = 1 }
        for (path, cell) in leaving {
          if let final = leavingFrames[path] { cell.frame = final } else { cell.alpha = 0 }
        }
      },
      completion: { [weak self] finished in
        for (path, cell) in leaving {
          cell.alpha = 1
          self?.enqueue(cell, leaving: path)
        }
        completion?(finished)
      })
  }

  /// The counts the data source reports now (negative ones are zero).
  private func currentCounts() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<max(dataSource.numberOfSections(in: self), 0)).map {
      max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
    }
  }
}

extension UICollectionView {
  /// Changes the layout; animated, every cell on screen before or after slides from where it was
  /// on screen in the old layout to its frame in the new one, on the window's clock: cells that
  /// stay, cells the new layout brings into view (from their old frames, or fading in when the
  /// old layout had none), and cells it puts out of view (they go to the pool when they arrive).
  /// The content offset is the new layout's `targetContentOffset(forProposedContentOffset:)` of
  /// the current one, taken at once; the cells' starting frames move with it, so nothing jumps.
  public func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    layoutIfNeededForQuery()
    let oldLayout = collectionViewLayout
    let oldOffset = contentOffset
    let oldFrames = liveCells.filter { $0.value.superview === self }.mapValues(\.frame)
    collectionViewLayout = layout
    layout.isInvalid = false
    layout.prepare()
    let size = layout.collectionViewContentSize
    contentSize = CGSize(width: size.width.finiteNonNegative, height: size.height.finiteNonNegative)
    let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
    if target.x.isFinite, target.y.isFinite { setOffsetInternally(clampedContentOffset(target)) }
    let animates = animated && window != nil
    // Cells the new layout puts out of view are kept out of the pass below until they get there.
    var leaving: [(IndexPath, UICollectionViewCell)] = []
    var leavingFrames: [IndexPath: CGRect] = [:]
    if animates {
      for (path, cell) in liveCells where cell.superview === self {
        guard let final = layout.layoutAttributesForItem(at: path)?.frame, !final.overlaps(bounds) else { continue }
        liveCells[path] = nil
        leaving.append((path, cell))
        leavingFrames[path] = final
      }
    }
    updateVisibleElements()
    guard animates else {
      completion?(true)
      return
    }
    // Where each cell was on screen, in the new offset's terms.
    let shift = CGPoint(x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)
    var starts = oldFrames
    for path in liveCells.keys where starts[path] == nil {
      if let frame = oldLayout.layoutAttributesForItem(at: path)?.frame { starts[path] = frame }
    }
    starts = starts.mapValues { $0.offsetBy(dx: shift.x, dy: shift.y) }
    for (path, cell) in leaving { cell.frame = starts[path] ?? cell.frame }
    animateCells(
      from: starts, sources: { $0 }, leaving: leaving, leavingFrames: leavingFrames, completion: completion)
  }
}
