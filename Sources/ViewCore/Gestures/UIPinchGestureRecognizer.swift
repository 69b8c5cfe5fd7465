import Foundation

/// A continuous two-finger pinch. `scale` is the fingers' distance relative to their distance
/// when both were down (100 pt apart, then 200 pt: 2.0); `location(in:)` is their centroid.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// Change of the fingers' distance (pt) before the pinch begins. UIKit does not document its
  /// threshold; a choice of this project, mirroring the pan's 10 pt so neither gesture wins on a
  /// twitch.
  public static let defaultHysteresis: CGFloat = 10

  /// Change of distance in window points before the pinch may begin.
  open var hysteresis: CGFloat = UIPinchGestureRecognizer.defaultHysteresis

  /// The fingers' distance (window points) against the distance that reads as scale 1.
  var distance = TwoFingerTransform(.ratio)

  public override init() {
    super.init()
  }

  /// The fingers' distance relative to the start; setting it (e.g. back to 1 after applying it)
  /// re-bases later changes on the new value.
  open var scale: CGFloat {
    get { distance.value }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      distance.setValue(newValue)
    }
  }

  /// How fast `scale` changes, per second (smoothed like the pan's velocity).
  open var velocity: CGFloat { distance.velocity(at: lastTouchTime) }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    ignoreTouchesPastTwo(touches, with: event)
    guard numberOfTouches == 2, let measured = twoFingerDistance else { return }
    distance.fingersDown(measuring: max(measured, 1), keepingValue: state.isActive, at: lastTouchTime)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == 2, let measured = twoFingerDistance else { return }
    distance.fingersMoved(measuring: max(measured, 1), at: lastTouchTime)
    twoFingersMoved(pastThreshold: distance.changeSinceDown >= hysteresis)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    twoFingersLifted()
  }

  open override func reset() {
    distance = TwoFingerTransform(.ratio)
  }

  override func takesDeviceGesture(_ kind: InputEvent.Gesture.Kind) -> Bool { kind == .pinch }

  /// A trackpad pinch: its scale is the device's, already past any threshold.
  override func deviceGestureChanged(_ gesture: InputEvent.Gesture) {
    noteDeviceGesture(gesture)
    let scale = gesture.scale.isFinite && gesture.scale > 0 ? gesture.scale : nil
    distance.followDevice(measuring: scale, began: gesture.phase == .began, at: lastTouchTime)
    followDeviceGesture(gesture.phase)
  }
}
