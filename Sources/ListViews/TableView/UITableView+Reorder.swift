import Foundation
import ViewCore

/// Reordering in editing mode: a drag that starts on a row's reorder control lifts the row (drawn
/// above the others, following the pointer vertically 1:1 within the rows), the rows it passes
/// slide out of its way, and the release drops it into the gap and tells the data source once,
/// with `tableView(_:moveRowAt:to:)`. The delegate's `targetIndexPathForMoveFromRowAt` may redirect
/// where it goes.
extension UITableView {
  /// How long the other rows take to slide aside, and the dropped row to settle (seconds; a choice
  /// of this project, close to iOS's feel).
  static let reorderSlideDuration: TimeInterval = 0.2

  /// The drag of one row by its reorder control.
  @MainActor
  final class ReorderState {
    let source: IndexPath
    /// Where the row would go if dropped now.
    var destination: IndexPath
    let cell: UITableViewCell
    let height: CGFloat
    /// The row's top and the pointer's y (content coordinates) when the drag began.
    let startTop: CGFloat
    let startPointerY: CGFloat
    /// The lifted row's top and the pointer's y now (content coordinates).
    var top: CGFloat
    var pointerY: CGFloat
    /// Scrolls the table while the row is held near an edge (UITableView+Autoscroll.swift).
    let autoscroll = ReorderAutoscroll()
    /// The cell's own shadow, given back when the row has settled.
    let savedShadow: (opacity: Float, offset: CGSize)

    init(source: IndexPath, cell: UITableViewCell, span: (minY: CGFloat, height: CGFloat), pointerY: CGFloat) {
      self.source = source
      destination = source
      self.cell = cell
      height = span.height
      startTop = span.minY
      startPointerY = pointerY
      top = span.minY
      self.pointerY = pointerY
      savedShadow = (cell.layer.shadowOpacity, cell.layer.shadowOffset)
    }
  }

  func installReorderRecognizer() {
    reorderPan.hysteresis = ReorderPanGestureRecognizer.liftDistance
    reorderPan.addTarget(self) { [weak self] recognizer in self?.handleReorder(recognizer) }
    addGestureRecognizer(reorderPan)
  }

  /// Whether `point` (content coordinates) lies on a visible reorder control.
  func isOnReorderControl(_ point: CGPoint) -> Bool {
    guard editingState, let indexPath = layout.indexPath(atY: point.y), let cell = visibleCellsByIndexPath[indexPath],
      cell.isEditing, cell.showsReorderControl, let grip = cell.reorderControl
    else { return false }
    return grip.bounds.contains(grip.convert(point, from: self))
  }

  /// Whether `pan`'s touch went down on a visible reorder control.
  func startsOnReorderControl(_ pan: UIPanGestureRecognizer) -> Bool {
    let (point, translation) = (pan.location(in: self), pan.translation(in: self))
    return isOnReorderControl(CGPoint(x: point.x - translation.x, y: point.y - translation.y))
  }

  private func handleReorder(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    let pointer = pan.location(in: self)
    switch pan.state {
    case .began:
      let startY = pointer.y - pan.translation(in: self).y
      guard let source = layout.indexPath(atY: startY), let cell = visibleCellsByIndexPath[source],
        let span = layout.span(of: source)
      else { return }
      if openSwipe != nil { closeSwipe(animated: false) }
      reorder = ReorderState(source: source, cell: cell, span: span, pointerY: startY)
      bringSubviewToFront(cell)
      // Lifted: a shadow below the row (its opacity and offset are choices of this project).
      cell.layer.shadowOpacity = 0.25
      cell.layer.shadowOffset = CGSize(width: 0, height: 3)
      moveReorder(pointerY: pointer.y)
    case .changed:
      moveReorder(pointerY: pointer.y)
    case .ended, .cancelled, .failed:
      finishReorder()
    case .possible:
      break
    }
  }

  /// Moves the lifted row with the pointer (kept within the rows) and, when the row under its
  /// middle changes, asks the delegate where it may go and slides the others aside.
  func moveReorder(pointerY: CGFloat) {
    guard let state = reorder, let firstTop = layoutTopOfRows, let lastBottom = layoutBottomOfRows else { return }
    state.pointerY = pointerY
    state.top = min(max(state.startTop + pointerY - state.startPointerY, firstTop), lastBottom - state.height)
    state.cell.frame.origin.y = state.top
    updateAutoscroll()
    guard let proposed = layout.indexPath(atY: state.top + state.height / 2) else { return }
    let target =
      tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposed)
      ?? proposed
    guard target != state.destination, layout.contains(target) else { return }
    state.destination = target
    UIView.animate(withDuration: Self.reorderSlideDuration) {
      for (indexPath, cell) in self.visibleCellsByIndexPath where cell !== state.cell {
        self.placeDuringReorder(cell, at: indexPath)
      }
    }
  }

  /// During a drag: the lifted row at the pointer, the rows between its place and its
  /// destination shifted by its height towards its place.
  func placeDuringReorder(_ cell: UITableViewCell, at indexPath: IndexPath) {
    guard let state = reorder, let span = layout.span(of: indexPath) else { return }
    if cell === state.cell {
      cell.frame.origin.y = state.top
      return
    }
    var shift: CGFloat = 0
    if indexPath > state.source && indexPath <= state.destination { shift = -state.height }
    if indexPath >= state.destination && indexPath < state.source { shift = state.height }
    cell.frame.origin.y = span.minY + shift
  }

  /// Drops the lifted row (if any) at its destination: the data source moves its data, the
  /// table's rows follow, and the row settles into its place.
  func finishReorder() {
    guard let state = reorder else { return }
    reorder = nil
    window?.removeAnimator(state.autoscroll)
    let (source, destination) = (state.source, state.destination)
    dataSource?.tableView(self, moveRowAt: source, to: destination)
    let lifted = state.cell.frame
    var moved: [IndexPath: UITableViewCell] = [:]
    for (indexPath, cell) in visibleCellsByIndexPath {
      moved[Self.indexPath(indexPath, afterMovingRowFrom: source, to: destination)] = cell
    }
    visibleCellsByIndexPath = moved
    selectedRows = Set(selectedRows.map { Self.indexPath($0, afterMovingRowFrom: source, to: destination) })
    if let focused = focusedRow { focusedRow = Self.indexPath(focused, afterMovingRowFrom: source, to: destination) }
    let oldLayout = layout
    rebuildLayout()
    // Measured rows keep their heights in their new places.
    var sources = (0..<layout.numberOfSections).map {
      [IndexPath?](repeating: nil, count: layout.numberOfRows(inSection: $0))
    }
    for section in 0..<oldLayout.numberOfSections {
      for row in 0..<oldLayout.numberOfRows(inSection: section) {
        let old = IndexPath(row: row, section: section)
        let new = Self.indexPath(old, afterMovingRowFrom: source, to: destination)
        if sources.indices.contains(new.section), sources[new.section].indices.contains(new.row) {
          sources[new.section][new.row] = old
        }
      }
    }
    keepMeasuredHeights(from: oldLayout, sources: sources)
    updateContentSize()
    updateVisibleCells()
    updateSectionHeadersAndFooters()
    let cell = state.cell
    let land = {
      cell.layer.shadowOpacity = state.savedShadow.opacity
      cell.layer.shadowOffset = state.savedShadow.offset
    }
    guard window != nil, visibleCellsByIndexPath[destination] === cell else { return land() }
    let final = cell.frame
    cell.frame = lifted
    UIView.animate(
      withDuration: Self.reorderSlideDuration, delay: 0, options: [], animations: { cell.frame = final },
      completion: { _ in land() })
  }

  /// Where a row is after the row at `source` moved to `destination`.
  static func indexPath(_ indexPath: IndexPath, afterMovingRowFrom source: IndexPath, to destination: IndexPath)
    -> IndexPath
  {
    if indexPath == source { return destination }
    var result = indexPath
    if result.section == source.section && result.row > source.row { result.row -= 1 }
    if result.section == destination.section && result.row >= destination.row { result.row += 1 }
    return result
  }

  /// The top of the first row and the bottom of the last, in content coordinates.
  private var layoutTopOfRows: CGFloat? {
    let sections = (0..<layout.numberOfSections).filter { layout.numberOfRows(inSection: $0) > 0 }
    guard let first = sections.first else { return nil }
    return layout.span(of: IndexPath(row: 0, section: first))?.minY
  }

  private var layoutBottomOfRows: CGFloat? {
    let sections = (0..<layout.numberOfSections).filter { layout.numberOfRows(inSection: $0) > 0 }
    guard let last = sections.last,
      let span = layout.span(of: IndexPath(row: layout.numberOfRows(inSection: last) - 1, section: last))
    else { return nil }
    return span.minY + span.height
  }
}

/// The pan that drags rows: it begins, after the pointer has moved a point, only for a touch that
/// went down on a reorder control, so the table does not scroll instead.
final class ReorderPanGestureRecognizer: UIPanGestureRecognizer {
  /// The movement that lifts the row, in points (a choice of this project: at once, as iOS lifts
  /// the row when the grip is touched; below the scroll pan's 10-pt threshold so it wins).
  static let liftDistance: CGFloat = 1

  override func canBegin(withTranslation translation: CGPoint) -> Bool {
    (view as? UITableView)?.startsOnReorderControl(self) ?? false
  }
}
