import Foundation

/// One XInput 2 event of interest, as plain data: what the X11 bridge (`CXInput`) reads on its
/// own connection, so the translation can be tested with synthesised events.
public struct XInputEvent: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Pointer motion carrying scroll valuators.
    case motion
    /// The valuators' values jump (the pointer entered, or another device drives it).
    case reset
    case pinchBegin
    case pinchUpdate
    case pinchEnd(cancelled: Bool)
  }

  /// A scroll valuator's absolute value in one motion event.
  public struct Scroll: Equatable, Sendable {
    public var number: Int
    public var value: Double
    /// The value change of one wheel notch (the server's scroll class increment).
    public var increment: Double
    public var isVertical: Bool

    public init(number: Int, value: Double, increment: Double, isVertical: Bool) {
      self.number = number
      self.value = value
      self.increment = increment
      self.isVertical = isVertical
    }
  }

  public var kind: Kind
  /// The physical device.
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

  public init(
    _ kind: Kind, source: Int = 0, isTouchpad: Bool = true, x: Double = 0, y: Double = 0, scrolls: [Scroll] = [],
    scale: Double = 1, deltaX: Double = 0, deltaY: Double = 0
  ) {
    self.kind = kind
    self.source = source
    self.isTouchpad = isTouchpad
    self.x = x
    self.y = y
    self.scrolls = scrolls
    self.scale = scale
    self.deltaX = deltaX
    self.deltaY = deltaY
  }
}
