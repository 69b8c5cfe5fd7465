import Foundation

/// One `--trace` line of the demo: a scroll view's delegate message or state change, or the
/// app's `sceneDidAppear` line (whose `view` is the scene's name).
struct TraceRecord: CustomStringConvertible {
  /// A point from the trace, `[x, y]`.
  struct Point: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double

    var description: String { "(\(x), \(y))" }
  }

  let time: Double
  let view: String
  let event: String
  let offset: Point
  let zoom: Double
  let velocity: Point?
  let target: Point?
  let decelerate: Bool?
  let tracking: Bool
  let dragging: Bool
  let decelerating: Bool
  let zooming: Bool
  /// The line as the app printed it, for failure messages.
  let line: String

  var description: String { line }

  /// Decodes one line; nil when it is not a trace object with every key.
  init?(line: String) {
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let time = TraceRecord.number(object["t"]),
      let view = object["view"] as? String,
      let event = object["event"] as? String,
      let offset = TraceRecord.point(object["offset"]),
      let zoom = TraceRecord.number(object["zoom"]),
      let tracking = TraceRecord.flag(object["tracking"]),
      let dragging = TraceRecord.flag(object["dragging"]),
      let decelerating = TraceRecord.flag(object["decelerating"]),
      let zooming = TraceRecord.flag(object["zooming"])
    else { return nil }
    self.time = time
    self.view = view
    self.event = event
    self.offset = offset
    self.zoom = zoom
    velocity = TraceRecord.point(object["velocity"])
    target = TraceRecord.point(object["target"])
    decelerate = TraceRecord.flag(object["decelerate"])
    self.tracking = tracking
    self.dragging = dragging
    self.decelerating = decelerating
    self.zooming = zooming
    self.line = line
  }

  /// `[x, y]` as a point; nil for `null` or anything else.
  private static func point(_ value: Any?) -> Point? {
    guard let pair = value as? [Any], pair.count == 2, let x = number(pair[0]), let y = number(pair[1]) else {
      return nil
    }
    return Point(x: x, y: y)
  }

  /// A JSON number, however Foundation bridged it.
  private static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: return value
    case let value as Int: return Double(value)
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }

  /// A JSON boolean, however Foundation bridged it.
  private static func flag(_ value: Any?) -> Bool? {
    switch value {
    case let value as Bool: return value
    case let value as NSNumber: return value.boolValue
    default: return nil
    }
  }
}
