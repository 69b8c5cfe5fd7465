import Foundation
import ScrollPhysics

extension UIView {
  /// The timing curves of `UIViewPropertyAnimator(duration:curve:animations:)`.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear

    var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .cubicBezier(.easeIn)
      case .easeOut: .cubicBezier(.easeOut)
      case .linear: .linear
      }
    }
  }
}

/// Where an interruptible animation ended: at its end values, back at its start, or where it was.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// An interruptible animation's state: not started (or finished), started, or stopped and waiting
/// for `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// `UIViewPropertyAnimator`: an animation that can be started, paused, scrubbed
/// (`fractionComplete`), reversed and stopped, on the window's clock like `UIView.animate`.
///
/// Its blocks run when it first becomes active (`startAnimation`, `pauseAnimation` or setting
/// `fractionComplete`): the model takes their values then, and what is drawn follows the curve.
/// Time runs as a fraction 0 … 1 of `duration`; after a pause the rest of the way (forwards, or
/// back when `isReversed`) is a new stretch of the curve from where the values are, so a scrub
/// then a resume does not jump. Finishing at `.start` puts the model back to the values before
/// the blocks ran.
@MainActor
open class UIViewPropertyAnimator {
  public let duration: TimeInterval
  public private(set) var delay: TimeInterval = 0
  public private(set) var state: UIViewAnimatingState = .inactive
  public private(set) var isRunning = false
  /// False: the views it animates take no touches while it is active (UIKit's default is true).
  public var isUserInteractionEnabled = true
  public var isInterruptible = true
  /// While paused, `fractionComplete` moves the values linearly (true) or along the curve.
  public var scrubsLinearly = true
  /// At its end it pauses instead of finishing (the completions wait for `stopAnimation`).
  public var pausesOnCompletion = false

  /// Running backwards, towards the values before the blocks ran.
  public var isReversed = false {
    didSet {
      guard isReversed != oldValue, isRunning, let window else { return }
      let now = window.currentTime
      let (f, p) = position(at: now)
      beginStretch(at: now, from: (f, p))
    }
  }

  /// How far through the duration it is, 0 … 1. Set while it is not running, it moves the
  /// values there (becoming active, paused, if it was inactive).
  public var fractionComplete: CGFloat {
    get { CGFloat(position(at: window?.currentTime ?? 0).fraction) }
    set {
      guard !isRunning, state != .stopped, newValue.isFinite else { return }
      if state == .inactive { activate() }
      let f = min(max(Double(newValue), 0), 1)
      paused = (f, scrubsLinearly ? f : shape(f))
      show(progress: paused.progress)
    }
  }

  private let curve: TimingCurve
  private let spring: SpringCurve?
  private var blocks: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var tracks: [Track] = []
  private weak var window: UIWindow?
  /// The stretch of the curve being run: from (fraction, progress) to the end or the start.
  private var stretch: Stretch?
  /// Where it stands while not running.
  private var paused: (fraction: Double, progress: Double) = (0, 0)
  private lazy var driver = Driver(animator: self)

  private struct Track {
    weak var view: UIView?
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
  }

  private struct Stretch {
    let start: TimeInterval
    let length: TimeInterval
    let from: (fraction: Double, progress: Double)
    let to: (fraction: Double, progress: Double)
  }

  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = max(0, duration.isFinite ? duration : 0)
    self.curve = curve.timingCurve
    spring = nil
    if let animations { blocks.append(animations) }
  }

  public init(
    duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint, animations: (() -> Void)? = nil
  ) {
    self.duration = max(0, duration.isFinite ? duration : 0)
    curve = .cubicBezier(
      CubicBezier(Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y)))
    spring = nil
    if let animations { blocks.append(animations) }
  }

  /// A spring that settles in `duration` (docs/physics.md §7.3), starting at rest.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = max(0, duration.isFinite ? duration : 0)
    curve = .linear
    spring = SpringCurve(dampingRatio: Double(ratio), initialVelocity: 0, duration: self.duration)
    if let animations { blocks.append(animations) }
  }

  /// Made and started at once, as `UIView.animate` would, but interruptible.
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, timingCurve: options.timingCurve, animations: animations)
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  private init(duration: TimeInterval, timingCurve: TimingCurve, animations: @escaping () -> Void) {
    self.duration = max(0, duration.isFinite ? duration : 0)
    curve = timingCurve
    spring = nil
    blocks.append(animations)
  }

  /// Adds a block; once active, it runs at once and its changes animate over the time left.
  public func addAnimations(_ animation: @escaping () -> Void) {
    guard state == .active else { return blocks.append(animation) }
    record(animation, startingAt: position(at: window?.currentTime ?? 0).progress)
  }

  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  public func startAnimation() { startAnimation(afterDelay: 0) }

  public func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    if state == .inactive { activate() }
    guard let window else { return finish(at: isReversed ? .start : .end) }
    self.delay = max(0, delay.isFinite ? delay : 0)
    isRunning = true
    beginStretch(at: window.currentTime + self.delay, from: paused)
    window.addAnimator(driver)
  }

  public func pauseAnimation() {
    guard state != .stopped else { return }
    if state == .inactive { activate() }
    guard isRunning, let window else { return }
    paused = position(at: window.currentTime)
    stretch = nil
    isRunning = false
    window.removeAnimator(driver)
    show(progress: paused.progress)
  }

  /// Stops where it is: the model takes the values on screen. Without finishing, it is over
  /// (no completion runs); otherwise it waits, `.stopped`, for `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let progress = position(at: window?.currentTime ?? 0).progress
    stretch = nil
    isRunning = false
    if let window { window.removeAnimator(driver) }
    for track in tracks {
      guard let view = track.view else { continue }
      let value = track.from.interpolated(to: track.to, CGFloat(progress))
      release(track)
      view.setModelValue(value, of: track.property)
    }
    tracks = []
    state = withoutFinishing ? .inactive : .stopped
  }

  /// After `stopAnimation(false)`: the model takes the values of `position` and the completions
  /// run with it.
  public func finishAnimation(at position: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: position)
  }

  // MARK: - Running

  /// Runs the blocks, recording what they change, and takes the window of the first view changed.
  private func activate() {
    state = .active
    let pending = blocks
    blocks = []
    for block in pending { record(block, startingAt: 0) }
  }

  private func record(_ block: () -> Void, startingAt progress: Double) {
    let recorder = AnimationRecorder()
    UIView.recording(into: recorder, block)
    let id = ObjectIdentifier(driver)
    for change in recorder.changes {
      let to = change.view.modelValue(of: change.property)
      guard to != change.from, let viewWindow = change.view.window else { continue }
      if window == nil { window = viewWindow }
      // A block added part way animates over what is left: its start value stands for `progress`.
      let from = progress > 0 ? change.from.extrapolated(to: to, startingAt: CGFloat(progress)) : change.from
      tracks.append(Track(view: change.view, property: change.property, from: from, to: to))
      var presentation = change.view.presentation ?? ViewPresentation()
      presentation.values[change.property] = (change.from, id)
      if !isUserInteractionEnabled { presentation.blockingAnimations.insert(id) }
      change.view.presentation = presentation
      change.view.invalidateComposition()
    }
  }

  /// Starts the stretch from `from` to the end (or, reversed, the start) at `time`.
  private func beginStretch(at time: TimeInterval, from: (fraction: Double, progress: Double)) {
    let target: Double = isReversed ? 0 : 1
    stretch = Stretch(start: time, length: duration * abs(target - from.fraction), from: from, to: (target, target))
  }

  /// The fraction of the duration and the progress of the values at `time`.
  private func position(at time: TimeInterval) -> (fraction: Double, progress: Double) {
    guard let stretch else { return paused }
    guard stretch.length > 0 else { return time >= stretch.start ? stretch.to : stretch.from }
    let u = min(max((time - stretch.start) / stretch.length, 0), 1)
    let eased = shape(u)
    return (
      stretch.from.fraction + (stretch.to.fraction - stretch.from.fraction) * u,
      stretch.from.progress + (stretch.to.progress - stretch.from.progress) * eased
    )
  }

  /// The curve from 0 to 1, `u` of the way through a stretch: the timing curve, or the spring's
  /// closed form, whole, scaled to the stretch (the rest of the way after a pause is a quicker
  /// curve of the same shape).
  private func shape(_ u: Double) -> Double {
    if let spring { return u >= 1 ? 1 : spring.position(at: u * duration) }
    return curve.progress(elapsed: u, duration: 1)
  }

  fileprivate func advance(to time: TimeInterval) -> Bool {
    guard isRunning, let stretch else { return false }
    let (fraction, progress) = position(at: time)
    show(progress: progress)
    guard time >= stretch.start + stretch.length else { return true }
    if pausesOnCompletion {
      paused = (fraction, progress)
      self.stretch = nil
      isRunning = false
      return false
    }
    finish(at: stretch.to.fraction == 0 ? .start : .end)
    return false
  }

  /// Draws every track `progress` of the way.
  private func show(progress: Double) {
    let id = ObjectIdentifier(driver)
    for track in tracks {
      guard let view = track.view, view.presentation?.values[track.property]?.owner == id else { continue }
      view.presentation?.values[track.property] = (track.from.interpolated(to: track.to, CGFloat(progress)), id)
      view.invalidateComposition()
    }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    if let window { window.removeAnimator(driver) }
    for track in tracks {
      release(track)
      if position == .start { track.view?.setModelValue(track.from, of: track.property) }
    }
    tracks = []
    stretch = nil
    isRunning = false
    state = .inactive
    paused = position == .start ? (0, 0) : (1, 1)
    let done = completions
    completions = []
    for completion in done { completion(position) }
  }

  /// The view draws its model again as far as this animator is concerned.
  private func release(_ track: Track) {
    guard let view = track.view else { return }
    let id = ObjectIdentifier(driver)
    if view.presentation?.values[track.property]?.owner == id { view.presentation?.values[track.property] = nil }
    view.presentation?.blockingAnimations.remove(id)
    if view.presentation?.isEmpty == true { view.presentation = nil }
    view.invalidateComposition()
  }

  /// What the window's clock steps (kept apart so the animator's own API stays UIKit's).
  @MainActor
  private final class Driver: FrameAnimating {
    unowned let animator: UIViewPropertyAnimator
    init(animator: UIViewPropertyAnimator) { self.animator = animator }
    func advance(to time: TimeInterval) -> Bool { animator.advance(to: time) }
  }
}

extension AnimatableValue {
  /// The value that, `p` of the way to `to`, is `self`: so a block added part way through starts
  /// from what is on screen and still ends with the others.
  func extrapolated(to other: AnimatableValue, startingAt p: CGFloat) -> AnimatableValue {
    guard p < 1 else { return self }
    // v = from + (to − from)·p  ⇒  from = (v − to·p) / (1 − p): interpolate from `to` past `self`.
    return other.interpolated(to: self, 1 / (1 - p))
  }
}

extension UIView {
  /// Sets a property's model value without animating it.
  func setModelValue(_ value: AnimatableValue, of property: AnimatableProperty) {
    switch (property, value) {
    case (.bounds, .rect(let rect)): bounds = rect
    case (.center, .point(let point)): center = point
    case (.transform, .transform(let transform)): self.transform = transform
    case (.alpha, .scalar(let alpha)): self.alpha = alpha
    case (.backgroundColor, .color(let color)): backgroundColor = color
    default: break
    }
  }
}
