import Foundation

/// One event of the app's own Wayland pointer (`CWaylandInput`), as plain data, so the
/// translation can be tested with made-up events: a pointer frame of scrolling, a pinch, hold or
/// swipe gesture, or the pointer going away.
public struct WaylandPointerEvent: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// One `wl_pointer.frame` of scrolling: values, source, wheel steps and stops together.
    case axis
    case pinchBegin
    case pinchUpdate
    case pinchEnd(cancelled: Bool)
    case holdBegin
    case holdEnd(cancelled: Bool)
    case swipeBegin
    case swipeUpdate
    case swipeEnd(cancelled: Bool)
    /// The pointer left the window.
    case leave
    /// The seat lost its pointer: the device vanished.
    case pointerGone
  }

  /// `wl_pointer.axis_source`: what the compositor says produced the scroll.
  public enum Source: Equatable, Sendable {
    case wheel
    case finger
    case continuous
    case wheelTilt
  }

  public var kind: Kind
  /// The compositor's time of the event (milliseconds); nil for events that carry none.
  public var serverTime: UInt32?
  /// When the app read it (seconds on SDL's clock).
  public var readAt: TimeInterval
  /// The pointer in surface coordinates (SDL window units).
  public var x: Double
  public var y: Double
  /// Axis: the scroll in surface units (positive reveals content further down or right).
  /// Pinch: the fingers' centre moved by this much since the previous event; swipe: the fingers.
  public var deltaX: Double
  public var deltaY: Double
  /// Axis: nil when the compositor did not say (`wl_pointer` before version 5).
  public var source: Source?
  /// Axis: wheel steps in 120ths of a notch (`axis_value120`, or `axis_discrete` × 120).
  public var steps120X: Int
  public var steps120Y: Int
  /// Axis: `axis_stop` in this frame — the fingers lifted.
  public var stops: Bool
  /// Pinch: the fingers' spread relative to the gesture's begin.
  public var scale: Double
  /// Pinch: the fingers' turn since the previous event, degrees clockwise.
  public var rotation: Double

  public init(
    _ kind: Kind, serverTime: UInt32? = nil, readAt: TimeInterval, x: Double = 0, y: Double = 0, deltaX: Double = 0,
    deltaY: Double = 0, source: Source? = nil, steps120X: Int = 0, steps120Y: Int = 0, stops: Bool = false,
    scale: Double = 1, rotation: Double = 0
  ) {
    self.kind = kind
    self.serverTime = serverTime
    self.readAt = readAt
    self.x = x
    self.y = y
    self.deltaX = deltaX
    self.deltaY = deltaY
    self.source = source
    self.steps120X = steps120X
    self.steps120Y = steps120Y
    self.stops = stops
    self.scale = scale
    self.rotation = rotation
  }
}
