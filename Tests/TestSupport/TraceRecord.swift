import Foundation

/// One `--trace` line of the demo: a scroll view's delegate message or state change, or the
/// app's `sceneDidAppear` line (whose `view` is the scene's name). The end-to-end tests and the
/// benchmarks that launch the demo read its trace through this one parser.
public struct TraceRecord: CustomStringConvertible, Sendable {
  /// A point from the trace, `[x, y]`.
  public struct Point: Equatable, CustomStringConvertible, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }

    public var description: String { "(\(x), \(y))" }
  }

  public let time: Double
  public let view: String
  public let event: String
  public let offset: Point
  public let zoom: Double
  public let velocity: Point?
  public let target: Point?
  public let decelerate: Bool?
  public let tracking: Bool
  public let dragging: Bool
  public let decelerating: Bool
  public let zooming: Bool
  /// The line as the app printed it, for failure messages.
  public let line: String

  public var description: String { line }

  /// Decodes one line; nil when it is not a trace object with every key.
  public init?(line: String) {
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
