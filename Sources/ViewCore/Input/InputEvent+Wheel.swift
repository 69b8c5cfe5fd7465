import Foundation

extension InputEvent {
  /// A scroll request from a wheel or a trackpad. The sign follows the content offset: positive
  /// `delta.y` asks to reveal content further down (the offset grows), as a wheel turned towards
  /// the user does; positive `delta.x` reveals content further right.
  public struct Wheel: Equatable, Sendable {
    /// In lines for wheel notches (`isPrecise == false`), in points for precise (trackpad) deltas.
    public var delta: CGPoint
    /// True for a trackpad's continuous deltas, applied directly; false for notches, which a
    /// scroll view turns into a fixed step with a short animation.
    public var isPrecise: Bool
    /// The pointer's location in window points.
    public var location: CGPoint
    /// Seconds, from the event's own clock.
    public var timestamp: TimeInterval
    public var modifiers: UIKeyModifierFlags
    /// True when the device says when the fingers lift (Wayland's `axis_stop` for a finger
    /// source): the stream then ends with `InputEvent.Trackpad.Phase.fingersLifted` rather than
    /// when it pauses (`WheelTiming.streamIdleTimeout`).
    public var endsWithLiftOff: Bool

    /// How far one notch scrolls: 40 pt, about two lines of 17 pt body text. A choice of this
    /// project (desktop toolkits use 40–60 px); scroll views may use their own.
    public static let pointsPerLine: CGFloat = 40

    public init(
      delta: CGPoint, isPrecise: Bool, at location: CGPoint, time timestamp: TimeInterval,
      modifiers: UIKeyModifierFlags = [], endsWithLiftOff: Bool = false
    ) {
      self.delta = delta
      self.isPrecise = isPrecise
      self.location = location
      self.timestamp = timestamp
      self.modifiers = modifiers
      self.endsWithLiftOff = endsWithLiftOff
    }

    /// The requested scroll in points: notches are multiplied by `pointsPerLine`.
    public var pointDelta: CGPoint {
      isPrecise ? delta : CGPoint(x: delta.x * Self.pointsPerLine, y: delta.y * Self.pointsPerLine)
    }
  }
}
