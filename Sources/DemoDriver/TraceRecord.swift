import Foundation
import ViewCore

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
  /// A text field's text, in `textDidChange` lines.
  public let text: String?
  /// Radians, clockwise on screen, on lines about a rotated view; nil on a scroll view's lines.
  public let rotation: Double?
  /// A drawn frame's timing, on `frame` lines (`target` is the time its motion was computed for).
  public let frame: ScrollTraceRecord.Frame?
  /// The line as the app printed it, for failure messages.
  public let line: String

  public var description: String { line }

  /// Decodes one line with the app's own record (`ScrollTraceRecord`, whose keys are the
  /// trace's one schema); nil when it is not a trace object with every key.
  public init?(line: String) {
    guard let data = line.data(using: .utf8),
      let record = try? JSONDecoder().decode(ScrollTraceRecord.self, from: data)
    else { return nil }
    func point(_ value: CGPoint?) -> Point? { value.map { Point(x: Double($0.x), y: Double($0.y)) } }
    time = record.time
    view = record.view
    event = record.event
    offset = Point(x: Double(record.offset.x), y: Double(record.offset.y))
    zoom = Double(record.zoom)
    velocity = point(record.velocity)
    target = point(record.target)
    decelerate = record.decelerate
    tracking = record.tracking
    dragging = record.dragging
    decelerating = record.decelerating
    zooming = record.zooming
    text = record.text
    rotation = record.rotation.map { Double($0) }
    frame = record.frame
    self.line = line
  }
}
