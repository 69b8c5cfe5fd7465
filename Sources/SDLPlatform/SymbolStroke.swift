import Foundation

/// Draws a symbol's weight on a mask that has one: the icon theme's symbolic icons come in one
/// weight, so a heavier weight grows every edge of the shape outwards and a lighter one moves it
/// inwards, by the same distance all round (a dilation or an erosion of the alpha by a disc).
///
/// Why this approach: the icons are drawn shapes, not strokes along a path, so they cannot be
/// stroked again at another width; a font's weights are drawn the other way (each weight its own
/// outlines), which would need a set of icons per weight that Debian does not package. Moving the
/// edges is what a heavier stroke does to a line, and keeps the icon's size and centre. Shapes
/// with large filled areas grow at their edges only, as SF Symbols' filled variants do.
enum SymbolStroke {
  /// Moves the edges of the alpha channel (byte 3 of each RGBA32 pixel) by `distance` pixels:
  /// out when positive, in when negative. A fractional distance gives the last pixel a partial
  /// alpha, so the change is as smooth as the icon's own antialiasing. Distances are capped at 8
  /// pixels (a choice of this project, far beyond any weight's change at icon sizes).
  static func adjust(
    alphaOf base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, pitch: Int, by distance: CGFloat
  ) {
    guard distance.isFinite, distance != 0, width > 0, height > 0 else { return }
    let radius = min(abs(distance), 8)
    let grows = distance > 0
    var alpha = [CGFloat](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let a = CGFloat(base[y * pitch + 4 * x + 3]) / 255
        // An erosion is the dilation of the transparent part.
        alpha[y * width + x] = grows ? a : 1 - a
      }
    }
    let reach = Int(radius.rounded(.up))
    // Each neighbour within the disc counts fully; those up to a pixel beyond it, in part.
    var offsets: [(dx: Int, dy: Int, weight: CGFloat)] = []
    for dy in -reach...reach {
      for dx in -reach...reach where dx != 0 || dy != 0 {
        let weight = min(max(radius - (CGFloat(dx * dx + dy * dy).squareRoot()) + 1, 0), 1)
        if weight > 0 { offsets.append((dx, dy, weight)) }
      }
    }
    for y in 0..<height {
      for x in 0..<width {
        var value = alpha[y * width + x]
        for offset in offsets {
          let (nx, ny) = (x + offset.dx, y + offset.dy)
          guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
          value = max(value, alpha[ny * width + nx] * offset.weight)
        }
        let result = grows ? value : 1 - value
        base[y * pitch + 4 * x + 3] = UInt8((min(max(result, 0), 1) * 255).rounded())
      }
    }
  }
}
