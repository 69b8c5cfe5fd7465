import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// The baselines of benchmark 2: the comparison scene drawn by a hand-written SDL loop.
///
/// `.fair` is the best simple loop: everything the library prepares once is prepared once here
/// too, before the first frame. Each photo is decoded and scaled to the size it is drawn at (by
/// halving and one last bilinear step, as a mipmap would give, so its pixels match the library's
/// level of detail), as an opaque texture; each label is rasterised once, black, blended. A frame
/// is a clear, opaque fills without blending and 1:1 copies: per-item calls with nothing wasted.
///
/// `.naive` is the loop this benchmark used to compare with, kept as a labelled extra row: the
/// full-size photos (451×300 up to 1000×872) are scaled into their 220×140 boxes every frame.
@MainActor
final class RawSDLLoop {
  enum Variant: String {
    case fair
    case naive
  }

  private let renderer: OpaquePointer
  private let fills: [(rect: SDL_Rect, color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))]
  private var copies: [(texture: OpaquePointer, destination: SDL_Rect)] = []

  init(scene: ComparisonScene, renderer: OpaquePointer, fontPath: String, variant: Variant) throws {
    self.renderer = renderer
    fills = scene.rects.map { (Self.pixels($0.frame), $0.color.rgba8) }
    for image in scene.images {
      let destination = Self.pixels(image.frame)
      let texture =
        variant == .fair
        ? try Self.scaledTexture(path: image.path, width: destination.w, height: destination.h, renderer: renderer)
        : try Self.fullTexture(path: image.path, renderer: renderer)
      copies.append((texture, destination))
    }
    let pixelSize = Int32(ComparisonScene.fontSize.rounded())
    guard let font = TTF_OpenFont(fontPath, pixelSize) else { throw BenchmarkError.setup("cannot open \(fontPath)") }
    defer { TTF_CloseFont(font) }
    for label in scene.labels {
      guard let surface = TTF_RenderUTF8_Blended(font, label.text, SDL_Color(r: 0, g: 0, b: 0, a: 255)) else {
        throw BenchmarkError.setup("TTF_RenderUTF8_Blended failed")
      }
      defer { SDL_FreeSurface(surface) }
      guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
        throw BenchmarkError.setup("text texture failed")
      }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      // Vertically centred in the label's measured height, as the library places it.
      let height = TextMetrics.size(
        of: label.text, font: .systemFont(ofSize: ComparisonScene.fontSize),
        measurer: SDLTextMeasurer(fonts: try SDLSession.sharedFonts())
      ).height
      let top = (label.origin.y + height / 2 - CGFloat(surface.pointee.h) / 2).rounded()
      let destination = SDL_Rect(
        x: Int32(label.origin.x.rounded()), y: Int32(top), w: surface.pointee.w, h: surface.pointee.h)
      copies.append((texture, destination))
    }
  }

  isolated deinit {
    for copy in copies { SDL_DestroyTexture(copy.texture) }
  }

  /// One frame with the scene scrolled up by `offset` pixels: clear, every fill, image and text
  /// copy at its place less the offset, present (unless `presents` is false).
  func drawFrame(offset: Int32, presents: Bool = true) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    for fill in fills {
      var rect = fill.rect
      rect.y -= offset
      SDL_SetRenderDrawColor(renderer, fill.color.r, fill.color.g, fill.color.b, fill.color.a)
      SDL_RenderFillRect(renderer, &rect)
    }
    for copy in copies {
      var destination = copy.destination
      destination.y -= offset
      SDL_RenderCopy(renderer, copy.texture, nil, &destination)
    }
    if presents { SDL_RenderPresent(renderer) }
  }

  /// The photo at full size, filtered linearly when it is drawn smaller.
  private static func fullTexture(path: String, renderer: OpaquePointer) throws -> OpaquePointer {
    guard let surface = IMG_Load(path) else { throw BenchmarkError.setup("IMG_Load failed: \(path)") }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
      throw BenchmarkError.setup("texture for \(path) failed")
    }
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    return texture
  }

  /// The photo scaled once to `width`×`height`, as an opaque texture drawn 1:1.
  private static func scaledTexture(path: String, width: Int32, height: Int32, renderer: OpaquePointer) throws
    -> OpaquePointer
  {
    guard let loaded = IMG_Load(path) else { throw BenchmarkError.setup("IMG_Load failed: \(path)") }
    let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB888.rawValue, 0)
    SDL_FreeSurface(loaded)
    guard var surface = converted else { throw BenchmarkError.setup("cannot convert \(path)") }
    defer { SDL_FreeSurface(surface) }
    var size = (w: surface.pointee.w, h: surface.pointee.h)
    while size != (width, height) {
      // Halve while both sides stay at least twice the target, then one bilinear step to it.
      let halves = size.w >= width * 2 && size.h >= height * 2
      size = halves ? (size.w / 2, size.h / 2) : (width, height)
      guard let next = SDL_CreateRGBSurfaceWithFormat(0, size.w, size.h, 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
        throw BenchmarkError.setup("cannot allocate \(size.w)×\(size.h)")
      }
      SDL_SoftStretchLinear(surface, nil, next, nil)
      SDL_FreeSurface(surface)
      surface = next
    }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
      throw BenchmarkError.setup("texture for \(path) failed")
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    return texture
  }

  private static func pixels(_ rect: CGRect) -> SDL_Rect {
    SDL_Rect(
      x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()), w: Int32(rect.width.rounded()),
      h: Int32(rect.height.rounded()))
  }
}
