import Foundation

/// An sRGB colour with alpha, components in 0...1. A dynamic colour (`init(dynamicProvider:)`, the
/// semantic colours such as `.label`) also carries its provider: its components are its light
/// appearance, and the compositor draws `resolvedColor(with:)` for each view's traits.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  public var red: CGFloat
  public var green: CGFloat
  public var blue: CGFloat
  public var alpha: CGFloat
  /// The provider of a dynamic colour; nil for a fixed one.
  var provider: DynamicColorProvider?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
    (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
  }

  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from a 0xRRGGBB value.
  public init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  /// The colour at `alpha`; a dynamic colour stays dynamic, each appearance at `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    guard provider != nil else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    let base = self
    return UIColor(dynamicProvider: { base.resolvedColor(with: $0).withAlphaComponent(alpha) })
  }

  /// The components as 8-bit values (rounded), for renderers.
  public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    func byte(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  // The basic named colours have the components Apple documents for them.
  public static let black = UIColor(white: 0)
  public static let white = UIColor(white: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let gray = UIColor(white: 0.5)
  public static let lightGray = UIColor(white: 2.0 / 3.0)
  public static let darkGray = UIColor(white: 1.0 / 3.0)
  public static let red = UIColor(red: 1, green: 0, blue: 0)
  public static let green = UIColor(red: 0, green: 1, blue: 0)
  public static let blue = UIColor(red: 0, green: 0, blue: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2)

  /// The colour as Core Graphics sees it (the same value here: `CGColor` is `UIColor`).
  public var cgColor: CGColor { self }

  /// The colour of `cgColor`.
  public init(cgColor: CGColor) { self = cgColor }

  public var description: String {
    let c = rgba8
    return String(format: "#%02X%02X%02X%02X", c.r, c.g, c.b, c.a)
  }
}
