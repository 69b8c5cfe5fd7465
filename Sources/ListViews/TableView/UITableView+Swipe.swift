import Foundation
import ScrollPhysics
import ViewCore

/// Swipe actions: a horizontal drag on a row whose delegate offers actions on that side (trailing
/// to the left, leading to the right) moves the row
/// with the finger (past the actions with a rubber band, unless a full swipe may run the first
/// action), and on release it opens (showing the actions), closes, or runs the first action, by
/// position and velocity. A vertical drag still scrolls the table; scrolling, a tap or another
/// row's swipe closes an open row.
extension UITableView {
  /// A full swipe runs the first action past this fraction of the row's width (a choice of this
  /// project, close to iOS's feel).
  static let fullSwipeFraction: CGFloat = 0.6
  /// Faster than this (pt/s) a release opens or closes by its direction.
  static let swipeFlickSpeed: CGFloat = 300

  func installSwipeRecognizer() {
    swipePan.addTarget(self) { [weak self] recognizer in self?.handleSwipe(recognizer) }
    addGestureRecognizer(swipePan)
  }

  /// Whether a horizontal drag at `point` (content coordinates) may swipe a row.
  func canSwipe(at point: CGPoint, translation: CGPoint) -> Bool {
    guard !editingState, abs(translation.x) > abs(translation.y), let indexPath = layout.indexPath(atY: point.y) else {
      return false
    }
    if openSwipe?.indexPath == indexPath { return true }
    return actions(for: indexPath, leading: translation.x > 0) != nil
  }

  private func actions(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
    let configuration =
      leading
      ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      : tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    guard let configuration else { return leading ? nil : defaultTrailingActions(for: indexPath) }
    return configuration.actions.isEmpty ? nil : configuration
  }

  private func handleSwipe(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    switch pan.state {
    case .began:
      let start = pan.location(in: self)
      guard let indexPath = layout.indexPath(atY: start.y - pan.translation(in: self).y) else { return }
      if let open = openSwipe, open.indexPath != indexPath { closeSwipe(animated: true) }
      if openSwipe == nil {
        let leading = pan.translation(in: self).x > 0
        guard let configuration = actions(for: indexPath, leading: leading) else { return }
        openSwipe = RowSwipeState(
          indexPath: indexPath, configuration: configuration, leading: leading,
          perform: { [weak self] action, swipe in self?.perform(action, of: swipe) })
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
      }
      openSwipe?.startOffset = openSwipe?.offset ?? 0
      moveSwipe(translation: pan.translation(in: self).x)
    case .changed:
      moveSwipe(translation: pan.translation(in: self).x)
    case .ended:
      releaseSwipe(velocity: pan.velocity(in: self).x)
    case .cancelled, .failed:
      releaseSwipe(velocity: 0)
    case .possible:
      break
    }
  }

  /// Moves the row: 1:1 towards its actions up to their width, then on with the finger when a
  /// full swipe may run the first action, else with the rubber band's resistance. (The distance
  /// is worked out for the side the actions are on: positive, the row's own `sign` apart.)
  private func moveSwipe(translation: CGFloat) {
    guard let swipe = openSwipe else { return }
    let raw = max((swipe.startOffset + translation) * swipe.sign, 0)
    let width = swipe.actionsView.naturalWidth
    let distance: CGFloat
    if swipe.configuration.performsFirstActionWithFullSwipe || raw <= width {
      distance = min(raw, bounds.width)
    } else {
      distance = CGFloat(
        RubberBand.displayedOffset(
          forRawOffset: Double(raw), limits: OffsetLimits(minimum: 0, maximum: Double(width)),
          dimension: Double(bounds.width)))
    }
    swipe.offset = distance * swipe.sign
    swipe.actionsView.fullSwipe =
      swipe.configuration.performsFirstActionWithFullSwipe && distance > bounds.width * Self.fullSwipeFraction
    showSwipe(swipe)
  }

  /// Whether a swiped row's content slides inside its cell rather than the cell sliding: an inset
  /// grouped table's rows, whose cells are the card. iOS keeps the card still, clips the row to it
  /// (corners included) and shows the actions inside it, never in the margin beside it.
  var slidesInsideCard: Bool { style == .insetGrouped }

  /// Moves a swiped row's content `offset` points sideways: inside the card (the cell's bounds,
  /// which the cell clips to), else the whole cell.
  func slide(_ cell: UITableViewCell, by offset: CGFloat) {
    if slidesInsideCard {
      if cell.transform != .identity { cell.transform = .identity }
      cell.bounds.origin.x = -offset
    } else {
      cell.transform = offset == 0 ? .identity : CGAffineTransform(translationX: offset, y: 0)
      if cell.bounds.origin.x != 0 { cell.bounds.origin.x = 0 }
    }
  }

  /// Places the row and the revealed actions for the swipe's offset.
  func showSwipe(_ swipe: RowSwipeState) {
    guard let cell = visibleCellsByIndexPath[swipe.indexPath], let span = layout.span(of: swipe.indexPath) else {
      return
    }
    slide(cell, by: swipe.offset)
    let actions = swipe.actionsView
    if slidesInsideCard {
      // The card stays and keeps its background: the actions lie over its uncovered end, their
      // outer button rounded with the card's corners on that side.
      if actions.superview !== self
        || subviews.firstIndex { $0 === actions } ?? 0 < subviews.firstIndex { $0 === cell } ?? 0
      {
        insertSubview(actions, aboveSubview: cell)
      }
      let side: CACornerMask =
        swipe.sign > 0
        ? [.layerMinXMinYCorner, .layerMinXMaxYCorner] : [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
      let corners = cell.layer.cornerRadius > 0 ? cell.layer.maskedCorners.intersection(side) : []
      actions.roundOuterButton(corners, radius: cell.layer.cornerRadius)
    } else if actions.superview !== self {
      insertSubview(actions, belowSubview: cell)
    }
    let revealed = abs(swipe.offset)
    let card = cardRect(minY: span.minY, height: span.height)
    let x = swipe.sign > 0 ? card.minX : card.maxX - revealed
    actions.frame = CGRect(x: x, y: span.minY, width: revealed, height: span.height)
    actions.layoutIfNeeded()
  }

  /// The finger lifted: a full swipe runs the first action; otherwise the row opens or closes by
  /// its speed, else by whether it passed half the actions' width.
  private func releaseSwipe(velocity: CGFloat) {
    guard let swipe = openSwipe else { return }
    let width = swipe.actionsView.naturalWidth
    if swipe.actionsView.fullSwipe, let first = swipe.configuration.actions.first {
      animateSwipe(to: bounds.width * swipe.sign) { [weak self] in self?.perform(first, of: swipe) }
      return
    }
    // Speeds and distances towards the actions' side count as positive.
    let speed = velocity * swipe.sign
    let opens = speed > Self.swipeFlickSpeed || (speed >= -Self.swipeFlickSpeed && abs(swipe.offset) > width / 2)
    if opens {
      animateSwipe(to: width * swipe.sign, completion: nil)
    } else {
      closeSwipe(animated: true)
    }
  }

  func animateSwipe(to offset: CGFloat, completion: (() -> Void)?) {
    guard let swipe = openSwipe else { return }
    let start = swipe.offset
    swipe.offset = offset
    guard let cell = visibleCellsByIndexPath[swipe.indexPath] else {
      showSwipe(swipe)
      completion?()
      return
    }
    slide(cell, by: start)
    UIView.animate(
      withDuration: 0.25, delay: 0, options: [],
      animations: { self.showSwipe(swipe) }, completion: { _ in completion?() })
  }

  /// Runs `action`'s handler with the row's cell; its completion closes the row (the app deletes
  /// the row itself when the action did, as on iOS).
  func perform(_ action: UIContextualAction, of swipe: RowSwipeState) {
    let cell: UIView = visibleCellsByIndexPath[swipe.indexPath] ?? self
    action.handler(action, cell) { [weak self] _ in
      guard let self, self.openSwipe === swipe else { return }
      self.closeSwipe(animated: self.visibleCellsByIndexPath[swipe.indexPath] != nil)
    }
  }

  /// Closes the open row, if any.
  func closeSwipe(animated: Bool) {
    guard let swipe = openSwipe else { return }
    openSwipe = nil
    let cell = visibleCellsByIndexPath[swipe.indexPath]
    cell?.editingControl?.isConfirming = false
    if !editingState { tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath) }
    let finish = {
      swipe.actionsView.removeFromSuperview()
    }
    guard animated, let cell, window != nil else {
      if let cell { slide(cell, by: 0) }
      finish()
      return
    }
    UIView.animate(
      withDuration: 0.25, delay: 0, options: [],
      animations: {
        self.slide(cell, by: 0)
        if swipe.sign < 0 { swipe.actionsView.frame.origin.x = self.contentSize.width - self.cardSideInset }
        swipe.actionsView.frame.size.width = 0
      }, completion: { _ in finish() })
  }

}

/// The pan that swipes rows: it begins only for a mostly horizontal drag on a row that can swipe.
final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
  override func canBegin(withTranslation translation: CGPoint) -> Bool {
    guard let table = view as? UITableView else { return false }
    let point = location(in: table)
    return table.canSwipe(at: CGPoint(x: point.x - translation.x, y: point.y - translation.y), translation: translation)
  }
}
