import CSDL2
import Foundation

/// Maps window points to the output's pixels (`scale` pixels per point).
///
/// Filled shapes snap their edges to the nearest pixel, so neighbouring views tile without
/// seams or overlaps at any scroll offset; clips round outward, so nothing they should show is cut.
struct PixelMapping {
  var scale: CGFloat
  var outputWidth: Int
  var outputHeight: Int

  /// Coordinates are clamped to this many pixels beyond the output so that far off-screen
  /// geometry cannot overflow SDL's 32-bit integers.
  private static let margin: CGFloat = 65536

  /// `rect` in pixels, unrounded.
  func pixels(_ rect: CGRect) -> CGRect {
    CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
  }

  func pixels(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x * scale, y: point.y * scale) }

  /// `rect` with each edge rounded to the nearest pixel; nil when nothing is left.
  func snapped(_ rect: CGRect) -> SDL_Rect? {
    let p = pixels(rect)
    return integerRect(
      minX: p.minX.rounded(), minY: p.minY.rounded(), maxX: p.maxX.rounded(), maxY: p.maxY.rounded())
  }

  /// The pixels `clip` touches (edges rounded outward), within the output; nil when empty.
  func clipRect(_ clip: CGRect) -> SDL_Rect? {
    let p = pixels(clip)
    // Products such as 99.99999 stand for 100: round outward only past this tolerance.
    let tolerance: CGFloat = 1e-4
    let rect = integerRect(
      minX: (p.minX + tolerance).rounded(.down), minY: (p.minY + tolerance).rounded(.down),
      maxX: (p.maxX - tolerance).rounded(.up), maxY: (p.maxY - tolerance).rounded(.up))
    guard var rect else { return nil }
    let x1 = min(Int(rect.x + rect.w), outputWidth)
    let y1 = min(Int(rect.y + rect.h), outputHeight)
    rect.x = max(rect.x, 0)
    rect.y = max(rect.y, 0)
    guard x1 > Int(rect.x), y1 > Int(rect.y) else { return nil }
    rect.w = Int32(x1) - rect.x
    rect.h = Int32(y1) - rect.y
    return rect
  }

  /// Whole-pixel edges to an `SDL_Rect`, clamped near the output; nil if empty or not finite.
  func integerRect(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> SDL_Rect? {
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    let low = -PixelMapping.margin
    let x0 = min(max(minX, low), CGFloat(outputWidth) + PixelMapping.margin)
    let y0 = min(max(minY, low), CGFloat(outputHeight) + PixelMapping.margin)
    let x1 = min(max(maxX, low), CGFloat(outputWidth) + PixelMapping.margin)
    let y1 = min(max(maxY, low), CGFloat(outputHeight) + PixelMapping.margin)
    guard x1 > x0, y1 > y0 else { return nil }
    return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
  }
}
