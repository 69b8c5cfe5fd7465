import Foundation
import ViewCore

/// While a row is dragged by its reorder control, holding it near the top or bottom of the visible
/// rows scrolls the table that way, faster the nearer the edge, and the row stays under the
/// pointer, so it can be dropped anywhere in a long list.
extension UITableView {
  /// How near the visible area's edge the lifted row must come to scroll the table, in points, and
  /// the speed at the edge itself, in points per second (choices of this project, close to iOS's
  /// feel; the speed grows linearly from 0 at this distance).
  static let autoscrollEdge: CGFloat = 50
  static let autoscrollMaximumSpeed: CGFloat = 600

  /// The scroll speed (points per second, negative upwards) for the lifted row where it is now.
  func autoscrollSpeed() -> CGFloat {
    guard let state = reorder else { return 0 }
    let inset = adjustedContentInset
    // The visible rows start below what covers the top (not a search bar tucked away).
    let uncovered = offsetObserver?.scrollViewUncoveredTopInset(self) ?? 0
    let (top, bottom) = (bounds.minY + inset.top - uncovered, bounds.maxY - inset.bottom)
    // Nor does it scroll a tucked-away search bar into view.
    let (minimum, maximum) = (
      -inset.top + uncovered, max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    )
    let rowTop = state.top
    let rowBottom = state.top + state.height
    if rowTop < top + Self.autoscrollEdge, contentOffset.y > minimum {
      return -Self.autoscrollMaximumSpeed * min(1, (top + Self.autoscrollEdge - rowTop) / Self.autoscrollEdge)
    }
    if rowBottom > bottom - Self.autoscrollEdge, contentOffset.y < maximum {
      return Self.autoscrollMaximumSpeed * min(1, (rowBottom - (bottom - Self.autoscrollEdge)) / Self.autoscrollEdge)
    }
    return 0
  }

  /// Starts stepping the autoscroll with the window's frames when the lifted row is near an edge.
  func updateAutoscroll() {
    guard let window, let state = reorder, autoscrollSpeed() != 0, !window.hasAnimator(state.autoscroll) else {
      return
    }
    state.autoscroll.table = self
    state.autoscroll.lastTime = window.currentTime
    window.addAnimator(state.autoscroll)
  }

  /// One frame of autoscroll: the content moves by speed × elapsed time (within the scrollable
  /// range) and the lifted row moves with it, so it stays under the pointer. False once the row
  /// has left the edges or the drag has ended.
  func stepAutoscroll(by elapsed: TimeInterval) -> Bool {
    guard let state = reorder else { return false }
    let speed = autoscrollSpeed()
    guard speed != 0 else { return false }
    let inset = adjustedContentInset
    let maximum = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    let y = min(max(contentOffset.y + speed * CGFloat(elapsed), -inset.top), maximum)
    let pointerOnScreen = state.pointerY - bounds.minY
    contentOffset.y = y
    moveReorder(pointerY: bounds.minY + pointerOnScreen)
    layoutIfNeeded()
    return true
  }
}

/// Steps a drag's autoscroll once per frame with the window's clock.
@MainActor
final class ReorderAutoscroll: FrameAnimating {
  weak var table: UITableView?
  var lastTime: TimeInterval = 0

  func advance(to time: TimeInterval) -> Bool {
    let elapsed = max(0, time - lastTime)
    lastTime = time
    return table?.stepAutoscroll(by: elapsed) ?? false
  }
}
