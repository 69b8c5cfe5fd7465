import Foundation

/// The caret's blink, stepped by the window's frames with the frame's time. The timing — solid
/// for 0.5 s after the caret moves, then 0.5 s off and 0.5 s on — is a choice of this project
/// that matches what iOS's caret is seen to do (Apple documents no number); iOS fades where
/// this one switches.
@MainActor
final class CaretBlinker: FrameAnimating {
  /// What blinks: a text field or a text view while it is edited.
  typealias Owner = UIView & CaretBlinking
  /// Half a blink period (s): how long the caret stays on, and off.
  static let halfPeriod: TimeInterval = 0.5
  private unowned let field: Owner
  private var started: TimeInterval?
  private(set) var isVisible = true

  init(field: Owner) { self.field = field }

  /// A blink redraws the field itself (`setNeedsDisplay()`), so the steps between cost no frame.
  var redrawsEveryStep: Bool { false }

  func start() {
    guard let window = field.window else { return }
    started = window.currentTime
    isVisible = true
    window.addAnimator(self)
  }

  /// The caret moved: show it solid again, counting from now.
  func restart() {
    guard started != nil, let window = field.window else { return }
    started = window.currentTime
    if !isVisible {
      isVisible = true
      field.caretVisibilityDidChange()
    }
  }

  /// Whether the caret shows at `time`, `since` it last moved.
  static func isVisible(at time: TimeInterval, since moved: TimeInterval) -> Bool {
    let elapsed = max(time - moved, 0)
    return Int((elapsed / halfPeriod).rounded(.down)) % 2 == 0
  }

  /// The next switch: the end of the current half period since the caret last moved.
  func nextChange(after time: TimeInterval) -> TimeInterval? {
    guard let started else { return nil }
    let halves = (max(time - started, 0) / Self.halfPeriod).rounded(.down) + 1
    return started + halves * Self.halfPeriod
  }

  func advance(to time: TimeInterval) -> Bool {
    guard let started, field.isEditing, field.window != nil else {
      self.started = nil
      return false
    }
    let visible = Self.isVisible(at: time, since: started)
    if visible != isVisible {
      isVisible = visible
      field.caretVisibilityDidChange()
    }
    return true
  }
}

/// A view with a blinking caret while it is edited.
@MainActor
protocol CaretBlinking: AnyObject {
  /// True while the caret shows (between beginning and ending editing).
  var isEditing: Bool { get }
  /// The caret turned on or off: draw again.
  func caretVisibilityDidChange()
}

extension UITextField: CaretBlinking {
  func caretVisibilityDidChange() { setNeedsDisplay() }
}
