import CSDL2
import Foundation
import ViewCore

/// Occlusion culling: items that an opaque item drawn later covers completely are not drawn at
/// all, and when opaque items cover the whole output the clear is skipped too.
///
/// The display list is back to front, so it is walked front to back collecting the output pixels
/// that opaque fills and opaque images (photos without an alpha channel, at full opacity) paint;
/// an item whose pixels, grown by two for antialiased edges and cut to its clip, lie inside one
/// of those is culled. Up to `maximumOccluders` of the largest such rects are kept, a choice of
/// this project: the full-window backgrounds under a photo are what this is for, and a few
/// large rects find them at a cost linear in the list.
extension SDLRenderer {
  static let maximumOccluders = 4

  /// For each item, true when it cannot show; and whether opaque items cover the whole output.
  func occlusion(of items: [DisplayItem]) -> (culled: [Bool], coversOutput: Bool) {
    let output = PixelBox(x0: 0, y0: 0, x1: mapping.outputWidth, y1: mapping.outputHeight)
    var culled = [Bool](repeating: false, count: items.count)
    var occluders: [PixelBox] = []
    for index in items.indices.reversed() {
      let item = items[index]
      var bounds = output
      if let clip = item.clip {
        guard let rect = mapping.clipRect(clip) else {
          culled[index] = true
          continue
        }
        bounds = PixelBox(rect)
      }
      let pixels = mapping.pixels(item.command.boundingRect)
      guard pixels.minX.isFinite, pixels.minY.isFinite, pixels.maxX.isFinite, pixels.maxY.isFinite else { continue }
      let footprint = bounds.intersection(PixelBox(outward: pixels.insetBy(dx: -2, dy: -2)))
      if footprint.isEmpty || occluders.contains(where: { $0.contains(footprint) }) {
        culled[index] = true
        continue
      }
      guard let painted = opaqueRect(of: item) else { continue }
      let covered = bounds.intersection(painted)
      guard !covered.isEmpty else { continue }
      if occluders.count < Self.maximumOccluders {
        occluders.append(covered)
      } else if let smallest = occluders.indices.min(by: { occluders[$0].area < occluders[$1].area }),
        occluders[smallest].area < covered.area
      {
        occluders[smallest] = covered
      }
    }
    return (culled, occluders.contains { $0.contains(output) })
  }

  /// The pixels `item` paints opaquely (before its clip), or nil when it may let anything through.
  private func opaqueRect(of item: DisplayItem) -> PixelBox? {
    guard item.alpha >= 1 else { return nil }
    switch item.command {
    case .fillRect(let rect, let color):
      guard color.alpha >= 1, let pixels = mapping.snapped(rect) else { return nil }
      return PixelBox(pixels)
    case .image(let image, _, let rect):
      guard case .file = image.source, let texture = cache.peek(.image(ObjectIdentifier(image))),
        texture.texture != nil, texture.isOpaque, let pixels = mapping.snapped(rect)
      else { return nil }
      return PixelBox(pixels)
    default:
      return nil
    }
  }
}

/// A rect of whole output pixels, by its edges.
struct PixelBox: Equatable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
  }

  init(_ rect: SDL_Rect) {
    self.init(x0: Int(rect.x), y0: Int(rect.y), x1: Int(rect.x) + Int(rect.w), y1: Int(rect.y) + Int(rect.h))
  }

  /// The whole pixels `rect` (pixels, finite) touches, clamped far outside any output.
  init(outward rect: CGRect) {
    func clamp(_ value: CGFloat) -> Int { Int(min(max(value, -1e9), 1e9)) }
    self.init(
      x0: clamp(rect.minX.rounded(.down)), y0: clamp(rect.minY.rounded(.down)), x1: clamp(rect.maxX.rounded(.up)),
      y1: clamp(rect.maxY.rounded(.up)))
  }

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

  func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  func contains(_ other: PixelBox) -> Bool {
    other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
  }
}
