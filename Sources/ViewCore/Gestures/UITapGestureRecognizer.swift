import Foundation

/// A discrete gesture: `numberOfTouchesRequired` fingers tap `numberOfTapsRequired` times, each
/// press short and still, the taps close together in time and place. The location is the first
/// tap's, as in UIKit.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How far (pt) a finger may move during a press: about 10 pt, a choice of this project (the
  /// issue's figure; UIKit does not document it).
  public static let allowableMovement: CGFloat = 10
  /// How far (pt) a later tap may land from the first: 45 pt, a choice of this project taken from
  /// Mocha's port of UIKit's tap recognizer.
  public static let allowableTapDistance: CGFloat = 45
  /// The longest press that still counts as a tap: 0.75 s, a choice of this project taken from
  /// Mocha's port of UIKit.
  public static let maximumTapDuration: TimeInterval = 0.75
  /// The longest pause between taps: 0.35 s, a choice of this project taken from Mocha's port of
  /// UIKit (and the issue's ~0.35 s).
  public static let maximumIntervalBetweenTaps: TimeInterval = 0.35

  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1

  var completedTaps = 0
  var isPressing = false
  var mostTouchesInPress = 0
  var pressStarts: [UITouch: CGPoint] = [:]
  var firstTapLocation: CGPoint?

  public override init() {
    super.init()
  }

  open override func location(in view: UIView?) -> CGPoint {
    guard let firstTapLocation else { return super.location(in: view) }
    return view.map { $0.convert(firstTapLocation, from: nil) } ?? firstTapLocation
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    if !isPressing {
      if let first = firstTapLocation, distance(centroidInWindow, first) > Self.allowableTapDistance {
        state = .failed
        return
      }
      isPressing = true
      mostTouchesInPress = 0
      deadline = lastTouchTime + Self.maximumTapDuration
    }
    for touch in touches { pressStarts[touch] = touch.locationInWindow }
    mostTouchesInPress = max(mostTouchesInPress, numberOfTouches)
    if mostTouchesInPress > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if touches.contains(where: movedTooFar) { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    if touches.contains(where: movedTooFar) {
      state = .failed
      return
    }
    guard numberOfTouches == 0 else { return }
    isPressing = false
    guard mostTouchesInPress == numberOfTouchesRequired else {
      state = .failed
      return
    }
    completedTaps += 1
    let starts = Array(pressStarts.values)
    if completedTaps == 1, !starts.isEmpty {
      firstTapLocation = CGPoint(
        x: starts.map(\.x).reduce(0, +) / CGFloat(starts.count),
        y: starts.map(\.y).reduce(0, +) / CGFloat(starts.count))
    }
    pressStarts = [:]
    if completedTaps >= numberOfTapsRequired {
      deadline = nil
      state = .ended
    } else {
      deadline = lastTouchTime + Self.maximumIntervalBetweenTaps
    }
  }

  /// Too long a press, or too long a pause between taps.
  open override func deadlinePassed(at time: TimeInterval) {
    state = .failed
  }

  open override func reset() {
    completedTaps = 0
    isPressing = false
    mostTouchesInPress = 0
    pressStarts = [:]
    firstTapLocation = nil
  }

  private func movedTooFar(_ touch: UITouch) -> Bool {
    guard let start = pressStarts[touch] else { return false }
    return distance(touch.locationInWindow, start) > Self.allowableMovement
  }

  private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
  }
}
