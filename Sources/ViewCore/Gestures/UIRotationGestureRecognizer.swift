import Foundation

/// A continuous two-finger rotation, as UIKit's: `rotation` is how far the line between the two
/// fingers has turned since they were both down, in radians, clockwise positive on screen (y
/// points down); `velocity` is its rate in radians per second; `location(in:)` is their centroid.
/// A trackpad's pinch with a turn in it (Wayland's pointer gestures, XInput 2.4) reaches it
/// directly, already recognised by the device, as on Mac Catalyst.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// How far (pt) each finger must travel along its arc about the centroid before the rotation
  /// begins. UIKit does not document its threshold; a choice of this project, the pan's and the
  /// pinch's 10 pt, so none of the three wins on a twitch.
  public static let defaultHysteresis: CGFloat = 10

  /// The arc, in window points, each finger travels before the rotation may begin.
  open var hysteresis: CGFloat = UIRotationGestureRecognizer.defaultHysteresis

  /// The fingers' angle (radians, unwrapped) that reads as rotation 0.
  var referenceAngle: CGFloat = 0
  /// The angle when the second finger went down, for the threshold.
  var angleAtDown: CGFloat = 0
  /// The fingers' current angle, unwrapped: it keeps counting past ±π.
  var currentAngle: CGFloat = 0
  var rotationTracker = VelocityTracker()

  public override init() {
    super.init()
  }

  /// The fingers' turn since the start, radians, clockwise positive; setting it (e.g. back to 0
  /// after applying it to a view's transform) re-bases later changes on the new value.
  open var rotation: CGFloat {
    get { currentAngle - referenceAngle }
    set {
      guard newValue.isFinite else { return }
      let old = rotation
      referenceAngle = currentAngle - newValue
      rotationTracker.shift(by: CGPoint(x: newValue - old, y: 0))
    }
  }

  /// How fast `rotation` changes, radians per second (smoothed like the pan's velocity).
  open var velocity: CGFloat { rotationTracker.velocity(at: lastTouchTime).x }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) where numberOfTouches > 2 {
      ignore(touch, for: event)
    }
    guard numberOfTouches == 2, let angle = fingerAngle else { return }
    let kept = rotation
    currentAngle = angle
    referenceAngle = state.isActive ? angle - kept : angle
    angleAtDown = angle
    rotationTracker.reset(at: CGPoint(x: rotation, y: 0), time: lastTouchTime)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == 2, let angle = fingerAngle else { return }
    currentAngle += Self.wrapped(angle - currentAngle)
    rotationTracker.add(CGPoint(x: rotation, y: 0), at: lastTouchTime)
    if state == .possible {
      if abs(currentAngle - angleAtDown) * fingerDistance / 2 >= hysteresis { state = .began }
    } else if state.isActive {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches < 2 else { return }
    state = state.isActive ? .ended : (numberOfTouches == 0 ? .failed : state)
  }

  open override func reset() {
    referenceAngle = 0
    angleAtDown = 0
    currentAngle = 0
    rotationTracker = VelocityTracker()
  }

  override func takesDeviceGesture(_ kind: InputEvent.Gesture.Kind) -> Bool { kind == .pinch }

  /// A trackpad pinch's turn: the device's rotation since its begin, already past any threshold.
  override func deviceGestureChanged(_ gesture: InputEvent.Gesture) {
    noteDeviceGesture(gesture)
    if gesture.phase == .began {
      referenceAngle = 0
      angleAtDown = 0
    }
    if gesture.rotation.isFinite { currentAngle = gesture.rotation }
    if gesture.phase == .began {
      referenceAngle = currentAngle
      rotationTracker.reset(at: CGPoint(x: rotation, y: 0), time: lastTouchTime)
    } else {
      rotationTracker.add(CGPoint(x: rotation, y: 0), at: lastTouchTime)
    }
    followDeviceGesture(gesture.phase)
  }

  /// The direction from the first tracked touch to the second, radians (window points, y down).
  private var fingerAngle: CGFloat? {
    guard trackedTouches.count >= 2 else { return nil }
    let a = trackedTouches[0].locationInWindow
    let b = trackedTouches[1].locationInWindow
    guard a != b else { return nil }
    return atan2(b.y - a.y, b.x - a.x)
  }

  /// The distance between the two tracked touches in window points.
  private var fingerDistance: CGFloat {
    guard trackedTouches.count >= 2 else { return 0 }
    let a = trackedTouches[0].locationInWindow
    let b = trackedTouches[1].locationInWindow
    return hypot(a.x - b.x, a.y - b.y)
  }

  /// `angle` brought into (−π, π], so a turn across the ±π seam counts as the small step it is.
  private static func wrapped(_ angle: CGFloat) -> CGFloat {
    var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
    if result > .pi { result -= 2 * .pi }
    if result <= -.pi { result += 2 * .pi }
    return result
  }
}
