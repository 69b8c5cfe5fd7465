import Foundation

/// A continuous drag of one or more fingers. It begins once the touches' centroid has moved
/// `hysteresis` points from where it went down; `translation(in:)` then counts from the
/// touch-down (so it is already about 10 pt at `.began`, as in UIKit).
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// About 10 pt of movement before the gesture begins: a choice of this project, the figure
  /// for iOS's pan threshold (UIKit does not document it).
  public static let defaultHysteresis: CGFloat = 10

  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  /// Movement in window points before the pan may begin.
  open var hysteresis: CGFloat = UIPanGestureRecognizer.defaultHysteresis

  /// Where the centroid would be with zero translation, in window points.
  var anchor: CGPoint = .zero
  /// The centroid after the latest change, in window points.
  var currentCentroid: CGPoint = .zero
  var tracker = VelocityTracker()

  public override init() {
    super.init()
  }

  /// Called once when the movement first passes the threshold, with the translation in the
  /// recognizer's view's coordinates; returning false makes the pan fail. Subclasses use it to
  /// decide by direction (a horizontal scroller lets a vertical drag go to its parent). They may
  /// also set `state = .failed` from `touchesMoved` at any time before the pan begins.
  open func canBegin(withTranslation translation: CGPoint) -> Bool { true }

  /// The drag so far in `view`'s coordinates (nil: window points).
  open func translation(in view: UIView?) -> CGPoint {
    let vector = CGPoint(x: currentCentroid.x - anchor.x, y: currentCentroid.y - anchor.y)
    return view?.vectorFromWindow(vector) ?? vector
  }

  /// Makes the current translation read as `translation` (in `view`'s coordinates).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard translation.hasFiniteCoordinates else { return }
    let vector = view?.vectorToWindow(translation) ?? translation
    anchor = CGPoint(x: currentCentroid.x - vector.x, y: currentCentroid.y - vector.y)
  }

  /// The drag's velocity in `view`'s coordinates per second, smoothed (see `VelocityTracker`).
  open func velocity(in view: UIView?) -> CGPoint {
    let vector = tracker.velocity(at: lastTouchTime)
    return view?.vectorFromWindow(vector) ?? vector
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let isFirst = numberOfTouches == touches.count
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp })
    where numberOfTouches > maximumNumberOfTouches {
      ignore(touch, for: event)
    }
    if isFirst {
      currentCentroid = centroidInWindow
      anchor = currentCentroid
      tracker.reset(at: currentCentroid, time: lastTouchTime)
    } else {
      recentre()
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    currentCentroid = centroidInWindow
    tracker.add(currentCentroid, at: lastTouchTime)
    if state == .possible {
      let moved = translation(in: nil)
      guard numberOfTouches >= minimumNumberOfTouches, hypot(moved.x, moved.y) >= hysteresis else { return }
      guard canBegin(withTranslation: translation(in: view)) else {
        state = .failed
        return
      }
      state = .began
    } else if state.isActive {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let lifted = touches.map(\.locationInWindow)
    let remaining = trackedTouches.map(\.locationInWindow)
    let all = lifted + remaining
    let centroid = CGPoint(
      x: all.map(\.x).reduce(0, +) / CGFloat(all.count), y: all.map(\.y).reduce(0, +) / CGFloat(all.count))
    if centroid != currentCentroid {
      currentCentroid = centroid
      tracker.add(centroid, at: lastTouchTime)
    }
    if numberOfTouches == 0 || numberOfTouches < minimumNumberOfTouches {
      state = state.isActive ? .ended : .failed
    } else {
      recentre()
    }
  }

  open override func reset() {
    anchor = .zero
    currentCentroid = .zero
    tracker = VelocityTracker()
  }

  /// Keeps the translation continuous when a finger is added or lifted.
  private func recentre() {
    let centroid = centroidInWindow
    let jump = CGPoint(x: centroid.x - currentCentroid.x, y: centroid.y - currentCentroid.y)
    anchor = CGPoint(x: anchor.x + jump.x, y: anchor.y + jump.y)
    tracker.shift(by: jump)
    currentCentroid = centroid
  }
}
