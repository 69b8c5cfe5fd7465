import DemoDriver
import Foundation
import ViewCore

/// Input scripts in the core's terms, timed from a start time (seconds): what a user's mouse,
/// wheel and trackpad produce, at the 60 Hz pace a real device reports them.
enum ScriptedGesture {
  static let step: TimeInterval = 1.0 / 60

  /// A quick drag of `vector` over five frames, released while moving: momentum (or a page turn).
  static func flick(from start: CGPoint, by vector: CGPoint, at time: TimeInterval) -> [InputEvent] {
    move(from: start, by: vector, frames: 5, hold: 0, at: time)
  }

  /// A slow drag over `frames` frames that holds still before lifting: no momentum.
  static func drag(from start: CGPoint, by vector: CGPoint, frames: Int, at time: TimeInterval) -> [InputEvent] {
    move(from: start, by: vector, frames: frames, hold: 0.15, at: time)
  }

  private static func move(
    from start: CGPoint, by vector: CGPoint, frames: Int, hold: TimeInterval, at time: TimeInterval
  ) -> [InputEvent] {
    var events: [InputEvent] = [.touch(.down, at: start, time: time)]
    var point = start
    for index in 1...max(frames, 1) {
      let fraction = CGFloat(index) / CGFloat(max(frames, 1))
      point = CGPoint(x: start.x + vector.x * fraction, y: start.y + vector.y * fraction)
      events.append(.touch(.move, at: point, time: time + Double(index) * step))
    }
    events.append(.touch(.up, at: point, time: time + Double(max(frames, 1)) * step + hold + 0.001))
    return events
  }

  /// `count` wheel notches 60 ms apart (positive `notches` reveal content further down).
  static func wheel(at point: CGPoint, notches: CGFloat, count: Int, at time: TimeInterval) -> [InputEvent] {
    (0..<count).map { index in
      .wheel(.init(delta: CGPoint(x: 0, y: notches), isPrecise: false, at: point, time: time + Double(index) * 0.06))
    }
  }

  /// A trackpad stream: `count` precise deltas one frame apart.
  static func trackpad(at point: CGPoint, delta: CGPoint, count: Int, at time: TimeInterval) -> [InputEvent] {
    (0..<count).map { index in
      .wheel(.init(delta: delta, isPrecise: true, at: point, time: time + Double(index) * step))
    }
  }

  /// Ctrl+wheel zoom steps about `point`, 60 ms apart, as the platform makes them: one pinch
  /// gesture multiplying its scale by `scale` at each step, ended when the wheel has rested for
  /// the platform's idle gap (0.25 s).
  static func magnify(at point: CGPoint, scale: CGFloat, count: Int, at time: TimeInterval) -> [InputEvent] {
    let steps: [InputEvent] = (0..<count).map { index in
      .gesture(.init(.changed, at: point, scale: pow(scale, CGFloat(index + 1)), time: time + Double(index) * 0.06))
    }
    let end = time + Double(max(count - 1, 0)) * 0.06 + 0.25
    return [.gesture(.init(.began, at: point, time: time))] + steps
      + [.gesture(.init(.ended, at: point, scale: pow(scale, CGFloat(count)), time: end))]
  }

  /// Two clicks 150 ms apart (the scenes' double-tap zoom).
  static func doubleTap(at point: CGPoint, at time: TimeInterval) -> [InputEvent] {
    [
      .touch(.down, at: point, time: time), .touch(.up, at: point, time: time + 0.05),
      .touch(.down, at: point, time: time + 0.15, clickCount: 2),
      .touch(.up, at: point, time: time + 0.2, clickCount: 2),
    ]
  }

  /// One random gesture somewhere in `area`, starting at `time`, and how long to wait after it.
  static func random(in area: CGRect, at time: TimeInterval, using random: inout SeededGenerator)
    -> (events: [InputEvent], pause: TimeInterval)
  {
    let point = CGPoint(
      x: CGFloat.random(in: area.minX...area.maxX, using: &random),
      y: CGFloat.random(in: area.minY...area.maxY, using: &random))
    let angle = CGFloat.random(in: 0..<(2 * .pi), using: &random)
    let length = CGFloat.random(in: 40...400, using: &random)
    let vector = CGPoint(x: cos(angle) * length, y: sin(angle) * length)
    let pause = Double.random(in: 0.1...1.5, using: &random)
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<7: return (flick(from: point, by: vector, at: time), pause)
    case 7..<12: return (drag(from: point, by: vector, frames: Int.random(in: 8...40, using: &random), at: time), pause)
    case 12..<15:
      let notches: CGFloat = Bool.random(using: &random) ? 1 : -1
      return (wheel(at: point, notches: notches, count: Int.random(in: 1...5, using: &random), at: time), pause)
    case 15..<17:
      let delta = CGPoint(x: vector.x / 20, y: vector.y / 20)
      return (trackpad(at: point, delta: delta, count: Int.random(in: 5...20, using: &random), at: time), pause)
    case 17..<19:
      let scale: CGFloat = Bool.random(using: &random) ? 1.1 : 1 / 1.1
      return (magnify(at: point, scale: scale, count: Int.random(in: 1...6, using: &random), at: time), pause)
    default: return (doubleTap(at: point, at: time), pause)
    }
  }
}
