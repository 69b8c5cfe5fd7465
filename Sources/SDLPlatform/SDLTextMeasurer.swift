import CSDL2
import Foundation
import ViewCore

/// Measures text with the fonts the renderer draws with (SDL2_ttf, DejaVu), at the font's point
/// size; lent to each window (`WindowServices.textMeasurer`) so labels size themselves to what is drawn.
public final class SDLTextMeasurer: TextMeasuring {
  private struct Query: Hashable {
    var text: String
    var font: UIFont
    var wrapWidth: CGFloat?
  }

  private let fonts: FontLibrary
  private var cache: [Query: CGSize] = [:]
  /// Measurements kept before the memo is emptied; layout asks the same questions every pass.
  private let cacheLimit = 2048

  public init(fonts: FontLibrary) {
    self.fonts = fonts
  }

  /// The size in points of `text` in `font`, wrapped at `wrapWidth` points when given; the height
  /// is whole lines of `font.lineHeight`, as `UILabel` lays them out.
  public func size(of text: String, font: UIFont, wrapWidth: CGFloat?) -> CGSize {
    let query = Query(text: text, font: font, wrapWidth: wrapWidth)
    if let known = cache[query] { return known }
    let size = measure(text, font: font, wrapWidth: wrapWidth)
    if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[query] = size
    return size
  }

  private func measure(_ text: String, font: UIFont, wrapWidth: CGFloat?) -> CGSize {
    guard !text.isEmpty else { return .zero }
    let pixelSize = FontLibrary.pixelSize(forPoints: font.pointSize)
    guard let ttf = fonts.font(FontLibrary.face(for: font), pixelSize: pixelSize) else {
      // The files were checked at start-up; if SDL2_ttf still refuses one, estimate like the core.
      let lines = CGFloat(text.split(separator: "\n", omittingEmptySubsequences: false).count)
      return CGSize(
        width: (CGFloat(text.count) * font.pointSize * 0.56).rounded(.up), height: lines * font.lineHeight)
    }
    // The font is opened at a whole pixel size; scale back to the exact point size.
    let pointsPerPixel = font.pointSize / CGFloat(pixelSize)
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Each paragraph's emoji runs are found once: for its width, and to choose how it wraps.
    var widest: CGFloat = 0
    var needsFallback = false
    for paragraph in paragraphs {
      let runs = fonts.fallbackRuns(Substring(paragraph), in: ttf)
      needsFallback = needsFallback || runs != nil
      let width = fonts.lineWidth(Substring(paragraph), runs: runs, in: ttf, pixelSize: pixelSize)
      widest = max(widest, CGFloat(width) * pointsPerPixel)
    }
    var lines = paragraphs.count
    if let wrapWidth, wrapWidth > 0, widest > wrapWidth {
      let wrapPixels = Int((wrapWidth / pointsPerPixel).rounded(.down))
      if needsFallback {
        // Emoji: wrapped here, as they are drawn (FontLibrary+Fallback.swift).
        lines =
          FontLibrary.wrappedLines(Substring(text), width: wrapPixels) {
            self.fonts.lineWidth($0, in: ttf, pixelSize: pixelSize)
          }.count
      } else {
        lines = FontLibrary.wrappedLineCount(of: text, in: ttf, wrapWidth: wrapPixels)
      }
      widest = wrapWidth
    }
    return CGSize(width: widest.rounded(.up), height: CGFloat(lines) * font.lineHeight)
  }
}
