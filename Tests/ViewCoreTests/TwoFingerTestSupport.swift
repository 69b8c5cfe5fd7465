import Foundation
import XCTest

@testable import ViewCore

/// Shorthands for the two-finger recognizers' tests (pinch, rotation): finger 0 and finger 1,
/// window points and seconds.
@MainActor
enum TwoFingers {
  /// Both fingers down at `a` and `b` (level, 100 pt apart by default: scale 1, rotation 0).
  static func down(
    _ a: CGPoint = CGPoint(x: 150, y: 200), _ b: CGPoint = CGPoint(x: 250, y: 200), at time: TimeInterval = 0
  ) -> [InputEvent] {
    [Finger.down(a.x, a.y, at: time, id: 0), Finger.down(b.x, b.y, at: time, id: 1)]
  }

  static func move(_ a: CGPoint, _ b: CGPoint, at time: TimeInterval) -> [InputEvent] {
    [Finger.move(a.x, a.y, at: time, id: 0), Finger.move(b.x, b.y, at: time, id: 1)]
  }

  static func up(_ a: CGPoint, _ b: CGPoint, at time: TimeInterval) -> [InputEvent] {
    [Finger.up(a.x, a.y, at: time, id: 0), Finger.up(b.x, b.y, at: time, id: 1)]
  }
}

/// `recognizer` on a view placed by `makeInputWindow`, with both fingers down (`TwoFingers.down`).
@MainActor
func makeTwoFingerWindow(
  _ recognizer: UIGestureRecognizer, down: [InputEvent] = TwoFingers.down()
) -> (window: UIWindow, view: UIView) {
  let view = UIView()
  let window = makeInputWindow(with: view)
  view.addGestureRecognizer(recognizer)
  window.handle(down)
  return (window, view)
}
