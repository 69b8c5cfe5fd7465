import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// The baseline of benchmark 2: the comparison scene drawn by a minimal hand-written SDL loop,
/// with everything prepared up front (image textures, one pre-rendered texture per label).
///
/// It draws what the library draws, pixel for pixel as far as possible: images are filtered
/// linearly as the library's are; labels sit where the library centres them. Its render states are
/// what a careful hand-written loop uses: opaque fills and opaque images without blending. With
/// `usesLibraryStates` it instead sets the states the library sets (every fill and image blended,
/// white glyphs tinted by colour modulation, a clip rect per item), which shows how much of the
/// gap those states account for and how much is the library's own work.
@MainActor
final class RawSDLLoop {
  private let renderer: OpaquePointer
  private let fills: [(rect: SDL_Rect, color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))]
  private var copies: [(texture: OpaquePointer, destination: SDL_Rect)] = []
  private let usesLibraryStates: Bool

  init(scene: ComparisonScene, renderer: OpaquePointer, fontPath: String, usesLibraryStates: Bool) throws {
    self.renderer = renderer
    self.usesLibraryStates = usesLibraryStates
    fills = scene.rects.map { (Self.pixels($0.frame), $0.color.rgba8) }
    for image in scene.images {
      guard let surface = IMG_Load(image.path) else { throw BenchmarkError.setup("IMG_Load failed: \(image.path)") }
      defer { SDL_FreeSurface(surface) }
      guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
        throw BenchmarkError.setup("texture for \(image.path) failed")
      }
      SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
      if usesLibraryStates { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
      copies.append((texture, Self.pixels(image.frame)))
    }
    let pixelSize = Int32(ComparisonScene.fontSize.rounded())
    guard let font = TTF_OpenFont(fontPath, pixelSize) else { throw BenchmarkError.setup("cannot open \(fontPath)") }
    defer { TTF_CloseFont(font) }
    for label in scene.labels {
      let ink: UInt8 = usesLibraryStates ? 255 : 0
      guard let surface = TTF_RenderUTF8_Blended(font, label.text, SDL_Color(r: ink, g: ink, b: ink, a: 255)) else {
        throw BenchmarkError.setup("TTF_RenderUTF8_Blended failed")
      }
      defer { SDL_FreeSurface(surface) }
      guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
        throw BenchmarkError.setup("text texture failed")
      }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      if usesLibraryStates {
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        SDL_SetTextureColorMod(texture, 0, 0, 0)
      }
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

  /// One frame: clear, fills, image and text copies, present.
  func drawFrame() {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    if usesLibraryStates { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
    var window = SDL_Rect(x: 0, y: 0, w: Int32(ComparisonScene.size.width), h: Int32(ComparisonScene.size.height))
    for fill in fills {
      var rect = fill.rect
      if usesLibraryStates { SDL_RenderSetClipRect(renderer, &window) }
      SDL_SetRenderDrawColor(renderer, fill.color.r, fill.color.g, fill.color.b, fill.color.a)
      SDL_RenderFillRect(renderer, &rect)
    }
    for copy in copies {
      var destination = copy.destination
      if usesLibraryStates { SDL_RenderSetClipRect(renderer, &window) }
      SDL_RenderCopy(renderer, copy.texture, nil, &destination)
    }
    if usesLibraryStates { SDL_RenderSetClipRect(renderer, nil) }
    SDL_RenderPresent(renderer)
  }

  private static func pixels(_ rect: CGRect) -> SDL_Rect {
    SDL_Rect(
      x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()), w: Int32(rect.width.rounded()),
      h: Int32(rect.height.rounded()))
  }
}
