import Foundation
import ScrollPhysics

/// Frame-by-frame record of a simulation stepped by hand at a fixed display rate.
struct Trajectory {
  /// (time in s, position in pt) after each frame, starting with the initial state at t = 0.
  var samples: [(time: Double, position: Double)]
  /// Time in s of the frame on which the simulation finished, or nil if it never did.
  var finishTime: Double?
  /// Largest distance in pt outside the limits (or past the target) seen on a frame.
  var maximumOvershoot = 0.0
  /// Time in s of the frame with the largest overshoot.
  var timeOfMaximumOvershoot = 0.0

  /// Position at the end of the record.
  var finalPosition: Double { samples.last?.position ?? .nan }

  /// Linearly interpolated position at `time` (s), as the reference model samples its runs
  /// (docs/physics.md §12).
  func position(at time: Double) -> Double {
    for (first, second) in zip(samples, samples.dropFirst()) where first.time <= time && time <= second.time {
      if second.time == first.time { return first.position }
      let fraction = (time - first.time) / (second.time - first.time)
      return first.position + (second.position - first.position) * fraction
    }
    return finalPosition
  }

  /// Steps `integrator` at `hertz` frames per second for at most `maximumTime` seconds.
  static func flight(
    _ integrator: MomentumIntegrator, hertz: Double, maximumTime: Double = 10,
    beforeFrame: (Double, inout MomentumIntegrator) -> Void = { _, _ in }
  ) -> Trajectory {
    var flight = integrator
    var record = Trajectory(samples: [(0, flight.position)])
    var frame = 1
    while Double(frame) / hertz <= maximumTime + 1e-9 {
      let time = Double(frame) / hertz
      beforeFrame(time, &flight)
      flight.step(to: time)
      record.samples.append((time, flight.position))
      let overshoot = abs(flight.limits.overscroll(of: flight.position))
      if overshoot > record.maximumOvershoot {
        record.maximumOvershoot = overshoot
        record.timeOfMaximumOvershoot = time
      }
      if flight.isFinished {
        record.finishTime = time
        break
      }
      frame += 1
    }
    return record
  }

  /// Steps `snap` at `hertz` frames per second for at most `maximumTime` seconds.
  static func snap(_ snap: PagingSnap, hertz: Double, maximumTime: Double = 5) -> Trajectory {
    var motion = snap
    let direction: Double = motion.target > motion.position ? 1 : -1
    var record = Trajectory(samples: [(0, motion.position)])
    var frame = 1
    while Double(frame) / hertz <= maximumTime + 1e-9 {
      let time = Double(frame) / hertz
      motion.step(to: time)
      record.samples.append((time, motion.position))
      let overshoot = (motion.position - motion.target) * direction
      if overshoot > record.maximumOvershoot {
        record.maximumOvershoot = overshoot
        record.timeOfMaximumOvershoot = time
      }
      if motion.isFinished {
        record.finishTime = time
        break
      }
      frame += 1
    }
    return record
  }
}

/// One 60 Hz frame in seconds: the time tolerance of docs/physics.md §12.
let oneFrame = 1.0 / 60 + 1e-9

/// The display rates every trajectory test runs at.
let displayRates: [Double] = [60, 120]
