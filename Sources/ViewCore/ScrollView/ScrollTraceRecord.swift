import Foundation

/// One line of `--trace`: a delegate message or state change of a scroll view, with its state.
public struct ScrollTraceRecord: Equatable, Sendable, Codable {
  /// Seconds since launch, on the window's one clock (frames and input events move it forward).
  public var time: TimeInterval
  /// The scroll view's `accessibilityIdentifier` (empty when it has none).
  public var view: String
  /// The delegate method's name, or `stateDidChange` for a flag change without a message.
  public var event: String
  public var offset: CGPoint
  public var zoom: CGFloat
  /// Points per second, when the message carries a velocity.
  public var velocity: CGPoint?
  /// The projected resting offset, in `scrollViewWillEndDragging`.
  public var target: CGPoint?
  /// `willDecelerate`, in `scrollViewDidEndDragging`.
  public var decelerate: Bool?
  public var tracking: Bool
  public var dragging: Bool
  public var decelerating: Bool
  public var zooming: Bool
  /// A text field's text, in its `textDidChange` and editing lines (dots for a password); nil,
  /// and left out of the line, in a scroll view's lines.
  public var text: String?
  /// Radians, clockwise on screen: a view's turn, on lines about a rotated view (an app's own,
  /// such as the demo's `rotate` scene); nil on a scroll view's lines.
  public var rotation: CGFloat?
  /// A drawn frame's timing, on `frame` lines only (nil, and left out of the line, elsewhere).
  public var frame: Frame?

  /// One frame's timing as the display server reported it. The line's `t` is the window's time
  /// when the report was taken (so the trace never goes back in time: a report comes after the
  /// passes that followed its frame); `target` is the time the frame's motion was computed for.
  public struct Frame: Equatable, Sendable, Codable {
    /// The frame's number, from 1.
    public var number: Int
    /// The time the frame's motion was computed for (its predicted presentation time).
    public var target: TimeInterval
    /// When it was shown (seconds, the window's clock), as the compositor says; nil when it was
    /// discarded before being shown.
    public var shown: TimeInterval?
    /// Shown more than half a refresh after the time it was computed for.
    public var late: Bool
    /// The output's refresh rate in hertz that came with it; nil when unknown.
    public var refresh: Double?
    /// X11 Present: the refresh (the server's count, MSC) whose completion answered the frame,
    /// asked for as its pass began; the frame is shown then unless it reached the server after it
    /// (then it is late). Nil, and left out of the line, elsewhere.
    public var msc: UInt64?
    /// X11 Present: the server's own timestamp of that refresh (seconds, the window's clock);
    /// `shown` is placed on the refresh grid fitted to those timestamps. Nil, and left out of the
    /// line, elsewhere.
    public var reported: TimeInterval?
    /// When its pass began and when it presented the frame (seconds, the window's clock): the
    /// time the frame took to draw. Nil, and left out of the line, where not noted.
    public var drawn: TimeInterval?
    public var presented: TimeInterval?

    public init(
      number: Int, target: TimeInterval, shown: TimeInterval?, late: Bool, refresh: Double?, msc: UInt64? = nil,
      reported: TimeInterval? = nil, drawn: TimeInterval? = nil, presented: TimeInterval? = nil
    ) {
      self.number = number
      self.target = target
      self.shown = shown
      self.late = late
      self.refresh = refresh
      self.msc = msc
      self.reported = reported
      self.drawn = drawn
      self.presented = presented
    }

    /// The object as it appears in a line: times to 0.1 ms, the rate to 0.01 Hz.
    var json: String {
      let shownText = shown.map { String(format: "%.4f", $0) } ?? "null"
      let refreshText = refresh.map { String(format: "%.2f", $0) } ?? "null"
      let mscText = msc.map { ", \"msc\": \($0)" } ?? ""
      let reportedText = reported.map { String(format: ", \"reported\": %.4f", $0) } ?? ""
      let drawnText = drawn.map { String(format: ", \"drawn\": %.4f", $0) } ?? ""
      let presentedText = presented.map { String(format: ", \"presented\": %.4f", $0) } ?? ""
      let targetText = String(format: "%.4f", target)
      return "{\"number\": \(number), \"target\": \(targetText), \"shown\": \(shownText), \"late\": \(late), "
        + "\"refresh\": \(refreshText)"
        + mscText + reportedText + drawnText + presentedText + "}"
    }
  }

  public init(
    time: TimeInterval, view: String, event: String, offset: CGPoint, zoom: CGFloat, velocity: CGPoint?,
    target: CGPoint?, decelerate: Bool?, tracking: Bool, dragging: Bool, decelerating: Bool, zooming: Bool,
    text: String? = nil,
    rotation: CGFloat? = nil
  ) {
    self.time = time
    self.view = view
    self.event = event
    self.offset = offset
    self.zoom = zoom
    self.velocity = velocity
    self.target = target
    self.decelerate = decelerate
    self.tracking = tracking
    self.dragging = dragging
    self.decelerating = decelerating
    self.zooming = zooming
    self.text = text
    self.rotation = rotation
  }

  /// A line for `scrollView` now: its state, at the window's time.
  @MainActor
  init(_ scrollView: UIScrollView, event: String, velocity: CGPoint?, target: CGPoint?, decelerate: Bool?) {
    self.init(
      time: scrollView.window?.currentTime ?? 0, view: scrollView.accessibilityIdentifier ?? "", event: event,
      offset: scrollView.contentOffset, zoom: scrollView.zoomScale, velocity: velocity, target: target,
      decelerate: decelerate, tracking: scrollView.isTracking, dragging: scrollView.isDragging,
      decelerating: scrollView.isDecelerating, zooming: scrollView.isZooming)
  }

  /// The trace's keys, in the order a line gives them: the one schema the writer (`json`,
  /// `encode(to:)`) and every reader (`init(from:)`, the tests' parser) share.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case time = "t", view, event, offset, zoom, velocity, target, decelerate, tracking, dragging, decelerating, zooming,
      rotation, text, frame
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    func point(_ key: CodingKeys) throws -> CGPoint? {
      guard let pair = try c.decodeIfPresent([Double].self, forKey: key) else { return nil }
      guard pair.count == 2 else {
        throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "a point is [x, y]")
      }
      return CGPoint(x: pair[0], y: pair[1])
    }
    guard let offset = try point(.offset) else {
      throw DecodingError.valueNotFound(CGPoint.self, .init(codingPath: [CodingKeys.offset], debugDescription: "null"))
    }
    self.init(
      time: try c.decode(Double.self, forKey: .time), view: try c.decode(String.self, forKey: .view),
      event: try c.decode(String.self, forKey: .event), offset: offset,
      zoom: CGFloat(try c.decode(Double.self, forKey: .zoom)), velocity: try point(.velocity),
      target: try point(.target), decelerate: try c.decodeIfPresent(Bool.self, forKey: .decelerate),
      tracking: try c.decode(Bool.self, forKey: .tracking), dragging: try c.decode(Bool.self, forKey: .dragging),
      decelerating: try c.decode(Bool.self, forKey: .decelerating), zooming: try c.decode(Bool.self, forKey: .zooming),
      text: try c.decodeIfPresent(String.self, forKey: .text),
      rotation: try c.decodeIfPresent(Double.self, forKey: .rotation).map { CGFloat($0) })
    frame = try c.decodeIfPresent(Frame.self, forKey: .frame)
  }

  /// Every key, nulls included, as the line writes them.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    func point(_ value: CGPoint?, _ key: CodingKeys) throws {
      if let value {
        try c.encode([Double(value.x), Double(value.y)], forKey: key)
      } else {
        try c.encodeNil(forKey: key)
      }
    }
    try c.encode(time, forKey: .time)
    try c.encode(view, forKey: .view)
    try c.encode(event, forKey: .event)
    try point(offset, .offset)
    try c.encode(Double(zoom), forKey: .zoom)
    try point(velocity, .velocity)
    try point(target, .target)
    if let decelerate { try c.encode(decelerate, forKey: .decelerate) } else { try c.encodeNil(forKey: .decelerate) }
    try c.encode(tracking, forKey: .tracking)
    try c.encode(dragging, forKey: .dragging)
    try c.encode(decelerating, forKey: .decelerating)
    try c.encode(zooming, forKey: .zooming)
    if let rotation { try c.encode(Double(rotation), forKey: .rotation) } else { try c.encodeNil(forKey: .rotation) }
    // Only a text field's lines carry `text`, last; a scroll view's lines keep their keys.
    try c.encodeIfPresent(text, forKey: .text)
    try c.encodeIfPresent(frame, forKey: .frame)
  }

  /// The record as one line of JSON with every key in the schema's order (people read traces:
  /// `t` first, points to 0.001 pt, times to 0.1 ms), which `init(from:)` decodes.
  public var json: String {
    func number(_ value: CGFloat, places: CGFloat = 1000) -> String {
      guard value.isFinite else { return "null" }
      let rounded = (value * places).rounded() / places
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }
    func pair(_ point: CGPoint?) -> String {
      guard let point else { return "null" }
      return "[\(number(point.x)), \(number(point.y))]"
    }
    func string(_ text: String) -> String {
      // JSON's escapes: the quote, the backslash and every control character.
      var escaped = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      return escaped + "\""
    }
    let fields = CodingKeys.allCases.filter { ($0 != .text || text != nil) && ($0 != .frame || frame != nil) }.map {
      key -> String in
      let value: String
      switch key {
      case .time: value = String(format: "%.4f", time)
      case .view: value = string(view)
      case .event: value = string(event)
      case .offset: value = pair(offset)
      case .zoom: value = number(zoom, places: 1_000_000)
      case .velocity: value = pair(velocity)
      case .target: value = pair(target)
      case .decelerate: value = decelerate.map { $0 ? "true" : "false" } ?? "null"
      case .tracking: value = "\(tracking)"
      case .dragging: value = "\(dragging)"
      case .decelerating: value = "\(decelerating)"
      case .zooming: value = "\(zooming)"
      case .text: value = text.map(string) ?? "null"
      case .rotation: value = rotation.map { number($0, places: 1_000_000) } ?? "null"
      case .frame: value = frame?.json ?? "null"
      }
      return "\"\(key.rawValue)\": \(value)"
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
