import Foundation

/// One XInput 2 event of interest, as plain data: what the X11 bridge (`CXInput`) reads on its
/// own connection, so the translation can be tested with synthesised events.
public struct XInputEvent: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Pointer motion carrying scroll valuators.
    case motion
    /// The valuators' values jump: of device `source`, or of every device when `source` is 0
    /// (the pointer entered or left, devices were added or removed).
    case reset
    /// A pointer device was unplugged (`source`): a gesture it was making ends.
    case deviceRemoved
    /// The pointer entered the window: every device's values were read again (a reset of all).
    case entered
    /// Devices came or went: every device's values were read again (a reset of all).
    case devicesChanged
    case pinchBegin
    case pinchUpdate
    case pinchEnd(cancelled: Bool)
    case swipeBegin
    case swipeUpdate
    case swipeEnd(cancelled: Bool)
  }

  /// A scroll valuator's absolute value in one motion event.
  public struct Scroll: Equatable, Sendable {
    public var number: Int
    public var value: Double
    /// The value change of one wheel notch (the server's scroll class increment).
    public var increment: Double
    public var isVertical: Bool
    /// How far one increment of a precise scroll moves the content (points): the pixels of
    /// finger travel the server puts in one increment (Xwayland 10, xf86-input-libinput 15).
    public var pointsPerIncrement: Double
    /// The valuator's value before this event, when the bridge knows it: the previous event's,
    /// or the device's own current value read when it appeared, when the app started or when the
    /// pointer entered. Nil: the translator's own record of the previous event decides, and
    /// without one this event only sets the reference.
    public var previous: Double?

    public init(
      number: Int, value: Double, increment: Double, isVertical: Bool,
      pointsPerIncrement: Double = Double(SDLInputTranslator.pointsPerIncrement), previous: Double? = nil
    ) {
      self.number = number
      self.value = value
      self.increment = increment
      self.isVertical = isVertical
      self.pointsPerIncrement = pointsPerIncrement
      self.previous = previous
    }
  }

  public var kind: Kind
  /// The X server's time of the event (milliseconds), when it carries one.
  public var serverTime: UInt32?
  /// The device whose values these are (for resets: whose values jump; 0 every device).
  public var source: Int
  /// The device is a touchpad (precise scrolling) rather than a wheel (notches).
  public var isTouchpad: Bool
  /// The pointer in SDL window units (pixels on X11).
  public var x: Double
  public var y: Double
  public var scrolls: [Scroll]
  /// Pinch: the fingers' spread relative to the gesture's begin.
  public var scale: Double
  /// Pinch: the fingers' centre moved by this much since the previous event (window units).
  public var deltaX: Double
  public var deltaY: Double
  /// Pinch: the fingers' turn since the previous event, degrees clockwise.
  public var rotation: Double

  public init(
    _ kind: Kind, serverTime: UInt32? = nil, source: Int = 0, isTouchpad: Bool = true, x: Double = 0, y: Double = 0,
    scrolls: [Scroll] = [],
    scale: Double = 1, deltaX: Double = 0, deltaY: Double = 0, rotation: Double = 0
  ) {
    self.kind = kind
    self.serverTime = serverTime
    self.source = source
    self.isTouchpad = isTouchpad
    self.x = x
    self.y = y
    self.scrolls = scrolls
    self.scale = scale
    self.deltaX = deltaX
    self.deltaY = deltaY
    self.rotation = rotation
  }
}
