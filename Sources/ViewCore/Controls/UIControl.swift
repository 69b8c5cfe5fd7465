import Foundation

/// A view that turns touches into events for its actions (UIKit's `UIControl`): it tracks the
/// first touch that begins in it, highlights while the touch is inside, and reports
/// touch-down, drags, touch-up inside or outside, and cancellation.
open class UIControl: UIView {
  /// How far outside its bounds (pt) a tracked touch still counts as inside: UIKit keeps a
  /// button pressed well beyond its edge; 70 pt, the commonly measured margin, is a choice of this
  /// project (UIKit documents no number).
  public static let trackingSlop: CGFloat = 70

  /// A disabled control ignores touches (they pass up the responder chain) and draws dimmed.
  open var isEnabled = true {
    didSet {
      if isEnabled != oldValue {
        if !isEnabled { isHighlighted = false }
        setNeedsDisplay()
      }
    }
  }
  open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

  /// True while a touch that began in the control is being tracked.
  open internal(set) var isTracking = false
  /// True while the tracked touch is inside the bounds grown by `trackingSlop`.
  open internal(set) var isTouchInside = false

  var controlTargets: [ControlTarget] = []
  weak var trackedTouch: UITouch?

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Archives do not exist here; the coder is not read (see `UIResponder.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The combination of highlighted, disabled and selected.
  open var state: State {
    var result: State = []
    if isHighlighted { result.insert(.highlighted) }
    if !isEnabled { result.insert(.disabled) }
    if isSelected { result.insert(.selected) }
    return result
  }

  // MARK: Tracking hooks (UIKit's)

  /// A touch began in the control; return false to stop tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch moved; return false to stop tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch lifted (nil when tracking stopped for another reason).
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  open func cancelTracking(with event: UIEvent?) {}

  // MARK: Actions (UIControl+Actions.swift)

  /// Runs `action` for `events`.
  open func addAction(_ action: UIAction, for events: Event) {
    appendTarget(events: events, action: action, target: nil, perform: nil)
  }

  /// Removes the action (matched by identifier) for `events`.
  open func removeAction(_ action: UIAction, for events: Event) {
    removeTargets(for: events) { $0.action?.identifier == action.identifier }
  }

  /// Calls `action(control, event)` for `events` while `target` lives (nil target: always).
  open func addTarget(_ target: AnyObject?, action: @escaping (UIControl, UIEvent?) -> Void, for events: Event) {
    appendTarget(events: events, action: nil, target: target, perform: action)
  }

  /// Calls the method reference `action(target)(control)` for `events` while `target` lives.
  open func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
  ) {
    addTarget(target, action: Self.perform(action, on: target), for: events)
  }

  /// Calls the method reference `action(target)()` for `events` while `target` lives.
  open func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
  ) {
    addTarget(target, action: Self.perform(action, on: target), for: events)
  }

  /// Removes the target-actions of `target` (nil: all of them) for `events`.
  open func removeTarget(_ target: AnyObject?, for events: Event) {
    removeTargets(for: events) { $0.action == nil && (target == nil || $0.target === target) }
  }

  /// The events some action listens to.
  open var allControlEvents: Event {
    controlTargets.reduce(Event()) { $0.union($1.events) }
  }

  /// Runs every action registered for any of `events`, in the order they were added.
  open func sendActions(for events: Event) {
    sendActions(for: events, with: nil)
  }

  /// Runs `action`'s handler with this control as its `sender`. The control sends every
  /// `UIAction` it runs through here, so a subclass can observe or filter them.
  open func sendAction(_ action: UIAction) {
    action.sender = self
    action.handler(action)
    action.sender = nil
  }

  /// Whether a touch-up inside also sends `.primaryActionTriggered` (true for buttons).
  var sendsPrimaryActionOnTouchUpInside: Bool { false }

  // MARK: Touches

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return super.touchesBegan(touches, with: event) }
    guard trackedTouch == nil, let touch = touches.first else { return }
    trackedTouch = touch
    isTracking = beginTracking(touch, with: event)
    isTouchInside = true
    isHighlighted = isTracking
    var events: Event = .touchDown
    if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
    sendActions(for: events, with: event)
    if !isTracking { trackedTouch = nil }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return super.touchesMoved(touches, with: event) }
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    let wasInside = isTouchInside
    isTouchInside = isInsideForTracking(touch)
    isHighlighted = isTouchInside
    switch (wasInside, isTouchInside) {
    case (true, false): sendActions(for: .touchDragExit, with: event)
    case (false, true): sendActions(for: .touchDragEnter, with: event)
    case (true, true): sendActions(for: .touchDragInside, with: event)
    case (false, false): sendActions(for: .touchDragOutside, with: event)
    }
    if !continueTracking(touch, with: event) { stopTracking(with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled || isTracking else { return super.touchesEnded(touches, with: event) }
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    isTouchInside = isInsideForTracking(touch)
    isTracking = false
    isHighlighted = false
    trackedTouch = nil
    endTracking(touch, with: event)
    if isTouchInside {
      sendActions(for: .touchUpInside, with: event)
      if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered, with: event) }
    } else {
      sendActions(for: .touchUpOutside, with: event)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled || isTracking else { return super.touchesCancelled(touches, with: event) }
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    isTracking = false
    isHighlighted = false
    trackedTouch = nil
    cancelTracking(with: event)
    sendActions(for: .touchCancel, with: event)
  }

  private func stopTracking(with event: UIEvent?) {
    isTracking = false
    isHighlighted = false
    trackedTouch = nil
    endTracking(nil, with: event)
  }

  private func isInsideForTracking(_ touch: UITouch) -> Bool {
    let slop = Self.trackingSlop
    return bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self))
  }
}
