import Foundation
import ViewCore

/// Everything that decides a text raster's pixels, so equal keys can share one texture.
///
/// The colour is not part of it: glyphs are rasterised white and tinted when drawn.
struct TextRasterKey: Hashable {
  var text: String
  var face: FontLibrary.Face
  /// The font's size in raster pixels.
  var pixelSize: Int
  var alignment: NSTextAlignment
  /// 0 means unlimited, as in `UILabel`.
  var numberOfLines: Int
  /// The width available, in raster pixels: the wrap width, or where one line is truncated.
  var width: Int
}
