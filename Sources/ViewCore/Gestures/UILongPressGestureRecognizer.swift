import Foundation

/// A continuous gesture: `numberOfTouchesRequired` fingers held still for `minimumPressDuration`
/// (UIKit's `UILongPressGestureRecognizer`). It begins once the time has passed with the fingers
/// within `allowableMovement` of where they pressed, changes as they move, and ends when they
/// lift; moving too far or lifting early fails it. The time comes from the window's clock
/// through the recognizer's deadline, never from a clock of its own.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must stay down before the gesture begins, in seconds: 0.5, UIKit's
  /// default (Apple's `UILongPressGestureRecognizer.minimumPressDuration`).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the fingers may move before the gesture begins, in points: 10, UIKit's default
  /// (Apple's `allowableMovement`).
  open var allowableMovement: CGFloat = 10
  /// The number of fingers to hold.
  open var numberOfTouchesRequired = 1
  /// Full taps before the press (0: the press itself starts the gesture). Only 0 is recognised
  /// here; another number fails every press, with a message.
  open var numberOfTapsRequired = 0

  /// Where each finger pressed, in window coordinates.
  var pressStarts: [UITouch: CGPoint] = [:]

  public override init() {
    super.init()
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    guard numberOfTapsRequired == 0 else {
      Diagnostics.report(
        "numberOfTapsRequired \(numberOfTapsRequired) is not recognised here; only 0 is",
        from: "UILongPressGestureRecognizer", once: "taps")
      state = .failed
      return
    }
    for touch in touches { pressStarts[touch] = touch.locationInWindow }
    if numberOfTouches > numberOfTouchesRequired {
      state = .failed
    } else if numberOfTouches == numberOfTouchesRequired {
      deadline = lastTouchTime + minimumPressDuration
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      if touches.contains(where: movedTooFar) { state = .failed }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = .ended
    default: break
    }
  }

  /// The fingers were held long enough: the gesture begins.
  open override func deadlinePassed(at time: TimeInterval) {
    guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
    state = .began
  }

  open override func reset() {
    pressStarts = [:]
  }

  private func movedTooFar(_ touch: UITouch) -> Bool {
    guard let start = pressStarts[touch] else { return false }
    let location = touch.locationInWindow
    return hypot(location.x - start.x, location.y - start.y) > allowableMovement
  }
}
