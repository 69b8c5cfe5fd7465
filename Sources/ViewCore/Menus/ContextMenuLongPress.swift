import Foundation

/// The long press that opens a context menu, as on iOS: a press held still for UIKit's
/// `minimumPressDuration` (0.5 s) where a right click would open one (a view's
/// `UIContextMenuInteraction`, a table's row, a collection's item) opens the menu there, and the
/// press is then the menu's, not the view's (a row is not selected when the finger lifts). Each
/// window has one; where no menu is given it fails and the press goes on as before.
final class ContextMenuLongPressGestureRecognizer: UILongPressGestureRecognizer {
  override init() {
    super.init()
    name = "context menu long press"
    delaysTouchesEnded = false
    addTarget(nil) { recognizer in
      guard recognizer.state == .began, let window = recognizer.view as? UIWindow else { return }
      ContextMenuRouting.open(at: recognizer.location(in: window), in: window)
    }
  }

  /// Fails at once where nothing could give a menu, so a press elsewhere waits for no deadline.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let window = view as? UIWindow, ContextMenuRouting.mayHaveMenu(at: centroidInWindow, in: window) else {
      state = .failed
      return
    }
    super.touchesBegan(touches, with: event)
  }

  /// Begins only where a menu would open.
  override func deadlinePassed(at time: TimeInterval) {
    guard let window = view as? UIWindow, ContextMenuRouting.hasMenu(at: location(in: window), in: window) else {
      state = .failed
      return
    }
    super.deadlinePassed(at: time)
  }
}
