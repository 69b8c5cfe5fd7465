import Foundation

extension UIImage {
  /// The weights of a symbol image, UIKit's `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight matching a font's (the nearest of UIKit's named font weights).
    init(_ weight: UIFont.Weight) {
      let named: [(UIFont.Weight, SymbolWeight)] = [
        (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
        (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
      ]
      self = named.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1 ?? .regular
    }
  }

  /// The scale variants of a symbol image, UIKit's `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified = 0, small, medium, large

    /// The variant's size relative to `.medium`: about 20 % smaller and 30 % larger, as Apple's
    /// `NSImage.SymbolScale` documentation says of SF Symbols' small and large variants.
    var factor: CGFloat {
      switch self {
      case .small: 0.8
      case .large: 1.3
      default: 1
      }
    }
  }

  /// How a symbol image is sized and coloured: a point size (given, or a font's, or a text
  /// style's), a weight, a scale variant and, optionally, colours of its own. Unset values are
  /// taken from the configuration it is applied over, else the defaults: the body text style
  /// (17 pt), regular weight, medium scale — iOS's.
  ///
  /// The icon theme has one weight; the platform draws the others by moving the icon's edges
  /// (`UIImage.symbolStrokeOutset`, UIImage+SymbolWeight.swift).
  public struct SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The symbol's point size, as a font's; nil when unspecified.
    public var pointSize: CGFloat?
    public var weight: SymbolWeight = .unspecified
    public var scale: SymbolScale = .unspecified
    /// The text style whose font sets the point size when no size is given.
    public var textStyle: UIFont.TextStyle?
    /// The font that sets the point size (and weight) when no size is given.
    public var font: UIFont?
    /// Colours the symbol is drawn in instead of the view's tint (`init(paletteColors:)`,
    /// `init(hierarchicalColor:)`); the icon theme's symbols have one layer, drawn in the first.
    public var colors: [UIColor]?

    /// Nothing specified: applying it changes nothing.
    public static let unspecified = SymbolConfiguration()

    init() {}

    public init(pointSize: CGFloat) {
      self.pointSize = Self.valid(pointSize)
    }

    public init(pointSize: CGFloat, weight: SymbolWeight) {
      self.pointSize = Self.valid(pointSize)
      self.weight = weight
    }

    public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = Self.valid(pointSize)
      self.weight = weight
      self.scale = scale
    }

    public init(textStyle: UIFont.TextStyle) {
      self.textStyle = textStyle
    }

    public init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.textStyle = textStyle
      self.scale = scale
    }

    public init(font: UIFont) {
      self.font = font
      weight = SymbolWeight(font.weight)
    }

    public init(font: UIFont, scale: SymbolScale) {
      self.init(font: font)
      self.scale = scale
    }

    public init(weight: SymbolWeight) {
      self.weight = weight
    }

    public init(scale: SymbolScale) {
      self.scale = scale
    }

    /// The symbol drawn in `color` (one layer here, so one colour).
    public init(hierarchicalColor color: UIColor) {
      colors = [color]
    }

    /// The symbol's layers drawn in these colours (one layer here: the first colour).
    public init(paletteColors: [UIColor]) {
      colors = paletteColors.isEmpty ? nil : paletteColors
    }

    /// This configuration with `other`'s specified values in place of its own.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      var result = self
      if other.pointSize != nil || other.font != nil || other.textStyle != nil {
        (result.pointSize, result.font, result.textStyle) = (other.pointSize, other.font, other.textStyle)
      }
      if other.weight != .unspecified { result.weight = other.weight }
      if other.scale != .unspecified { result.scale = other.scale }
      if let colors = other.colors { result.colors = colors }
      return result
    }

    /// The point size in effect: the given size, else the font's, else the text style's, else
    /// the body style's 17 pt (iOS's default for symbols).
    public var resolvedPointSize: CGFloat {
      if let pointSize { return pointSize }
      if let font { return font.pointSize }
      return UIFont.preferredFont(forTextStyle: textStyle ?? .body).pointSize
    }

    /// The side of the square the symbol is drawn in, in points: the point size × 1.2 × the
    /// scale's factor, rounded to whole points. iOS's symbols at the body size (17 pt, medium)
    /// measure about 20 pt, which 1.2 gives; the square (the icon theme's symbols are drawn on
    /// a square 16-unit grid) and the rounding (crisp edges at 1×) are choices of this project.
    public var side: CGFloat {
      max(1, (resolvedPointSize * 1.2 * scale.factor).rounded())
    }

    public var description: String {
      "SymbolConfiguration(\(resolvedPointSize) pt, \(weight), \(scale))"
    }

    private static func valid(_ size: CGFloat) -> CGFloat? {
      size.isFinite && size > 0 ? size : nil
    }
  }
}
