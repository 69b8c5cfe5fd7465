import Foundation
import ViewCore

/// Swipe actions on the rows of list sections: a mostly horizontal drag on a row whose list
/// configuration offers actions on that side (trailing ones to the left, leading ones to the
/// right) moves the row with the finger up to its actions' width; on release it opens or closes
/// by its speed, else by whether it passed half the actions' width. A tap on a revealed button
/// runs its action, whose completion closes the row; a tap on another row or a new swipe closes
/// it too. The buttons are the table's (`SwipeActionsView`).
extension UICollectionView {
  /// Adds the swipe pan once a list section offers swipe actions.
  func installListSwipeIfNeeded() {
    guard listSwipePan == nil, let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.laidOut.contains(where: {
        $0.section?.listConfiguration?.leadingSwipeActionsConfigurationProvider != nil
          || $0.section?.listConfiguration?.trailingSwipeActionsConfigurationProvider != nil
      })
    else { return }
    let pan = ListSwipePanGestureRecognizer()
    pan.addTarget(self) { [weak self] recognizer in self?.handleListSwipe(recognizer) }
    addGestureRecognizer(pan)
    listSwipePan = pan
  }

  /// The actions the list configuration of `indexPath`'s section offers on one side.
  func listSwipeActions(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
    guard
      let configuration = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(
        ofSection: indexPath.section)
    else { return nil }
    let provider =
      leading
      ? configuration.leadingSwipeActionsConfigurationProvider : configuration.trailingSwipeActionsConfigurationProvider
    guard let actions = provider?(indexPath), !actions.actions.isEmpty else { return nil }
    return actions
  }

  /// Whether a drag at `point` (content coordinates) by `translation` may swipe a row.
  func canSwipeListRow(at point: CGPoint, translation: CGPoint) -> Bool {
    guard abs(translation.x) > abs(translation.y), let indexPath = indexPathForItem(at: point) else { return false }
    if listSwipe?.indexPath == indexPath { return true }
    return listSwipeActions(for: indexPath, leading: translation.x > 0) != nil
  }

  private func handleListSwipe(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    let translation = pan.translation(in: self)
    switch pan.state {
    case .began:
      let start = pan.location(in: self)
      guard let indexPath = indexPathForItem(at: CGPoint(x: start.x - translation.x, y: start.y - translation.y))
      else { return }
      if let open = listSwipe, open.indexPath != indexPath { closeListSwipe(animated: true) }
      if listSwipe == nil {
        let leading = translation.x > 0
        guard let configuration = listSwipeActions(for: indexPath, leading: leading) else { return }
        let swipe = RowSwipeState(
          indexPath: indexPath, configuration: configuration, leading: leading,
          perform: { [weak self] action, swipe in self?.performListAction(action, of: swipe) })
        swipe.actionsView.accessibilityIdentifier = "swipe actions"
        listSwipe = swipe
        setSwiped(true, at: indexPath)
      }
      listSwipe?.startOffset = listSwipe?.offset ?? 0
      moveListSwipe(translation: translation.x)
    case .changed:
      moveListSwipe(translation: translation.x)
    case .ended:
      releaseListSwipe(velocity: pan.velocity(in: self).x)
    case .cancelled, .failed:
      releaseListSwipe(velocity: 0)
    case .possible:
      break
    }
  }

  /// Moves the row with the finger, towards its actions, no further than their width.
  private func moveListSwipe(translation: CGFloat) {
    guard let swipe = listSwipe else { return }
    let distance = min(max((swipe.startOffset + translation) * swipe.sign, 0), swipe.actionsView.naturalWidth)
    swipe.offset = distance * swipe.sign
    showListSwipe(swipe)
  }

  /// Places the row and its revealed actions for the swipe's offset.
  func showListSwipe(_ swipe: RowSwipeState) {
    guard let cell = liveCells[swipe.indexPath] else { return }
    Self.slide(cell, by: swipe.offset)
    let frame = Self.slidesInsideCard(cell) ? cell.frame : cell.frame.offsetBy(dx: -swipe.offset, dy: 0)
    let actions = swipe.actionsView
    if actions.superview !== cell.superview { cell.superview?.insertSubview(actions, belowSubview: cell) }
    let revealed = abs(swipe.offset)
    let x = swipe.sign > 0 ? frame.minX : frame.maxX - revealed
    actions.frame = CGRect(x: x, y: frame.minY, width: revealed, height: frame.height)
    actions.layoutIfNeeded()
  }

  /// The finger lifted: open when flicked towards the actions or past half their width.
  private func releaseListSwipe(velocity: CGFloat) {
    guard let swipe = listSwipe else { return }
    let width = swipe.actionsView.naturalWidth
    let speed = velocity * swipe.sign
    let flick = UITableView.swipeFlickSpeed
    if speed > flick || (speed >= -flick && abs(swipe.offset) > width / 2) {
      swipe.offset = width * swipe.sign
      UIView.animate(withDuration: 0.25) { self.showListSwipe(swipe) }
    } else {
      closeListSwipe(animated: true)
    }
  }

  /// Runs `action`'s handler with the row's cell; its completion closes the row.
  func performListAction(_ action: UIContextualAction, of swipe: RowSwipeState) {
    let view: UIView = liveCells[swipe.indexPath] ?? self
    action.handler(action, view) { [weak self] _ in
      guard let self, self.listSwipe === swipe else { return }
      self.closeListSwipe(animated: true)
    }
  }

  /// Closes the open row, if any.
  func closeListSwipe(animated: Bool) {
    guard let swipe = listSwipe else { return }
    listSwipe = nil
    setSwiped(false, at: swipe.indexPath)
    let cell = liveCells[swipe.indexPath]
    guard animated, let cell, window != nil else {
      if let cell { Self.slide(cell, by: 0) }
      swipe.actionsView.removeFromSuperview()
      return
    }
    UIView.animate(
      withDuration: 0.25, delay: 0, options: [],
      animations: {
        Self.slide(cell, by: 0)
        if swipe.sign < 0 { swipe.actionsView.frame.origin.x = cell.frame.maxX }
        swipe.actionsView.frame.size.width = 0
      }, completion: { _ in swipe.actionsView.removeFromSuperview() })
  }

  /// Whether a swiped row's content slides inside its cell, clipped to it, rather than the cell
  /// sliding: an inset grouped list's rows, whose cells are the card (iOS keeps the card still and
  /// shows the actions inside it).
  static func slidesInsideCard(_ cell: UICollectionViewCell) -> Bool {
    guard let listCell = cell as? UICollectionViewListCell else { return false }
    return listCell.listContext.appearance == .insetGrouped && !listCell.listContext.isHeader
      && !listCell.listContext.isFooter
  }

  /// Moves a swiped row's content `offset` points sideways: the cell's bounds inside the card,
  /// else the whole cell.
  static func slide(_ cell: UICollectionViewCell, by offset: CGFloat) {
    if slidesInsideCard(cell) {
      cell.transform = .identity
      cell.bounds.origin.x = -offset
    } else {
      cell.transform = offset == 0 ? .identity : CGAffineTransform(translationX: offset, y: 0)
    }
  }

  private func setSwiped(_ swiped: Bool, at indexPath: IndexPath) {
    guard let cell = liveCells[indexPath] else { return }
    cell.swipedOpen = swiped
    cell.setNeedsUpdateConfiguration()
  }
}

/// The pan that swipes list rows: it begins only for a mostly horizontal drag on a row that can
/// swipe.
final class ListSwipePanGestureRecognizer: UIPanGestureRecognizer {
  override func canBegin(withTranslation translation: CGPoint) -> Bool {
    guard let collection = view as? UICollectionView else { return false }
    let point = location(in: collection)
    return collection.canSwipeListRow(
      at: CGPoint(x: point.x - translation.x, y: point.y - translation.y), translation: translation)
  }
}
