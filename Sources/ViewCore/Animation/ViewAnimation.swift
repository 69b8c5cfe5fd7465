import Foundation
import ScrollPhysics

/// One `UIView.animate` call: the properties its block changed, each moving from its old value
/// to the model's final one along `curve` (or `spring`), stepped by the window's clock.
@MainActor
final class ViewAnimation: FrameAnimating {
  struct Track {
    weak var view: UIView?
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
  }

  let tracks: [Track]
  let start: TimeInterval
  let duration: TimeInterval
  let curve: TimingCurve
  let spring: SpringCurve?
  let options: UIView.AnimationOptions
  var completion: ((Bool) -> Void)?

  init(
    tracks: [Track], start: TimeInterval, duration: TimeInterval, curve: TimingCurve, spring: SpringCurve?,
    options: UIView.AnimationOptions, completion: ((Bool) -> Void)?
  ) {
    self.tracks = tracks
    self.start = start
    self.duration = duration
    self.curve = curve
    self.spring = spring
    self.options = options
    self.completion = completion
    let id = ObjectIdentifier(self)
    for track in tracks {
      guard let view = track.view else { continue }
      var presentation = view.presentation ?? ViewPresentation()
      presentation.values[track.property] = (track.from, id)
      if !options.contains(.allowUserInteraction) { presentation.blockingAnimations.insert(id) }
      view.presentation = presentation
    }
  }

  /// The progress (0 … 1, a spring may overshoot) at `time`.
  func progress(at time: TimeInterval) -> Double {
    let elapsed = time - start
    guard elapsed > 0 else { return 0 }
    var cycle = elapsed
    if options.contains(.repeat), duration > 0 {
      let period = options.contains(.autoreverse) ? 2 * duration : duration
      cycle = elapsed.truncatingRemainder(dividingBy: period)
    }
    var local = cycle
    if options.contains(.autoreverse), cycle > duration { local = 2 * duration - cycle }
    if let spring { return local >= duration ? 1 : spring.position(at: local) }
    return curve.progress(elapsed: local, duration: duration)
  }

  func advance(to time: TimeInterval) -> Bool {
    let finished = !options.contains(.repeat) && time - start >= duration * (options.contains(.autoreverse) ? 2 : 1)
    let p = finished ? (options.contains(.autoreverse) ? 0 : 1) : CGFloat(progress(at: time))
    let id = ObjectIdentifier(self)
    for track in tracks {
      guard let view = track.view, view.presentation?.values[track.property]?.owner == id else { continue }
      if finished {
        view.presentation?.values[track.property] = nil
        if view.presentation?.isEmpty == true { view.presentation = nil }
      } else {
        view.presentation?.values[track.property] = (track.from.interpolated(to: track.to, p), id)
      }
      view.invalidateComposition()
    }
    if finished {
      releaseInteraction()
      let done = completion
      completion = nil
      done?(true)
    }
    return !finished
  }

  /// The views take touches again (as far as this animation is concerned).
  private func releaseInteraction() {
    let id = ObjectIdentifier(self)
    for track in tracks {
      guard let view = track.view else { continue }
      view.presentation?.blockingAnimations.remove(id)
      if view.presentation?.isEmpty == true { view.presentation = nil }
    }
  }

}

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`: a
/// damped spring from 0 to 1 (docs/physics.md §7.3). The damping ratio ζ is clamped to
/// 0.01 … 1; the natural frequency is chosen so that the envelope e^(−ζω₀t) falls to 0.001 at the
/// animation's duration T: ω₀ = ln(1000) / (ζ T). The initial velocity v₀ is in units of the whole
/// distance per second, as UIKit's is. At T the value is 1.
struct SpringCurve: Equatable {
  let damping: Double
  let frequency: Double
  let velocity: Double

  init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
    damping = min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.01), 1)
    frequency = log(1000) / (damping * max(duration, 0.001))
    velocity = initialVelocity.isFinite ? initialVelocity : 0
  }

  /// The position (0 at the start, 1 at rest) `t` seconds in.
  func position(at t: Double) -> Double {
    let ζ = damping
    let ω = frequency
    if ζ >= 1 {
      // Critically damped: x = 1 − e^(−ωt)(1 + (ω − v₀)t).
      return 1 - exp(-ω * t) * (1 + (ω - velocity) * t)
    }
    let ωd = ω * (1 - ζ * ζ).squareRoot()
    return 1 - exp(-ζ * ω * t) * (cos(ωd * t) + (ζ * ω - velocity) / ωd * sin(ωd * t))
  }
}
