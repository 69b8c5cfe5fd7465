import Foundation

/// The window's input state, following UIKit's event model: touches are hit-tested when they
/// begin, go first to the gesture recognizers of the hit view and its ancestors, then (unless a
/// recognizer holds or cancels them) to the hit view's `touches…` methods, which pass them up the
/// responder chain. Wheel and key events are routed by `InputDispatcher+Routing.swift`.
/// Time comes only from event timestamps and `UIWindow.advance(to:)`, through the window's clock.
@MainActor
final class InputDispatcher {
  weak var window: UIWindow?
  /// Touches in flight (and finished ones whose view still awaits its final message), oldest first.
  var records: [TouchRecord] = []
  /// Recognizers that received touches since their last reset.
  var recognizers: [UIGestureRecognizer] = []
  /// The window's clock, in seconds: frames and input events move it forward, never backwards.
  var now: TimeInterval { window?.currentTime ?? 0 }
  /// Where the pointer was last seen (window points): keys go to the view under it.
  var lastPointerLocation: CGPoint?
  /// The responder that receives key presses and typed text first (`becomeFirstResponder()`);
  /// text input runs while it adopts `UIKeyInput`.
  weak var firstResponder: UIResponder? {
    didSet { if firstResponder !== oldValue { updateTextInput() } }
  }
  /// True while the platform's text input is started for this window.
  var isTextInputStarted = false
  /// The view a wheel stream was last sent to, and when.
  weak var latchedScrollView: UIView?
  var latchTime: TimeInterval = -.infinity
  /// The recognizers a device gesture in progress goes to (`+DeviceGestures`).
  var deviceGestureRecognizers: [UIGestureRecognizer] = []
  private var isResolvingRequirements = false
  private var needsRequirementPass = false
  lazy var timer = DeadlineTimer(dispatcher: self)

  init(window: UIWindow) {
    self.window = window
  }

  /// Handles one event at its own time: due deadlines fire first.
  func dispatch(_ event: InputEvent) {
    processTime(event.timestamp)
    switch event {
    case .touch(let touch):
      handleTouches([touch])
    case .hover(let hover):
      if hover.location.hasFiniteCoordinates { lastPointerLocation = hover.location }
    case .wheel(let wheel):
      routeWheel(wheel)
    case .trackpad(let trackpad):
      routeTrackpad(trackpad)
    case .gesture(let gesture):
      routeGesture(gesture)
    case .key(let key):
      routeKey(key)
    case .text(let text):
      routeText(text)
    case .focusLost, .pointerLeft:
      cancelEverything()
    case .secondaryClick(let click):
      if let window { ContextMenuRouting.open(at: click.location, in: window) }
    }
    settle()
  }

  /// Handles touch changes of one instant and one phase together (see `handleTouches(_:)`).
  func dispatch(touches: [InputEvent.Touch]) {
    guard let first = touches.first else { return }
    processTime(first.timestamp)
    handleTouches(touches)
    settle()
  }

  /// Moves the clock to `time` and fires the deadlines that have passed (at most 64 per call, a
  /// choice of this project that bounds the work if recognizers keep setting past deadlines).
  func processTime(_ time: TimeInterval) {
    window?.noteTime(time)
    for _ in 0..<64 {
      guard let due = earliestDueRecognizer() else { break }
      due.deadline = nil
      due.deadlinePassed(at: now)
    }
    settle()
  }

  private func earliestDueRecognizer() -> UIGestureRecognizer? {
    recognizers.filter { ($0.deadline ?? .infinity) <= now }.min { ($0.deadline ?? 0) < ($1.deadline ?? 0) }
  }

  /// After any change: deliver what the views may now hear, reset recognizers once every
  /// finger is up, forget finished touches, and keep the deadline timer running if needed.
  func settle() {
    deliverToViews()
    if resetIdleRecognizers() { deliverToViews() }
    records.removeAll { $0.isDone }
    scheduleDeadlines()
  }

  /// The earliest pending deadline (seconds): a recognizer's, or a held content touch's.
  var nextDeadline: TimeInterval? {
    let recognizerDeadlines = recognizers.compactMap(\.deadline)
    let holds = records.filter { !$0.beganDelivered && !$0.isSuppressed && !$0.isFinished }
      .compactMap(\.contentHoldUntil)
      .filter { $0 > now }
    return (recognizerDeadlines + holds).min()
  }

  /// Makes sure the window steps the deadline timer while a deadline is pending.
  func scheduleDeadlines() {
    guard let window, nextDeadline != nil, !window.hasAnimator(timer) else { return }
    window.addAnimator(timer)
  }

  func isTracking(_ recognizer: UIGestureRecognizer) -> Bool {
    recognizers.contains { $0 === recognizer }
  }

  func track(_ recognizer: UIGestureRecognizer) {
    guard !isTracking(recognizer) else { return }
    recognizers.append(recognizer)
    recognizer.dispatcher = self
  }

  /// The event handed to views and recognizers at `time` (seconds; nil: the dispatcher's clock):
  /// every touch in flight plus `changed`, the touches this event is about (ended ones included).
  func makeEvent(at time: TimeInterval? = nil, changed: [TouchRecord] = []) -> UIEvent {
    var touches = Set(records.filter { !$0.isFinished }.map(\.touch))
    touches.formUnion(changed.map(\.touch))
    return UIEvent(timestamp: time ?? now, touches: touches)
  }

  /// Lets waiting recognizers re-check their failure requirements; re-entrant calls are folded
  /// into one more pass, up to 16 passes (a choice of this project: a guard against requirements
  /// that keep changing one another).
  func resolveRequirements() {
    if isResolvingRequirements {
      needsRequirementPass = true
      return
    }
    isResolvingRequirements = true
    defer { isResolvingRequirements = false }
    var passes = 0
    repeat {
      needsRequirementPass = false
      passes += 1
      for recognizer in recognizers where recognizer.awaitedState != nil {
        recognizer.reevaluateAwaitedState()
      }
    } while needsRequirementPass && passes < 16
  }
}

extension CGPoint {
  /// True when both coordinates are finite numbers.
  var hasFiniteCoordinates: Bool { x.isFinite && y.isFinite }
}
