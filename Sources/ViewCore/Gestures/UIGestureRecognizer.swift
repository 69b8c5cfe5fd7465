import Foundation

/// UIKit's gesture recognizer: it watches the touches that begin in its view (or the view's
/// descendants), moves through `State`, and calls its targets on began, changed, ended and
/// cancelled. The window decides who receives which touch and arbitrates between recognizers
/// (see `InputDispatcher`); subclasses override the touch methods and set `state`, as UIKit's
/// `UIGestureRecognizerSubclass` header allows.
@MainActor
open class UIGestureRecognizer {
  // MARK: Configuration

  /// A disabled recognizer receives no touches; disabling one mid-gesture cancels (or fails) it.
  open var isEnabled = true {
    didSet { if oldValue && !isEnabled { stopParticipating() } }
  }
  open weak var delegate: UIGestureRecognizerDelegate?
  /// When the gesture is recognized, the view's touches are cancelled (`touchesCancelled`).
  open var cancelsTouchesInView = true
  /// Holds the view's `touchesBegan` until this recognizer fails (then delivers) or recognizes (then drops).
  open var delaysTouchesBegan = false
  /// Holds the view's `touchesEnded` until this recognizer fails (then delivers) or recognizes (then cancels).
  open var delaysTouchesEnded = true
  open var name: String?

  /// The view the recognizer is attached to (`addGestureRecognizer(_:)`).
  open internal(set) weak var view: UIView?

  // MARK: State

  /// The current state. Subclasses set it from their touch methods; the request goes through
  /// failure requirements, `gestureRecognizerShouldBegin` and exclusion, so reading it back may
  /// show `.possible` (waiting for another recognizer to fail) or `.failed`.
  open var state: State {
    get { storedState }
    set { requestTransition(to: newValue) }
  }

  /// The time (seconds) at which the window calls `deadlinePassed(at:)`; subclasses set it
  /// instead of starting a timer. Cleared before the call and by the reset.
  public var deadline: TimeInterval? {
    didSet { if deadline != oldValue { dispatcher?.scheduleDeadlines() } }
  }

  /// The time of the latest touch the recognizer received, in seconds.
  public internal(set) var lastTouchTime: TimeInterval = 0

  var storedState: State = .possible
  /// The state a subclass asked for while a failure requirement was still undecided.
  var awaitedState: State?
  /// Touches being tracked now, in the order they arrived.
  var trackedTouches: [UITouch] = []
  /// Every touch received since the last reset: recognizers sharing one compete.
  var touchesSinceReset: Set<UITouch> = []
  /// True once a device gesture (`InputEvent.Gesture`) reached it since the last reset: the
  /// recognizers that took one compete for it as those sharing a touch do.
  var tookDeviceGesture = false
  var lastLocationInWindow: CGPoint = .zero
  var failureRequirements: [WeakGestureRecognizer] = []
  var targets: [GestureTarget] = []
  weak var dispatcher: InputDispatcher?

  public init() {}

  // MARK: Targets (UIGestureRecognizer+Targets.swift)

  /// Adds an action, called on each state change the recognizer reports; the returned number
  /// removes it again (`removeTarget(_:action:)`).
  @discardableResult
  open func addTarget(_ target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void) -> Int {
    appendTarget(target, action: action)
  }

  /// Adds a method reference as the action; it runs while `target` lives.
  @discardableResult
  open func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) -> Int {
    addTarget(target, action: Self.perform(action, on: target))
  }

  /// Removes the actions of `target` (nil: every action), or only the one numbered `action`.
  open func removeTarget(_ target: AnyObject?, action: Int? = nil) {
    removeTargets(of: target, numbered: action)
  }

  // MARK: Subclass hooks (UIKit's UIGestureRecognizerSubclass)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// The default cancels an active gesture and fails a possible one.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if storedState.isActive {
      state = .cancelled
    } else if storedState == .possible {
      state = .failed
    }
  }

  /// Called once `deadline` has passed, with the window's time (seconds).
  open func deadlinePassed(at time: TimeInterval) {}

  /// True for recognizers that take gestures of `kind` the device recognised itself (the pinch
  /// and rotation recognizers take pinches).
  func takesDeviceGesture(_ kind: InputEvent.Gesture.Kind) -> Bool { false }

  /// A device gesture's phase, delivered directly (`UIGestureRecognizer+DeviceGesture`).
  func deviceGestureChanged(_ gesture: InputEvent.Gesture) {}

  /// Clears the subclass's own state; the base state is cleared before this is called.
  open func reset() {}

  /// Whether this recognizer, once recognized, makes `preventedGestureRecognizer` fail.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, once recognized, makes this one fail.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// True makes this recognizer wait for `otherGestureRecognizer` to fail.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// True makes `otherGestureRecognizer` wait for this recognizer to fail.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// The gesture's location in `view`'s coordinates (nil: the window's): the centroid of the
  /// touches, or where they were last seen once lifted.
  open func location(in view: UIView?) -> CGPoint {
    let point = trackedTouches.isEmpty ? lastLocationInWindow : centroidInWindow
    return view.map { $0.convert(point, from: nil) } ?? point
  }

  // MARK: Touches

  /// The number of touches being tracked.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The location of the touch at `touchIndex` (0 ..< numberOfTouches) in `view`'s coordinates;
  /// an index out of range gives the gesture's location.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// Stops tracking `touch`: the recognizer receives no more of its changes.
  open func ignore(_ touch: UITouch, for event: UIEvent?) {
    trackedTouches.removeAll { $0 === touch }
  }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails; if it recognizes, this one fails.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
    else { return }
    failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
  }

  /// The centroid of the tracked touches in window points.
  var centroidInWindow: CGPoint {
    guard !trackedTouches.isEmpty else { return lastLocationInWindow }
    let sum = trackedTouches.reduce(CGPoint.zero) {
      CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y)
    }
    let count = CGFloat(trackedTouches.count)
    return CGPoint(x: sum.x / count, y: sum.y / count)
  }
}

/// A weak reference to a recognizer, so failure requirements do not keep each other alive.
struct WeakGestureRecognizer {
  weak var recognizer: UIGestureRecognizer?
  init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// Recognizers are equal only to themselves, as `NSObject`s are by default.
extension UIGestureRecognizer: Hashable {
  public nonisolated static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
