import Foundation
import ScrollPhysics

extension UIView {
  /// How an animation runs.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve the options name (ease in and out by default, as UIKit).
    var timingCurve: TimingCurve {
      switch (rawValue >> 16) & 3 {
      case 1: .cubicBezier(.easeIn)
      case 2: .cubicBezier(.easeOut)
      case 3: .linear
      default: .easeInEaseOut
      }
    }
  }

  /// What the code running now is inside of: an `animate` block being recorded, or
  /// `performWithoutAnimation`. A task-local scope (bound for the length of the block), not a
  /// process-wide variable.
  static let animationScope = TaskLocal<AnimationScope>(wrappedValue: .none)

  /// How many `animate` blocks are being recorded now, in the process: while none is, a change
  /// of an animatable property looks up no task-local scope (a lookup for each frame a layout
  /// writes cost as much as the write).
  static var recordingBlocks = 0

  /// The block being recorded (nil outside `animate`'s block).
  static var animationRecorder: AnimationRecorder? {
    guard recordingBlocks > 0 else { return nil }
    if case .recording(let recorder) = animationScope.get() { return recorder }
    return nil
  }

  /// Whether `animate` animates (false: changes take effect at once, completions still run):
  /// the application's setting, off inside `performWithoutAnimation`.
  public static var areAnimationsEnabled: Bool {
    if case .withoutAnimation = animationScope.get() { return false }
    return UIWindow.host?.animationsEnabled ?? true
  }

  /// Turns animations on or off for the whole application (as UIKit's, an app-wide setting: it
  /// lives in the application, `UIWindowHosting.animationsEnabled`). Without an application (a
  /// headless test) there is nothing to keep it in: it says so once and animations stay on.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    guard let host = UIWindow.host else {
      if !enabled { UIWindow.reportMissingHost("UIView.setAnimationsEnabled(false)") }
      return
    }
    host.animationsEnabled = enabled
  }

  /// Runs `actionsWithoutAnimation` with animations off.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    animationScope.withValue(.withoutAnimation, operation: actionsWithoutAnimation)
  }

  /// Runs `body` recording its changes into `recorder` (nil: outside any block).
  static func recording(into recorder: AnimationRecorder?, _ body: () -> Void) {
    if recorder != nil { recordingBlocks += 1 }
    defer { if recorder != nil { recordingBlocks -= 1 } }
    animationScope.withValue(recorder.map(AnimationScope.recording) ?? .none, operation: body)
  }

  /// Runs `animations` now — its changes to `frame`, `bounds`, `center`, `transform`, `alpha`
  /// and `backgroundColor` (also those a `layoutIfNeeded()` in the block makes from changed
  /// constraints) take effect in the model at once — and animates what is drawn from the old
  /// values to the new ones over `duration` seconds after `delay`, on the window's clock.
  /// `completion` runs when it ends, with true; when nothing in a window changed, it runs at once
  /// (with true).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
  }

  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// The spring form: `dampingRatio` 1 settles without overshoot, lower values oscillate;
  /// `velocity` is the initial speed in whole distances per second (`SpringCurve` gives the curve).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringCurve(
      dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration)
    run(
      duration: duration, delay: delay, options: options, spring: spring, animations: animations, completion: completion
    )
  }

  private static func run(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: SpringCurve?,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    if !areAnimationsEnabled || animationRecorder != nil {
      // Nested blocks join the outer one; with animations off the changes are simply made.
      animations()
      completion?(true)
      return
    }
    let recorder = AnimationRecorder()
    recording(into: recorder, animations)
    var byWindow: [ObjectIdentifier: (UIWindow, [ViewAnimation.Track])] = [:]
    for change in recorder.changes {
      let to = change.view.modelValue(of: change.property)
      guard to != change.from, let window = change.view.window else { continue }
      let track = ViewAnimation.Track(view: change.view, property: change.property, from: change.from, to: to)
      byWindow[ObjectIdentifier(window), default: (window, [])].1.append(track)
    }
    guard !byWindow.isEmpty else {
      completion?(true)
      return
    }
    var pending = byWindow.count
    for (window, tracks) in byWindow.values {
      let animation = ViewAnimation(
        tracks: tracks, start: window.currentTime + max(0, delay), duration: max(0, duration),
        curve: options.timingCurve, spring: spring, options: options,
        completion: { finished in
          pending -= 1
          if pending == 0 { completion?(finished) }
        })
      window.addAnimator(animation)
      window.setNeedsComposite()
    }
  }
}

/// The scope code runs in, as far as view animations are concerned.
enum AnimationScope: Sendable {
  case none
  case recording(AnimationRecorder)
  case withoutAnimation
}
