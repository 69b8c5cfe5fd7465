import CSDL2
import Foundation
import ViewCore

/// Draws a `DisplayList` (window points) onto an `SDL_Renderer` at its output's pixel scale.
///
/// It keeps the textures of images and text across frames (`TextureCache`) and draws every item
/// under its clip and alpha with alpha blending. It owns no window: the platform window, tests
/// and benchmarks each hand it a renderer.
public final class SDLRenderer {
  /// The `SDL_Renderer` drawn to. Not owned: whoever created it destroys it (after this object).
  public let renderer: OpaquePointer
  public let fonts: FontLibrary
  /// Output pixels per window point in the latest frame (2 on a high-DPI display).
  public private(set) var pixelRatio: CGFloat = 1
  /// Where warnings (such as an image that fails to decode, once per image) are reported.
  public var warningHandler: (String) -> Void = { message in
    Diagnostics.report(message, from: "warning")
  }

  let cache: TextureCache
  var mapping = PixelMapping(scale: 1, outputWidth: 1, outputHeight: 1)
  /// The largest texture side the renderer accepts; larger images are scaled down to it.
  let maxTextureSide: Int
  /// Half the width of the antialiasing band along curved and slanted edges, in pixels.
  let feather: CGFloat
  /// Whether runs of fills become one `SDL_RenderGeometry` call (not on SDL's software renderer).
  var batchesFills: Bool
  private var warnedImages: [ObjectIdentifier: WeakImage] = [:]
  /// What the latest frame drew: items drawn and culled, batches, levels of detail.
  public internal(set) var statistics = RenderStatistics()
  var pendingFills = PendingFills()
  /// The clip rect last set on the renderer, so an unchanged clip is not set again.
  var currentClip: SDL_Rect?
  var clipIsKnown = false
  /// The output pixels a partial frame redraws (its damage); nil while a frame draws everything.
  var damageBox: PixelBox?
  /// The output pixels the latest `draw(_:damage:)` redrew when it redrew only part of the
  /// output; nil after a full frame (or one whose damage missed the output: then `drawnItems` is 0).
  public private(set) var lastDamageBox: SDL_Rect?
  /// Set when an image was drawn from its full texture because its level of detail is not made
  /// yet (a rasterized layer's texture holding it is then drawn again next frame).
  var drewWithoutLevel = false
  /// Whether rasterized layers are blitted into the window on SDL's OpenGL renderer where it can
  /// (`GroupBlitter`); off, they are copied as textures, as on every other renderer.
  public var blitsGroups = true
  /// The blitter (`groupBlitter()`), made the first time a group's texture is drawn.
  var blitter: (made: Bool, blitter: GroupBlitter?) = (false, nil)
  /// The pixel size each image was last drawn at (see `SDLRenderer+LevelOfDetail.swift`).
  var levelRequests: [ObjectIdentifier: LevelRequest] = [:]

  /// - Parameters:
  ///   - maxIdleFrames: frames a texture may go unused before it is freed.
  ///   - textureByteLimit: texture bytes kept before the least recently used are freed.
  public init(
    renderer: OpaquePointer, fonts: FontLibrary, maxIdleFrames: Int = 120, textureByteLimit: Int = 256 << 20
  ) {
    self.renderer = renderer
    self.fonts = fonts
    cache = TextureCache(maxIdleFrames: maxIdleFrames, byteLimit: textureByteLimit)
    var info = SDL_RendererInfo()
    let known = SDL_GetRendererInfo(renderer, &info) == 0
    let side = known ? Int(min(info.max_texture_width, info.max_texture_height)) : 0
    maxTextureSide = side > 0 ? side : 16384
    // SDL's software rasteriser truncates triangle vertices to whole pixels, so a half-pixel
    // fade cannot be placed: it gets crisp edges that cover the same pixels as the GPU's.
    feather = known && String(cString: info.name) == "software" ? 0 : 0.5
    batchesFills = !(known && String(cString: info.name) == "software")
  }

  /// Textures currently cached (images and text runs).
  public var cachedTextureCount: Int { cache.count }
  /// Bytes of cached texture memory, at 4 bytes per pixel.
  public var cachedTextureBytes: Int { cache.totalBytes }

  /// The output's size in pixels: the render target's if one is set, else the window's drawable.
  public var outputSize: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    if let target = SDL_GetRenderTarget(renderer) {
      SDL_QueryTexture(target, nil, nil, &width, &height)
    } else {
      SDL_GetRendererOutputSize(renderer, &width, &height)
    }
    return (Int(max(width, 1)), Int(max(height, 1)))
  }

  /// Clears to the list's background colour and draws its items back to front, leaving out those
  /// that opaque items cover (and the clear, when they cover everything). Does not present.
  ///
  /// With `damage` (window points) only the output pixels it touches, grown by two for
  /// antialiased edges, are cleared and drawn; the rest of the target keeps the previous frame,
  /// so pass it only for a target that keeps its pixels between frames (see docs/rendering.md).
  public func draw(_ list: DisplayList, damage: CGRect? = nil) {
    let output = outputSize
    pixelRatio = list.size.width > 0 && list.size.width.isFinite ? CGFloat(output.width) / list.size.width : 1
    mapping = PixelMapping(scale: pixelRatio, outputWidth: output.width, outputHeight: output.height)
    statistics = RenderStatistics()
    damageBox = nil
    lastDamageBox = nil
    clipIsKnown = false
    setClip(nil)
    if let damage {
      let whole = PixelBox(x0: 0, y0: 0, x1: output.width, y1: output.height)
      let box = damagePixels(damage)
      guard !box.isEmpty else { return }
      statistics.damagedPixels = box.area
      if box != whole {
        damageBox = box
        lastDamageBox = box.sdlRect
        setClip(nil)
      }
    } else {
      statistics.damagedPixels = output.width * output.height
    }
    defer { damageBox = nil }
    statistics.skippedClear = drawItems(of: list, backgroundAlpha: 255)
    setClip(nil)
    cache.endFrame()
    forgetOldLevelRequests()
  }

  /// The output pixels `damage` (window points) touches under the last frame's mapping, grown by
  /// two for antialiased edges: what a partial frame redraws (the whole output when `damage` is
  /// not finite).
  private func damagePixels(_ damage: CGRect) -> PixelBox {
    let whole = PixelBox(x0: 0, y0: 0, x1: mapping.outputWidth, y1: mapping.outputHeight)
    let pixels = mapping.pixels(damage).insetBy(dx: -2, dy: -2)
    guard pixels.minX.isFinite, pixels.maxX.isFinite, pixels.minY.isFinite, pixels.maxY.isFinite else { return whole }
    return PixelBox(outward: pixels).intersection(whole)
  }

  /// Clears what opaque items leave uncovered (to the list's background at `backgroundAlpha`) and
  /// draws the items that show, into the current target under `mapping` and `damageBox`; true
  /// when the clear was skipped. Leaves no fills queued.
  func drawItems(of list: DisplayList, backgroundAlpha: UInt8) -> Bool {
    let occlusion = occlusion(of: list.items)
    let uncovered = occlusion.uncovered
    // The bottom-most item drawn, when it is an opaque fill over the whole output, is a clear in
    // its colour: the same pixels, without rasterising a quad the size of the output (at
    // 3840×2160 under Xvfb, a frame with the quad took llvmpipe ~12 ms more CPU than one with a clear).
    let clearedFill = damageBox == nil ? wholeOutputFill(in: list.items, occlusion: occlusion) : nil
    if let clearedFill, case .fillRect(_, let color) = list.items[clearedFill].command {
      let fill = color.rgba8
      SDL_SetRenderDrawColor(renderer, fill.r, fill.g, fill.b, 255)
      SDL_RenderClear(renderer)
      statistics.drawnItems += 1
      statistics.fillsDrawnAsClear += 1
    } else if !uncovered.isEmpty {
      SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
      let background = list.backgroundColor.rgba8
      SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, backgroundAlpha)
      if uncovered == PixelBox(x0: 0, y0: 0, x1: mapping.outputWidth, y1: mapping.outputHeight) {
        SDL_RenderClear(renderer)
      } else {
        var rect = uncovered.sdlRect
        SDL_RenderFillRect(renderer, &rect)
      }
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    let textBackgrounds = textBackgrounds(of: list, occlusion: occlusion)
    for (index, item) in list.items.enumerated() {
      if occlusion.culled[index] {
        statistics.culledItems += 1
      } else if index == clearedFill {
        continue
      } else if let left = occlusion.trimmedFills[index] {
        statistics.trimmedFills += 1
        if case .fillRect(_, let color) = item.command, !left.isEmpty, item.alpha > 0, item.alpha.isFinite {
          statistics.drawnItems += 1
          queueFill(pixels: left.sdlRect, color, alpha: min(item.alpha, 1), clip: nil)
        }
      } else {
        draw(item, textBackground: textBackgrounds[index])
      }
    }
    flushFills()
    return uncovered.isEmpty
  }

  /// The index of the first item drawn when it is an opaque fill (no clip short of the output)
  /// covering every output pixel and still showing over half of them, else nil (a fill mostly
  /// covered is cheaper cut to what shows).
  private func wholeOutputFill(in items: [DisplayItem], occlusion: Occlusion) -> Int? {
    guard let first = occlusion.culled.firstIndex(of: false) else { return nil }
    if let left = occlusion.trimmedFills[first], left.area * 2 < mapping.outputWidth * mapping.outputHeight {
      return nil
    }
    let item = items[first]
    guard item.alpha >= 1, case .fillRect(let rect, let color) = item.command, color.alpha >= 1,
      let snapped = mapping.snapped(rect)
    else { return nil }
    let output = PixelBox(x0: 0, y0: 0, x1: mapping.outputWidth, y1: mapping.outputHeight)
    var painted = PixelBox(snapped).intersection(output)
    if let clip = item.clip {
      guard let clipRect = mapping.clipRect(clip) else { return nil }
      painted = painted.intersection(PixelBox(clipRect))
    }
    return painted == output ? first : nil
  }

  /// Frees every cached texture (and the group blitter); call after `SDL_RENDER_TARGETS_RESET` or
  /// `SDL_RENDER_DEVICE_RESET`. They are remade from their sources on the next draw.
  public func discardTextures() {
    cache.removeAll()
    blitter = (false, nil)
  }

  func draw(_ item: DisplayItem, textBackground: UInt32?) {
    guard item.alpha > 0, item.alpha.isFinite else { return }
    var clipPixels: SDL_Rect?
    if let clip = item.clip {
      guard let rect = mapping.clipRect(clip) else { return }
      clipPixels = rect
    }
    statistics.drawnItems += 1
    let alpha = min(item.alpha, 1)
    if case .fillRect(let rect, let color) = item.command {
      return queueFill(rect, color, alpha: alpha, clip: clipPixels)
    }
    flushFills()
    setClip(clipPixels)
    switch item.command {
    case .fillRect(let rect, let color): fill(rect, color, alpha: alpha)
    case .strokeRect(let rect, let color, let width): stroke(rect, color, lineWidth: width, alpha: alpha)
    case .fillRoundedRect(let rect, let radius, let color):
      fillRoundedRect(rect, radius: radius, color, alpha: alpha)
    case .strokeRoundedRect(let rect, let radius, let color, let width):
      strokeRoundedRect(rect, radius: radius, color, lineWidth: width, alpha: alpha)
    case .fillEllipse(let rect, let color): fillEllipse(rect, color, alpha: alpha)
    case .line(let from, let to, let color, let width):
      line(from: from, to: to, color, lineWidth: width, alpha: alpha)
    case .image(let image, let source, let rect): draw(image, source: source, in: rect, alpha: alpha)
    case .text(let run, let rect, let rasterScale):
      draw(run, in: rect, rasterScale: rasterScale, clip: item.clip, alpha: alpha, background: textBackground)
    case .transformed(let command, let transform):
      drawTransformed(command, transform, clip: item.clip, alpha: alpha)
    case .group(let group, let version, let rect):
      draw(group, version: version, in: rect, clip: item.clip, alpha: alpha)
    }
  }

  /// Sets the draw colour with `alpha` multiplied into the colour's own.
  func setDrawColor(_ color: UIColor, alpha: CGFloat) {
    let c = color.rgba8
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, SDLRenderer.byte(color.alpha * alpha))
  }

  static func byte(_ value: CGFloat) -> UInt8 {
    UInt8((min(max(value.isFinite ? value : 0, 0), 1) * 255).rounded())
  }

  /// Reports `message` once for `image` (a failed decode should not flood the log every frame).
  func warnOnce(about image: UIImage, _ message: String) {
    let id = ObjectIdentifier(image)
    if let known = warnedImages[id], known.image === image { return }
    warnedImages = warnedImages.filter { $0.value.image != nil }
    warnedImages[id] = WeakImage(image: image)
    warningHandler(message)
  }
}

/// A weak reference, so remembering which images were reported does not keep them alive.
struct WeakImage {
  weak var image: UIImage?
}
