import CSDL2
import Foundation
import ViewCore

/// Fill batching: consecutive filled rects under the same clip and blend mode are drawn by one
/// `SDL_RenderGeometry` call (two triangles each, colour per vertex) instead of one call each.
///
/// A GPU renderer then issues one draw for a whole run of backgrounds, where per-rect calls cost a
/// draw each (on llvmpipe, a setup and binning pass each). SDL's software renderer rasterises
/// geometry triangle by triangle, about ten times the instructions of its rect fill (callgrind,
/// `scripts/bench.sh raw-sdl`), so there every rect keeps its own `SDL_RenderFillRect`.
extension SDLRenderer {
  /// Queues `rect` (window points) in `color` × `alpha` under `clip` (output pixels; nil: none).
  func queueFill(_ rect: CGRect, _ color: UIColor, alpha: CGFloat, clip: SDL_Rect?) {
    guard let pixels = mapping.snapped(rect) else { return }
    queueFill(pixels: pixels, color, alpha: alpha, clip: clip)
  }

  /// Queues output `pixels` in `color` × `alpha` under `clip` (output pixels; nil: none).
  func queueFill(pixels: SDL_Rect, _ color: UIColor, alpha: CGFloat, clip: SDL_Rect?) {
    guard color.alpha > 0 else { return }
    let opaque = color.alpha * alpha >= 1
    let blend = opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
    if !pendingFills.rects.isEmpty, pendingFills.blend != blend || !SDLRenderer.same(pendingFills.clip, clip) {
      flushFills()
    }
    pendingFills.clip = clip
    pendingFills.blend = blend
    let c = color.rgba8
    let vertexColor = SDL_Color(r: c.r, g: c.g, b: c.b, a: SDLRenderer.byte(color.alpha * alpha))
    pendingFills.rects.append(pixels)
    pendingFills.colors.append(vertexColor)
  }

  /// Draws the queued fills (one call for all of them) and empties the queue.
  func flushFills() {
    let rects = pendingFills.rects
    guard !rects.isEmpty else { return }
    setClip(pendingFills.clip)
    SDL_SetRenderDrawBlendMode(renderer, pendingFills.blend)
    if rects.count == 1 || !batchesFills {
      for (rect, color) in zip(rects, pendingFills.colors) {
        var rect = rect
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &rect)
      }
    } else {
      var vertices: [SDL_Vertex] = []
      var indices: [Int32] = []
      vertices.reserveCapacity(rects.count * 4)
      indices.reserveCapacity(rects.count * 6)
      let none = SDL_FPoint(x: 0, y: 0)
      for (rect, color) in zip(rects, pendingFills.colors) {
        let (x0, y0) = (Float(rect.x), Float(rect.y))
        let (x1, y1) = (Float(rect.x + rect.w), Float(rect.y + rect.h))
        let base = Int32(vertices.count)
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x0, y: y0), color: color, tex_coord: none))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x1, y: y0), color: color, tex_coord: none))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x1, y: y1), color: color, tex_coord: none))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x0, y: y1), color: color, tex_coord: none))
        indices += [base, base + 1, base + 2, base, base + 2, base + 3]
      }
      SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
      statistics.fillBatches += 1
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    pendingFills.rects.removeAll(keepingCapacity: true)
    pendingFills.colors.removeAll(keepingCapacity: true)
  }

  /// Sets the clip rect (output pixels; nil: none) unless it is already set.
  func setClip(_ clip: SDL_Rect?) {
    var clip = clip
    if let damage = damageBox {
      // A partial frame draws nothing outside its damage. Occlusion culled every item whose clip
      // misses it, so an empty cut (which SDL would read as "no clip") does not arise; should it,
      // the damage itself bounds the drawing.
      let cut = clip.map { PixelBox($0).intersection(damage) } ?? damage
      clip = cut.isEmpty ? damage.sdlRect : cut.sdlRect
    }
    guard !clipIsKnown || !SDLRenderer.same(currentClip, clip) else { return }
    if var rect = clip {
      SDL_RenderSetClipRect(renderer, &rect)
    } else {
      SDL_RenderSetClipRect(renderer, nil)
    }
    currentClip = clip
    clipIsKnown = true
  }

  static func same(_ a: SDL_Rect?, _ b: SDL_Rect?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
    default: return false
    }
  }
}

/// Filled rects waiting to be drawn in one call, with the clip and blend mode they share.
struct PendingFills {
  var rects: [SDL_Rect] = []
  var colors: [SDL_Color] = []
  var clip: SDL_Rect?
  var blend = SDL_BLENDMODE_NONE
}

/// What the latest frame drew, for tests and benchmarks.
public struct RenderStatistics: Equatable, Sendable {
  /// Items drawn, and items skipped because opaque items drawn later cover them.
  public var drawnItems = 0
  public var culledItems = 0
  /// Fills cut short because opaque items drawn later cover part of them.
  public var trimmedFills = 0
  /// True when opaque items covered the whole output, so it was not cleared first.
  public var skippedClear = false
  /// Opaque fills over the whole output drawn as a clear in their colour.
  public var fillsDrawnAsClear = 0
  /// `SDL_RenderGeometry` calls that drew two or more filled rects at once.
  public var fillBatches = 0
  /// Images drawn from a level of detail near the drawn size instead of the full texture.
  public var levelOfDetailDraws = 0
  /// Text runs drawn opaque, composited onto the solid colour under them.
  public var opaqueTextDraws = 0
  /// Rasterized layers copied from their texture, and textures drawn again because they changed.
  public var groupCopies = 0
  public var groupRenders = 0
  /// Of the copies, those made by a framebuffer blit on OpenGL (`GroupBlitter`).
  public var groupBlits = 0
  /// Output pixels the frame redrew: the whole output, or its damage on a partial frame.
  public var damagedPixels = 0

  public init() {}
}
