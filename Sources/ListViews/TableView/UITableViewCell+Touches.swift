import Foundation
import ViewCore

/// A cell in a table hands its touches to the table, which owns highlight and selection. The
/// scroll view's touch delay means `touchesBegan` only arrives once a touch is clearly not a
/// scroll (or lifts quickly); a drag that begins afterwards sends `touchesCancelled`.
extension UITableViewCell {
  /// Returns false when the cell is not in a table (the touches then go up the responder chain).
  func handleTouches(_ touches: Set<UITouch>, phase: UITouch.Phase) -> Bool {
    guard let tableView else { return false }
    switch phase {
    case .began:
      tableView.cellTouchDidBegin(self)
    case .moved, .stationary:
      if !touchesAreInside(touches) { tableView.cellTouchDidLeave(self) }
    case .ended:
      tableView.cellTouchDidEnd(self, inside: touchesAreInside(touches))
    case .cancelled:
      tableView.cellTouchWasCancelled(self)
    }
    return true
  }

  private func touchesAreInside(_ touches: Set<UITouch>) -> Bool {
    guard let touch = touches.first else { return false }
    return bounds.contains(touch.location(in: self))
  }
}
