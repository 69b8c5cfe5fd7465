import Foundation
import ViewCore

/// Keyboard focus, as UIKit gives it with a hardware keyboard (`allowsFocus`,
/// `selectionFollowsFocus`) and as desktop lists behave: Up/Down move a visible focus ring to the
/// previous/next row (across sections) and scroll it into view, Home/End go to the first/last row,
/// Return or Space select the focused row as a tap does (`willSelectRowAt`, `didSelectRowAt`).
extension UITableView {
  /// The focused row, if any (an addition of this project: UIKit reports focus through the focus
  /// system, which this project does not have).
  public var indexPathForFocusedRow: IndexPath? { focusedRow }

  /// Moves the focus to `indexPath` (nil removes it), scrolling it into view when `scrolling`.
  public func focusRow(at indexPath: IndexPath?, scrolling: Bool = true) {
    setFocusedRow(indexPath, scrolling: scrolling)
    if selectionFollowsFocus, let indexPath { selectRowFromTap(indexPath) }
  }

  func setFocusedRow(_ indexPath: IndexPath?, scrolling: Bool) {
    layoutIfNeededForQuery()
    let row = indexPath.flatMap { layout.contains($0) ? $0 : nil }
    if let old = focusedRow { visibleCellsByIndexPath[old]?.showsFocus = false }
    focusedRow = row
    guard let row else { return }
    visibleCellsByIndexPath[row]?.showsFocus = true
    if scrolling { scrollToRow(at: row, at: .none, animated: true) }
  }

  /// Handles the focus keys; false for any other key (or when focus is off), which then scrolls.
  func handleFocusKeys(_ presses: Set<UIPress>) -> Bool {
    guard allowsFocus, let key = presses.first?.key, key.modifierFlags.isEmpty || key.modifierFlags == .shift
    else { return false }
    let rows = allRows
    guard !rows.isEmpty else { return false }
    let current = focusedRow.flatMap { rows.firstIndex(of: $0) }
    switch key.keyCode {
    case .upArrow, .downArrow:
      let step = key.keyCode == .downArrow ? 1 : -1
      let next = current.map { min(max($0 + step, 0), rows.count - 1) } ?? firstVisibleRowIndex(in: rows)
      focusRow(at: rows[next])
    case .home:
      focusRow(at: rows[0])
    case .end:
      focusRow(at: rows[rows.count - 1])
    case .returnOrEnter, .space:
      guard let current, allowsSelection else { return false }
      selectRowFromTap(rows[current])
    default:
      return false
    }
    return true
  }

  /// Every row, in order.
  private var allRows: [IndexPath] {
    layoutIfNeededForQuery()
    return (0..<layout.numberOfSections).flatMap { section in
      (0..<numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
    }
  }

  private func firstVisibleRowIndex(in rows: [IndexPath]) -> Int {
    guard let first = indexPathsForVisibleRows?.first else { return 0 }
    return rows.firstIndex(of: first) ?? 0
  }
}
