import CSDL2
import Foundation
import ViewCore

/// Occlusion culling: items that opaque items drawn later cover completely are not drawn at
/// all, fills that they cover in part are cut to what shows, and when opaque items cover the
/// whole output the clear is skipped too.
///
/// The display list is back to front, so it is walked front to back collecting the output pixels
/// that opaque fills and opaque images (photos without an alpha channel, at full opacity) paint.
/// An item's pixels (grown by two for antialiased edges, cut to its clip) are trimmed by every
/// such rect that spans them from edge to edge; what is left empty is culled, and a fill is drawn
/// only where it is left. Up to `maximumOccluders` of the largest rects are kept, a choice of this
/// project: the window-sized backgrounds under a photo and its bars are what this is for, and a
/// few large rects find them at a cost linear in the list.
extension SDLRenderer {
  static let maximumOccluders = 4

  /// For each item, whether it is culled and, for a fill cut by what covers it, the output pixels
  /// it still paints; and whether opaque items cover the whole output (else the part they leave).
  func occlusion(of items: [DisplayItem]) -> Occlusion {
    // With damage, only the damaged pixels are drawn: everything is cut to them.
    let output =
      damageBox ?? PixelBox(x0: 0, y0: 0, x1: mapping.outputWidth, y1: mapping.outputHeight)
    var result = Occlusion(
      culled: [Bool](repeating: false, count: items.count), trimmedFills: [:], uncovered: output,
      footprints: [PixelBox](repeating: .empty, count: items.count))
    var occluders: [PixelBox] = []
    for index in items.indices.reversed() {
      let item = items[index]
      var bounds = output
      if let clip = item.clip {
        guard let rect = mapping.clipRect(clip) else {
          result.culled[index] = true
          continue
        }
        bounds = PixelBox(rect).intersection(output)
      }
      let pixels = mapping.pixels(item.command.boundingRect)
      guard pixels.minX.isFinite, pixels.minY.isFinite, pixels.maxX.isFinite, pixels.maxY.isFinite else { continue }
      let footprint = bounds.intersection(PixelBox(outward: pixels.insetBy(dx: -2, dy: -2)))
      result.footprints[index] = footprint
      if footprint.isEmpty || footprint.trimmed(by: occluders).isEmpty {
        result.culled[index] = true
        continue
      }
      if case .fillRect(let rect, _) = item.command, let snapped = mapping.snapped(rect) {
        // Later opaque items overwrite what they cover, so a fill may stop short of it.
        let visible = bounds.intersection(PixelBox(snapped))
        let left = visible.trimmed(by: occluders)
        if left != visible { result.trimmedFills[index] = left }
      }
      guard let painted = opaqueRect(of: item) else { continue }
      let covered = bounds.intersection(painted)
      if occluders.count < Self.maximumOccluders {
        occluders.append(covered)
      } else if let smallest = occluders.indices.min(by: { occluders[$0].area < occluders[$1].area }),
        occluders[smallest].area < covered.area
      {
        occluders[smallest] = covered
      }
    }
    result.uncovered = output.trimmed(by: occluders)
    return result
  }

  /// The pixels `item` paints opaquely (before its clip), or nil when it may let anything through.
  private func opaqueRect(of item: DisplayItem) -> PixelBox? {
    guard item.alpha >= 1 else { return nil }
    switch item.command {
    case .fillRect(let rect, let color):
      guard color.alpha >= 1, let pixels = mapping.snapped(rect) else { return nil }
      return PixelBox(pixels)
    case .image(let image, let source, let rect):
      // Drawn only when some of the source lies inside the image; then stretched over the rect.
      guard case .file = image.source, let texture = cache.peek(.image(ObjectIdentifier(image))),
        texture.texture != nil, texture.isOpaque, let pixels = mapping.snapped(rect),
        sourceRect(source, of: image, textureWidth: texture.width, textureHeight: texture.height) != nil
      else { return nil }
      return PixelBox(pixels)
    case .group(let group, let version, let rect):
      // Its first item, an opaque fill, covers all of it (copied or drawn item by item).
      guard group.isOpaque, version == group.version, let pixels = mapping.snapped(rect) else { return nil }
      return PixelBox(pixels)
    default:
      return nil
    }
  }
}

/// What occlusion culling leaves to draw.
struct Occlusion {
  /// True for each item that cannot show.
  var culled: [Bool]
  /// For fills partly covered, by index, the output pixels still to paint.
  var trimmedFills: [Int: PixelBox]
  /// The part of the output no opaque item covers (empty: the clear can be skipped).
  var uncovered: PixelBox
  /// For each item, the output pixels it may touch (its bounds grown by two, cut to its clip);
  /// empty when it touches none.
  var footprints: [PixelBox]
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

  static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

  func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  func contains(_ other: PixelBox) -> Bool {
    other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
  }

  /// This box less every part of it that one of `boxes` covers from edge to edge (a band across
  /// the top, bottom, left or right), repeated until nothing changes; empty when all is covered.
  func trimmed(by boxes: [PixelBox]) -> PixelBox {
    var box = self
    var changed = true
    while changed, !box.isEmpty {
      changed = false
      for other in boxes where !box.isEmpty {
        let before = box
        if other.x0 <= box.x0, other.x1 >= box.x1 {
          if other.y0 <= box.y0, other.y1 > box.y0 { box.y0 = min(other.y1, box.y1) }
          if other.y1 >= box.y1, other.y0 < box.y1 { box.y1 = max(other.y0, box.y0) }
        }
        if other.y0 <= box.y0, other.y1 >= box.y1 {
          if other.x0 <= box.x0, other.x1 > box.x0 { box.x0 = min(other.x1, box.x1) }
          if other.x1 >= box.x1, other.x0 < box.x1 { box.x1 = max(other.x0, box.x0) }
        }
        if box != before { changed = true }
      }
    }
    return box
  }

  var sdlRect: SDL_Rect { SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0)) }
}
