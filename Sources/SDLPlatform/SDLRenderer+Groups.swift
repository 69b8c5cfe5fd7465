import CSDL2
import Foundation
import ViewCore

/// Rasterized layers (`DrawCommand.group`): an opaque group at full opacity on whole output
/// pixels is drawn once into a render-target texture, which is then copied 1:1 while the group's
/// version stays the same, so content that only moves costs one copy instead of its items. The
/// texture holds exactly the pixels the items would paint at that place (same pixel scale, same
/// pixel grid), so the copy matches a full redraw. Any other group is drawn item by item.
extension SDLRenderer {
  /// The most pixels one group's texture may hold: two 3840×2160 outputs, a choice of this
  /// project that keeps a scroll view's content of a few screens cached on a 4K display while
  /// bounding the memory one rasterized layer can take.
  static let maximumGroupPixels = 3840 * 2160 * 2

  /// Draws `group` (whose command, at `version`, places it in `rect`, window points) under the
  /// item's `clip` (points, already set on the renderer) and `alpha`.
  func draw(_ group: DisplayGroup, version: Int, in rect: CGRect, clip: CGRect?, alpha: CGFloat) {
    let scale = mapping.scale
    let extent = group.extent
    // Output pixels of the group's (0, 0); the texture starts at the whole pixel at or before
    // the extent's top left.
    let origin = CGPoint(x: (rect.minX - extent.minX) * scale, y: (rect.minY - extent.minY) * scale)
    let (x0, y0) = ((extent.minX * scale).rounded(.down), (extent.minY * scale).rounded(.down))
    let (x1, y1) = ((extent.maxX * scale).rounded(.up), (extent.maxY * scale).rounded(.up))
    let onWholePixels =
      abs(origin.x - origin.x.rounded()) < 1e-3 && abs(origin.y - origin.y.rounded()) < 1e-3
      && x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite
    let width = onWholePixels ? Int(x1 - x0) : 0
    let height = onWholePixels ? Int(y1 - y0) : 0
    guard version == group.version, group.isOpaque, alpha >= 1, width > 0, height > 0, width <= maxTextureSide,
      height <= maxTextureSide, width * height <= Self.maximumGroupPixels,
      let cached = groupTexture(group, width: width, height: height, x0: x0, y0: y0), let texture = cached.texture
    else {
      return drawItems(
        of: group, at: CGPoint(x: rect.minX - extent.minX, y: rect.minY - extent.minY), clip: clip, alpha: alpha)
    }
    statistics.groupCopies += 1
    let destination = PixelBox(
      x0: Int(origin.x.rounded() + x0), y0: Int(origin.y.rounded() + y0), x1: Int(origin.x.rounded() + x1),
      y1: Int(origin.y.rounded() + y1))
    if blitsGroups, let copy = cached.blitCopy, copy.filledVersion == cached.version,
      blit(copy, to: destination, clip: clip)
    {
      statistics.groupBlits += 1
      return
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    SDL_SetTextureAlphaMod(texture, 255)
    let whole = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
    copyClipped(texture, source: whole, destination: destination.sdlRect)
  }

  /// Blits `copy` (a group's pixels in the window's layout) to `destination` (output pixels), cut
  /// to the item's `clip` (points; with a partial frame's damage, as `setClip` cuts it) and to the
  /// output, after what SDL has queued; false (nothing drawn) when SDL draws into a texture.
  private func blit(_ copy: GroupBlitCopy, to destination: PixelBox, clip: CGRect?) -> Bool {
    guard SDL_GetRenderTarget(renderer) == nil else { return false }
    // Drawing the group's texture forgot the clip (SDL itself put the window's back).
    if !clipIsKnown { setClip(clip.flatMap { mapping.clipRect($0) }) }
    var shown = destination.intersection(PixelBox(x0: 0, y0: 0, x1: mapping.outputWidth, y1: mapping.outputHeight))
    if let clip = currentClip { shown = shown.intersection(PixelBox(clip)) }
    flushFills()
    SDL_RenderFlush(renderer)
    guard !shown.isEmpty else { return true }
    let source = PixelBox(
      x0: shown.x0 - destination.x0, y0: shown.y0 - destination.y0, x1: shown.x1 - destination.x0,
      y1: shown.y1 - destination.y0)
    return copy.draw(source: source, at: (shown.x0, shown.y0), outputHeight: mapping.outputHeight)
  }

  /// The group's texture, drawn again when the group changed since it was drawn; nil when no
  /// render target can be made (the group is then drawn item by item).
  private func groupTexture(_ group: DisplayGroup, width: Int, height: Int, x0: CGFloat, y0: CGFloat)
    -> CachedTexture?
  {
    let key = TextureKey.group(ObjectIdentifier(group))
    let cached = cache.peek(key)
    let sameSize = cached.map { $0.width == width && $0.height == height } ?? false
    if let cached, sameSize, cached.version == group.version {
      // Unchanged since the last frame: the copy to blit is filled now, not as the layer is drawn,
      // so a layer that changes every frame never pays for one.
      if blitsGroups, let texture = cached.texture, let copy = cached.blitCopy, copy.filledVersion != cached.version,
        copy.fill(from: texture)
      {
        copy.filledVersion = cached.version
      }
      return cache.texture(for: key) { cached }
    }
    let texture =
      sameSize
      ? cached?.texture
      : SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width),
        Int32(height))
    drewWithoutLevel = false
    var blitCopy: GroupBlitCopy?
    if let texture {
      render(group, into: texture, width: width, height: height, x0: x0, y0: y0)
      if blitsGroups, let blitter = groupBlitter() {
        blitCopy = (sameSize ? cached?.blitCopy : nil) ?? GroupBlitCopy(blitter: blitter, width: width, height: height)
        blitCopy?.filledVersion = nil
      }
    }
    // A texture drawn while a photo in it still waited for its level of detail is not what the
    // group looks like once drawn for good: it is kept under no version, so it is drawn again.
    let version = drewWithoutLevel ? -1 : group.version
    var entry = CachedTexture(
      texture: texture, width: width, height: height, bytes: width * height * (blitCopy == nil ? 4 : 8),
      isOpaque: true, version: version)
    entry.blitCopy = blitCopy
    cache.store(entry, for: key, owner: group)
    return entry
  }

  /// The renderer's blitter, made on the first call; call it right after drawing into a render
  /// target, when SDL has made its GL context current.
  private func groupBlitter() -> GroupBlitter? {
    if !blitter.made { blitter = (true, GroupBlitter(renderer: renderer)) }
    return blitter.blitter
  }

  /// Draws the group's items into `texture`, its pixel (0, 0) at group pixel (`x0`, `y0`).
  private func render(
    _ group: DisplayGroup, into texture: OpaquePointer, width: Int, height: Int, x0: CGFloat, y0: CGFloat
  ) {
    flushFills()
    let (savedMapping, savedDamage) = (mapping, damageBox)
    let target = SDL_GetRenderTarget(renderer)
    SDL_SetRenderTarget(renderer, texture)
    mapping = PixelMapping(scale: savedMapping.scale, outputWidth: width, outputHeight: height)
    damageBox = nil
    clipIsKnown = false
    setClip(nil)
    let scale = mapping.scale
    let shift = CGAffineTransform(translationX: -x0 / scale, y: -y0 / scale)
    let items = group.items.map {
      DisplayItem(
        command: $0.command.applying(shift), clip: $0.clip?.applying(shift), alpha: $0.alpha, viewID: $0.viewID)
    }
    let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    _ = drawItems(of: DisplayList(items: items, size: size, backgroundColor: .clear), backgroundAlpha: 0)
    SDL_SetRenderTarget(renderer, target)
    (mapping, damageBox) = (savedMapping, savedDamage)
    clipIsKnown = false
    statistics.groupRenders += 1
  }

  /// Draws the group's items one by one, group point (0, 0) at `offset` (window points), each
  /// under its own clip cut to the group's.
  private func drawItems(of group: DisplayGroup, at offset: CGPoint, clip: CGRect?, alpha: CGFloat) {
    let shift = CGAffineTransform(translationX: offset.x, y: offset.y)
    for item in group.items {
      var itemClip = item.clip?.applying(shift)
      if let clip { itemClip = itemClip.map { $0.intersection(clip) } ?? clip }
      if let itemClip, itemClip.isNull || itemClip.isEmpty { continue }
      draw(
        DisplayItem(
          command: item.command.applying(shift), clip: itemClip, alpha: alpha * item.alpha, viewID: item.viewID),
        textBackground: nil)
    }
  }
}
