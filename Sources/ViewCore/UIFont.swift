import Foundation

/// A font: point size and weight. Drawn by the platform with the DejaVu Sans family.
public struct UIFont: Hashable, Sendable {
  /// UIKit's weights; the platform draws semibold and heavier with the bold face, lighter ones
  /// with the regular face.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// Drawn with the bold face.
    public var isBold: Bool { rawValue >= Weight.semibold.rawValue }
  }

  /// The text styles of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// iOS's sizes at the default content size (Large), and the headline's semibold weight.
    var defaultFont: UIFont {
      switch self {
      case .largeTitle: UIFont(pointSize: 34)
      case .title1: UIFont(pointSize: 28)
      case .title2: UIFont(pointSize: 22)
      case .title3: UIFont(pointSize: 20)
      case .headline: UIFont(pointSize: 17, weight: .semibold)
      case .subheadline: UIFont(pointSize: 15)
      case .callout: UIFont(pointSize: 16)
      case .footnote: UIFont(pointSize: 13)
      case .caption1: UIFont(pointSize: 12)
      case .caption2: UIFont(pointSize: 11)
      default: UIFont(pointSize: 17)
      }
    }
  }

  /// The font of a text style at iOS's default content size (the desktop has no Dynamic Type
  /// setting): body 17 pt, headline 17 pt semibold, large title 34 pt …
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { style.defaultFont }

  /// Size in points.
  public var pointSize: CGFloat
  public var weight: Weight
  public var isMonospaced: Bool

  /// Sizes are clamped to 1...512 pt and a non-finite size becomes 17 pt (iOS's body size): choices
  /// of this project that keep text measurable.
  public init(pointSize: CGFloat, weight: Weight = .regular, monospaced: Bool = false) {
    self.pointSize = pointSize.isFinite ? min(max(pointSize, 1), 512) : 17
    self.weight = weight
    self.isMonospaced = monospaced
  }

  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: size, weight: weight)
  }

  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(pointSize: size, weight: .bold)
  }

  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: size, weight: weight, monospaced: true)
  }

  /// The height of one line in points (DejaVu's line spacing is about 1.164 em).
  public var lineHeight: CGFloat { (pointSize * 1.164).rounded(.up) }
  /// The height above the baseline (DejaVu's ascent, 0.928 em).
  public var ascender: CGFloat { pointSize * 0.928 }
  /// The depth below the baseline, negative as UIKit gives it (DejaVu's descent, 0.236 em).
  public var descender: CGFloat { -pointSize * 0.236 }
}

/// Measures text for layout. The platform lends its window a real measurer (SDL2_ttf, through
/// `WindowServices`); a view outside a window, or in a window without one, uses an estimate so
/// that layout never fails.
@MainActor
public protocol TextMeasuring: AnyObject {
  /// The size in points of `text` drawn in `font`, wrapped at `width` points when given.
  func size(of text: String, font: UIFont, wrapWidth: CGFloat?) -> CGSize
}

/// Text measurement: the given measurer's, or an estimate from the font size.
@MainActor
public enum TextMetrics {
  public static func size(
    of text: String, font: UIFont, wrapWidth: CGFloat? = nil, measurer: TextMeasuring?
  ) -> CGSize {
    if let measurer { return measurer.size(of: text, font: font, wrapWidth: wrapWidth) }
    return estimatedSize(of: text, font: font, wrapWidth: wrapWidth)
  }

  /// An estimate from the font size alone.
  public static func estimatedSize(of text: String, font: UIFont, wrapWidth: CGFloat? = nil) -> CGSize {
    // Estimated advances: 0.602 em is DejaVu Sans Mono's; 0.56 em, an average for DejaVu Sans, is a
    // choice of this project.
    let advance = font.pointSize * (font.isMonospaced ? 0.602 : 0.56)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var lineCount = 0
    var widest: CGFloat = 0
    for line in lines {
      let width = CGFloat(line.count) * advance
      if let wrapWidth, wrapWidth > 0, width > wrapWidth {
        lineCount += Int((width / wrapWidth).rounded(.up))
        widest = max(widest, wrapWidth)
      } else {
        lineCount += 1
        widest = max(widest, width)
      }
    }
    return CGSize(width: widest.rounded(.up), height: CGFloat(lineCount) * font.lineHeight)
  }
}
