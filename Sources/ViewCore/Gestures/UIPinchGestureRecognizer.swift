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

  /// The distance that reads as scale 1, in window points.
  var referenceDistance: CGFloat = 1
  /// The distance when the second finger went down, for the threshold.
  var distanceAtDown: CGFloat = 1
  var currentDistance: CGFloat = 1
  var scaleTracker = VelocityTracker()

  public override init() {
    super.init()
  }

  /// The fingers' distance relative to the start; setting it (e.g. back to 1 after applying it)
  /// re-bases later changes on the new value.
  open var scale: CGFloat {
    get { currentDistance / referenceDistance }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      let old = scale
      referenceDistance = max(currentDistance / newValue, .leastNormalMagnitude)
      scaleTracker.shift(by: CGPoint(x: newValue - old, y: 0))
    }
  }

  /// How fast `scale` changes, per second (smoothed like the pan's velocity).
  open var velocity: CGFloat { scaleTracker.velocity(at: lastTouchTime).x }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) where numberOfTouches > 2 {
      ignore(touch, for: event)
    }
    guard numberOfTouches == 2 else { return }
    let distance = max(fingerDistance, 1)
    if state.isActive {
      referenceDistance = distance / scale
    } else {
      referenceDistance = distance
    }
    distanceAtDown = distance
    currentDistance = distance
    scaleTracker.reset(at: CGPoint(x: scale, y: 0), time: lastTouchTime)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == 2 else { return }
    currentDistance = max(fingerDistance, 1)
    scaleTracker.add(CGPoint(x: scale, y: 0), at: lastTouchTime)
    if state == .possible {
      if abs(currentDistance - distanceAtDown) >= hysteresis { state = .began }
    } else if state.isActive {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches < 2 else { return }
    state = state.isActive ? .ended : (numberOfTouches == 0 ? .failed : state)
  }

  open override func reset() {
    referenceDistance = 1
    distanceAtDown = 1
    currentDistance = 1
    scaleTracker = VelocityTracker()
  }

  override func takesDeviceGesture(_ kind: InputEvent.Gesture.Kind) -> Bool { kind == .pinch }

  /// A trackpad pinch: its scale is the device's, already past any threshold.
  override func deviceGestureChanged(_ gesture: InputEvent.Gesture) {
    noteDeviceGesture(gesture)
    if gesture.phase == .began {
      referenceDistance = 1
      distanceAtDown = 1
    }
    if gesture.scale.isFinite, gesture.scale > 0 { currentDistance = gesture.scale }
    if gesture.phase == .began {
      scaleTracker.reset(at: CGPoint(x: scale, y: 0), time: lastTouchTime)
    } else {
      scaleTracker.add(CGPoint(x: scale, y: 0), at: lastTouchTime)
    }
    followDeviceGesture(gesture.phase)
  }

  /// The distance between the two tracked touches in window points.
  private var fingerDistance: CGFloat {
    guard trackedTouches.count >= 2 else { return currentDistance }
    let a = trackedTouches[0].locationInWindow
    let b = trackedTouches[1].locationInWindow
    return hypot(a.x - b.x, a.y - b.y)
  }
}
