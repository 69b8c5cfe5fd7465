import Foundation

/// A font: point size and weight. Drawn by the platform with the DejaVu Sans family.
public struct UIFont: Hashable, Sendable {
  public enum Weight: Int, Hashable, Sendable {
    case regular
    case bold
  }

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
