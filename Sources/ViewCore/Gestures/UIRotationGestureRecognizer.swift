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

  /// The fingers' angle (radians, unwrapped: it keeps counting past ±π) against the angle that
  /// reads as rotation 0.
  var angle = TwoFingerTransform(.difference)

  public override init() {
    super.init()
  }

  /// The fingers' turn since the start, radians, clockwise positive; setting it (e.g. back to 0
  /// after applying it to a view's transform) re-bases later changes on the new value.
  open var rotation: CGFloat {
    get { angle.value }
    set {
      guard newValue.isFinite else { return }
      angle.setValue(newValue)
    }
  }

  /// How fast `rotation` changes, radians per second (smoothed like the pan's velocity).
  open var velocity: CGFloat { angle.velocity(at: lastTouchTime) }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    ignoreTouchesPastTwo(touches, with: event)
    guard numberOfTouches == 2, let measured = fingerAngle else { return }
    angle.fingersDown(measuring: measured, keepingValue: state.isActive, at: lastTouchTime)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == 2, let measured = fingerAngle else { return }
    angle.fingersMoved(measuring: angle.measure + Self.wrapped(measured - angle.measure), at: lastTouchTime)
    twoFingersMoved(pastThreshold: angle.changeSinceDown * (twoFingerDistance ?? 0) / 2 >= hysteresis)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    twoFingersLifted()
  }

  open override func reset() {
    angle = TwoFingerTransform(.difference)
  }

  override func takesDeviceGesture(_ kind: InputEvent.Gesture.Kind) -> Bool { kind == .pinch }

  /// A trackpad pinch's turn: the device's rotation since its begin, already past any threshold.
  override func deviceGestureChanged(_ gesture: InputEvent.Gesture) {
    noteDeviceGesture(gesture)
    let began = gesture.phase == .began
    angle.followDevice(measuring: gesture.rotation.isFinite ? gesture.rotation : nil, began: began, at: lastTouchTime)
    // The turn counts from the device's angle at its begin.
    if began { angle.setValue(0) }
    followDeviceGesture(gesture.phase)
  }

  /// The direction from the first tracked touch to the second, radians (window points, y down).
  private var fingerAngle: CGFloat? {
    guard let (a, b) = twoFingerPoints, a != b else { return nil }
    return atan2(b.y - a.y, b.x - a.x)
  }

  /// `angle` brought into (−π, π], so a turn across the ±π seam counts as the small step it is.
  private static func wrapped(_ angle: CGFloat) -> CGFloat {
    var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
    if result > .pi { result -= 2 * .pi }
    if result <= -.pi { result += 2 * .pi }
    return result
  }
}
