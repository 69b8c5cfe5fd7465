import CSDL2
import Foundation
import ViewCore

/// Text over a known solid background is drawn opaque: its raster is composited onto that colour
/// once, when the texture is made, and copied without blending every frame.
///
/// Blending antialiased glyphs is most of what text costs on SDL's software renderer (a blend
/// per pixel against a copy per pixel; `scripts/bench.sh raw-sdl`), and on a GPU it saves the
/// blend stage. The background is known when the last item drawn under the text's pixels, before
/// it, is an opaque solid fill covering all of them, or when nothing is drawn under them at all
/// (the clear's colour). Only fully opaque text qualifies: its alpha cannot be applied to a raster
/// that already holds its background. The search looks back over at most `backgroundSearchLimit`
/// items, so a long list costs a bounded amount per label; past it the text is blended as before.
extension SDLRenderer {
  static let backgroundSearchLimit = 64

  /// For each text item that can be drawn opaque, by index, its background as 0xRRGGBB.
  func textBackgrounds(of list: DisplayList, occlusion: Occlusion) -> [Int: UInt32] {
    var result: [Int: UInt32] = [:]
    for (index, item) in list.items.enumerated() where !occlusion.culled[index] {
      guard case .text(let run, let rect, _) = item.command, item.alpha >= 1, run.color.alpha >= 1 else { continue }
      let area = item.clip.map { $0.intersection(rect) } ?? rect
      let pixels = mapping.pixels(area)
      guard !area.isNull, pixels.minX.isFinite, pixels.minY.isFinite, pixels.maxX.isFinite, pixels.maxY.isFinite
      else { continue }
      let footprint = PixelBox(outward: pixels)
      guard !footprint.isEmpty else { continue }
      if let background = background(under: footprint, before: index, in: list, occlusion: occlusion) {
        result[index] = background
      }
    }
    return result
  }

  /// The colour every pixel of `footprint` has when item `index` is drawn, or nil if not one known colour.
  private func background(under footprint: PixelBox, before index: Int, in list: DisplayList, occlusion: Occlusion)
    -> UInt32?
  {
    let first = max(0, index - Self.backgroundSearchLimit)
    for below in stride(from: index - 1, through: first, by: -1) where !occlusion.culled[below] {
      guard !occlusion.footprints[below].intersection(footprint).isEmpty else { continue }
      // The topmost item under the text decides: a solid opaque fill over all of it, or nothing known.
      let item = list.items[below]
      guard case .fillRect(let rect, let color) = item.command, item.alpha >= 1, color.alpha >= 1,
        let snapped = mapping.snapped(rect)
      else { return nil }
      var painted = PixelBox(snapped)
      if let clip = item.clip {
        guard let clipRect = mapping.clipRect(clip) else { return nil }
        painted = painted.intersection(PixelBox(clipRect))
      }
      if let left = occlusion.trimmedFills[below] { painted = painted.intersection(left) }
      return painted.contains(footprint) ? color.rgb24 : nil
    }
    return first == 0 ? list.backgroundColor.rgb24 : nil
  }

  /// `surface` (white glyphs, coverage in alpha) composited in `color` onto `background` (both
  /// 0xRRGGBB) as an opaque XRGB8888 surface; consumes `surface`.
  static func composited(_ surface: UnsafeMutablePointer<SDL_Surface>, color: UInt32, background: UInt32)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    defer { SDL_FreeSurface(surface) }
    guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
    defer { SDL_FreeSurface(argb) }
    let (width, height) = (argb.pointee.w, argb.pointee.h)
    guard let opaque = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
      return nil
    }
    guard SDL_LockSurface(argb) == 0, let source = argb.pointee.pixels else {
      SDL_FreeSurface(opaque)
      return nil
    }
    defer { SDL_UnlockSurface(argb) }
    guard SDL_LockSurface(opaque) == 0, let target = opaque.pointee.pixels else {
      SDL_FreeSurface(opaque)
      return nil
    }
    defer { SDL_UnlockSurface(opaque) }
    let channels = [16, 8, 0].map { shift in (ink: color >> shift & 0xFF, paper: background >> shift & 0xFF) }
    for row in 0..<Int(height) {
      let input = (source + row * Int(argb.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      let output = (target + row * Int(opaque.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      for column in 0..<Int(width) {
        let coverage = input[column] >> 24
        var pixel: UInt32 = 0xFF00_0000
        for (channel, shift) in zip(channels, [16, 8, 0] as [UInt32]) {
          // Rounded, as a blend of the glyph onto the background would round it.
          let mixed = (channel.ink * coverage + channel.paper * (255 - coverage) + 127) / 255
          pixel |= mixed << shift
        }
        output[column] = pixel
      }
    }
    return opaque
  }
}
