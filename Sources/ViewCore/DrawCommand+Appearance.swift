import Foundation

extension DrawCommand {
  /// The command with its dynamic colours resolved for `traits`; itself when it has none. A
  /// symbol or template image tinted with a dynamic colour becomes a variant in the resolved
  /// tint, made once per image and appearance through `images`.
  func resolvingColors(with traits: UITraitCollection, images: inout ResolvedImageCache) -> DrawCommand {
    func resolve(_ color: UIColor) -> UIColor { color.isDynamic ? color.resolvedColor(with: traits) : color }
    switch self {
    case .fillRect(let r, let c): return c.isDynamic ? .fillRect(r, resolve(c)) : self
    case .strokeRect(let r, let c, let w): return c.isDynamic ? .strokeRect(r, resolve(c), lineWidth: w) : self
    case .fillRoundedRect(let r, let radius, let c):
      return c.isDynamic ? .fillRoundedRect(r, cornerRadius: radius, resolve(c)) : self
    case .strokeRoundedRect(let r, let radius, let c, let w):
      return c.isDynamic ? .strokeRoundedRect(r, cornerRadius: radius, resolve(c), lineWidth: w) : self
    case .fillEllipse(let r, let c): return c.isDynamic ? .fillEllipse(r, resolve(c)) : self
    case .line(let a, let b, let c, let w): return c.isDynamic ? .line(from: a, to: b, resolve(c), lineWidth: w) : self
    case .text(var run, let r, let raster):
      guard run.color.isDynamic else { return self }
      run.color = resolve(run.color)
      return .text(run, in: r, rasterScale: raster)
    case .image(let image, let source, let r):
      guard let tint = image.drawingTint, tint.isDynamic else { return self }
      return .image(images.image(image, tint: resolve(tint), style: traits.userInterfaceStyle), source: source, in: r)
    case .transformed(let command, let t):
      return .transformed(command.resolvingColors(with: traits, images: &images), t)
    case .group: return self  // its items were resolved when the group was composited
    }
  }
}

/// Image variants in a resolved tint, kept between frames so that an image drawn in a dynamic
/// colour stays one image (the platform caches one texture per image, by identity).
struct ResolvedImageCache {
  /// The original is kept with its variant, so an identifier is never that of a freed image.
  private var entries: [Key: (original: UIImage, variant: UIImage)] = [:]

  private struct Key: Hashable {
    var image: ObjectIdentifier
    var style: UIUserInterfaceStyle
  }

  /// How many variants are kept before all are dropped and made again as drawn: a choice of this
  /// project, far above the symbols one screen shows, bounding what images no longer drawn hold.
  static let limit = 1024

  mutating func image(_ image: UIImage, tint: UIColor, style: UIUserInterfaceStyle) -> UIImage {
    let key = Key(image: ObjectIdentifier(image), style: style)
    if let entry = entries[key], entry.original === image, entry.variant.drawingTint == tint { return entry.variant }
    if entries.count >= Self.limit { entries.removeAll() }
    let variant = image.variant(drawingTint: .some(tint))
    entries[key] = (image, variant)
    return variant
  }
}
