import Foundation

/// The pointer: a click (on release, so a drag that scrolls the view does not focus it) begins
/// editing and places the caret; in a text view being edited, or a read-only selectable one, a
/// drag selects — scrolling along while the pointer is past an edge — a double click selects a
/// word and a triple click a line (dragging after either grows by that unit).
extension UITextView {
  func pointerDown(_ touch: UITouch) {
    let point = touch.location(in: self)
    guard isFirstResponder || (!isEditable && isSelectable) else {
      focusOnRelease = isEditable
      return
    }
    guard isSelectable else { return }
    let offset = characterOffset(at: point)
    let press = beginPressSelection(tapCount: touch.tapCount, at: offset)
    (dragUnit, dragAnchor) = (press.unit, press.anchor)
    dragPoint = point
  }

  func pointerUp(_ touch: UITouch) {
    endSelectionDrag()
    guard focusOnRelease else { return }
    focusOnRelease = false
    let point = touch.location(in: self)
    guard bounds.contains(point), becomeFirstResponder() else { return }
    let offset = characterOffset(at: point)
    editing.select(offset..<offset)
  }

  func pointerMoved(_ touch: UITouch) {
    guard dragAnchor != nil else { return }
    let point = touch.location(in: self)
    dragPoint = point
    extendSelection(to: point)
    if autoscroller.speed(for: point) != 0 { autoscroller.start() }
  }

  /// Grows the pointer's selection from its anchor to the unit at `point` (view points).
  func extendSelection(to point: CGPoint) {
    guard let anchor = dragAnchor else { return }
    let offset = characterOffset(at: point)
    let unit: Range<Int>
    switch dragUnit {
    case 2: unit = editing.wordRange(at: offset)
    case 3: unit = editing.lineRange(at: offset)
    default: unit = offset..<offset
    }
    if unit.lowerBound < anchor.lowerBound {
      editing.select(from: anchor.upperBound, to: unit.lowerBound)
    } else {
      editing.select(from: anchor.lowerBound, to: max(unit.upperBound, anchor.upperBound))
    }
  }

  func endSelectionDrag() {
    dragAnchor = nil
    dragPoint = nil
  }
}

/// Scrolls a text view while a pointer selection is held past its top or bottom edge, and
/// grows the selection with it; stepped by the window's frames with their time.
@MainActor
final class SelectionAutoscroller: FrameAnimating {
  /// Points per second for each point the pointer is past the edge, and the most it reaches:
  /// 10/s per point up to 1,200 pt/s, a choice of this project (about what GTK's text view and
  /// AppKit's feel like: a line a second just past the edge, a screenful a second far out).
  static let speedPerPoint: CGFloat = 10
  static let maximumSpeed: CGFloat = 1_200
  private unowned let textView: UITextView
  private var lastTime: TimeInterval?

  init(textView: UITextView) { self.textView = textView }

  /// The scroll speed (points per second; negative: up) for the pointer at `point` (view points).
  func speed(for point: CGPoint) -> CGFloat {
    let visible = textView.bounds
    let past: CGFloat
    if point.y < visible.minY {
      past = point.y - visible.minY
    } else if point.y > visible.maxY {
      past = point.y - visible.maxY
    } else {
      return 0
    }
    return min(max(past * Self.speedPerPoint, -Self.maximumSpeed), Self.maximumSpeed)
  }

  func start() {
    guard lastTime == nil, let window = textView.window else { return }
    lastTime = window.currentTime
    window.addAnimator(self)
  }

  func advance(to time: TimeInterval) -> Bool {
    guard let last = lastTime, let point = textView.dragPoint, textView.window != nil else {
      lastTime = nil
      return false
    }
    let speed = speed(for: point)
    guard speed != 0 else {
      lastTime = nil
      return false
    }
    let elapsed = max(time - last, 0)
    lastTime = time
    let view = textView
    let inset = view.adjustedContentInset
    let maxY = max(view.contentSize.height + inset.bottom - view.bounds.height, -inset.top)
    let y = min(max(view.contentOffset.y + speed * elapsed, -inset.top), maxY)
    let moved = y - view.contentOffset.y
    guard moved != 0 else { return true }
    view.contentOffset.y = y
    // The pointer stays where it is on screen: in content points it moved with the scroll.
    let shifted = CGPoint(x: point.x, y: point.y + moved)
    view.dragPoint = shifted
    view.extendSelection(to: shifted)
    return true
  }
}
