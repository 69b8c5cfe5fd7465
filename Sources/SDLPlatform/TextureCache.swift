import CSDL2
import Foundation

/// What a cached texture was made from.
enum TextureKey: Hashable {
  /// A decoded image file, by the identity of its `UIImage`.
  case image(ObjectIdentifier)
  /// A decoded image file scaled down to one size in pixels (a level of detail, see
  /// `SDLRenderer+LevelOfDetail.swift`).
  case imageLevel(ObjectIdentifier, width: Int, height: Int)
  /// An image file's shape as a white mask (tinted when drawn): an SVG at one size in pixels, a
  /// raster file at its own (0 × 0).
  /// `outset` is the symbol weight's stroke change, in thousandths of the image's width (0: none;
  /// see `UIImage.symbolStrokeOutset`).
  case mask(path: String, width: Int, height: Int, outset: Int)
  /// Pixels in memory as a white mask, by the identity of their `Bitmap`.
  case pixelMask(ObjectIdentifier)
  /// A rasterised text run at one pixel size and wrap width.
  case text(TextRasterKey)
  /// A rasterized layer's items drawn into a render target, by the identity of its group.
  case group(ObjectIdentifier)
}

/// A texture and its size in pixels; `texture` is nil when making it failed (so the failure is
/// remembered instead of retried every frame).
struct CachedTexture {
  var texture: OpaquePointer?
  /// The size the texture stands for, in pixels (it may be stored smaller to fit the GPU).
  var width: Int
  var height: Int
  /// Texture memory, at 4 bytes per stored pixel.
  var bytes: Int
  /// True when every pixel is opaque (the texture has no alpha channel): drawn without blending,
  /// and it hides what lies under it.
  var isOpaque: Bool
  /// For a group's texture, the version of the group it holds.
  var version = 0
  /// For a group's texture on OpenGL, its pixels in the window's layout, blitted instead of
  /// copying the texture (`GroupBlitter`); freed with the entry.
  var blitCopy: GroupBlitCopy?

  init(
    texture: OpaquePointer?, width: Int, height: Int, bytes: Int? = nil, isOpaque: Bool = false, version: Int = 0
  ) {
    self.texture = texture
    self.width = width
    self.height = height
    self.bytes = texture == nil ? 0 : (bytes ?? width * height * 4)
    self.isOpaque = isOpaque
    self.version = version
  }
}

/// Textures kept across frames, freed when unused for `maxIdleFrames` frames or when the total
/// exceeds `byteLimit` (least recently used first, never one drawn in the current frame).
@MainActor
final class TextureCache {
  private struct Entry {
    var value: CachedTexture
    var lastUsedFrame: Int
    /// Keeps the `UIImage` alive while its texture is cached, so its identity cannot be reused.
    var owner: AnyObject?
  }

  /// Frames a texture may go unused before it is freed (two seconds at 60 Hz).
  var maxIdleFrames: Int
  /// Bytes of texture memory (4 per pixel) kept before least-recently-used textures are freed.
  var byteLimit: Int
  private(set) var frame = 0
  private(set) var totalBytes = 0
  private var entries: [TextureKey: Entry] = [:]

  init(maxIdleFrames: Int = 120, byteLimit: Int = 256 << 20) {
    self.maxIdleFrames = max(1, maxIdleFrames)
    self.byteLimit = max(0, byteLimit)
  }

  isolated deinit { removeAll() }

  var count: Int { entries.count }

  var keys: [TextureKey] { Array(entries.keys) }

  /// The cached texture for `key` without making it or marking it used; nil on a miss.
  func peek(_ key: TextureKey) -> CachedTexture? { entries[key]?.value }

  /// The cached texture for `key`, made by `make` on a miss; marks it used in this frame.
  func texture(for key: TextureKey, owner: AnyObject? = nil, make: () -> CachedTexture) -> CachedTexture {
    if var entry = entries[key] {
      entry.lastUsedFrame = frame
      entries[key] = entry
      return entry.value
    }
    let value = make()
    entries[key] = Entry(value: value, lastUsedFrame: frame, owner: owner)
    totalBytes += value.bytes
    return value
  }

  /// Replaces what is cached for `key` (freeing the old texture unless it is the same one) and
  /// marks it used in this frame.
  func store(_ value: CachedTexture, for key: TextureKey, owner: AnyObject? = nil) {
    if let old = entries[key] {
      totalBytes -= old.value.bytes
      if old.value.texture != value.texture {
        destroy(old.value)
      } else if old.value.blitCopy !== value.blitCopy {
        old.value.blitCopy?.free()
      }
    }
    entries[key] = Entry(value: value, lastUsedFrame: frame, owner: owner)
    totalBytes += value.bytes
  }

  /// Ends the current frame: frees what has been idle too long, then trims to the byte limit.
  func endFrame() {
    let idle = entries.filter { frame - $0.value.lastUsedFrame >= maxIdleFrames }.map(\.key)
    idle.forEach(remove)
    if totalBytes > byteLimit {
      let candidates = entries.filter { $0.value.lastUsedFrame < frame }
        .sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
      for (key, _) in candidates where totalBytes > byteLimit { remove(key) }
    }
    frame += 1
  }

  /// Frees every texture (after a render reset they are invalid; they are remade on the next draw).
  func removeAll() {
    for entry in entries.values { destroy(entry.value) }
    entries.removeAll()
    totalBytes = 0
  }

  private func remove(_ key: TextureKey) {
    guard let entry = entries.removeValue(forKey: key) else { return }
    totalBytes -= entry.value.bytes
    destroy(entry.value)
  }

  private func destroy(_ value: CachedTexture) {
    if let texture = value.texture { SDL_DestroyTexture(texture) }
    value.blitCopy?.free()  // after the texture: destroying it made the renderer's context current
  }
}
