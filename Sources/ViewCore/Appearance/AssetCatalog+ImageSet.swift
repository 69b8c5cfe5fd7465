import Foundation

extension AssetCatalog {
  /// One image of an image set: its file, scale and the rendering its set asks for.
  struct ImageSetEntry: Equatable, Sendable {
    var path: String
    var scale: CGFloat
    var renderingMode: UIImage.RenderingMode
    /// Every file of the set for the light appearance, one per scale.
    var variants: [UIImage.ScaleVariant]
  }

  /// The image set `name` in the first of `catalogs` holding one, at the scale that suits a
  /// screen of `screenScale`: that scale if the set has it, else the nearest larger (drawn
  /// down), else the largest smaller, as UIKit picks. Universal images are preferred to the
  /// iPhone's, the light appearance to others. Nil when no catalog has the name, or (said once)
  /// when its `Contents.json` is unreadable or names no file that exists.
  static func imageSetEntry(named name: String, screenScale: CGFloat, in catalogs: [AssetCatalog]) -> ImageSetEntry? {
    guard let folder = catalogs.lazy.compactMap({ $0.imageSets[name] }).first else { return nil }
    guard let contents = contents(ofSet: folder, kind: "image set", name: name) else { return nil }
    guard let images = contents["images"] as? [[String: Any]] else {
      report("image set '\(name)': \(folder)/Contents.json has no \"images\" list", key: folder)
      return nil
    }
    let mode = renderingMode(of: contents)
    var candidates: [(scale: CGFloat, universal: Bool, path: String)] = []
    for image in images {
      guard let file = image["filename"] as? String, image["appearances"] == nil else { continue }
      let idiom = image["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone" else { continue }
      let path = (folder as NSString).appendingPathComponent(file)
      guard FileManager.default.fileExists(atPath: path) else {
        report("image set '\(name)' names \(file), which is not in \(folder)", key: path)
        continue
      }
      candidates.append((scale(of: image["scale"]), idiom == "universal", path))
    }
    let wanted = wantedScale(forPixelRatio: screenScale)
    let chosen = candidates.min { a, b in
      rank(a.scale, wanted: wanted, universal: a.universal) < rank(b.scale, wanted: wanted, universal: b.universal)
    }
    guard let chosen else {
      report("image set '\(name)' at \(folder) has no image file for the light appearance", key: folder)
      return nil
    }
    var variants: [UIImage.ScaleVariant] = []
    for candidate in candidates.sorted(by: { $0.universal && !$1.universal })
    where !variants.contains(where: { $0.scale == candidate.scale }) {
      variants.append(UIImage.ScaleVariant(scale: candidate.scale, path: candidate.path))
    }
    return ImageSetEntry(path: chosen.path, scale: chosen.scale, renderingMode: mode, variants: variants)
  }

  /// The scale of file a screen of `ratio` pixels per point wants: the ratio rounded up, at least 1.
  static func wantedScale(forPixelRatio ratio: CGFloat) -> CGFloat {
    ratio.isFinite ? max(1, ratio.rounded(.up)) : 1
  }

  /// "1x", "2x", "3x" → 1, 2, 3; a set with one image for every scale (a vector) has none: 1.
  private static func scale(of value: Any?) -> CGFloat {
    guard let text = value as? String, text.hasSuffix("x"), let number = Double(text.dropLast()), number > 0 else {
      return 1
    }
    return CGFloat(number)
  }

  /// Orders candidates: the wanted scale, then larger ones nearest first, then smaller ones
  /// largest first; universal before iPhone at equal scale.
  static func rank(_ scale: CGFloat, wanted: CGFloat, universal: Bool) -> (Int, CGFloat, Int) {
    let band = scale == wanted ? 0 : scale > wanted ? 1 : 2
    let distance = abs(scale - wanted)
    return (band, distance, universal ? 0 : 1)
  }

  /// The set's `template-rendering-intent`: "template" or "original", else automatic.
  private static func renderingMode(of contents: [String: Any]) -> UIImage.RenderingMode {
    switch (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String {
    case "template": .alwaysTemplate
    case "original": .alwaysOriginal
    default: .automatic
    }
  }
}

extension UIImage {
  /// The file to draw on a screen of `ratio` pixels per point: of an image set's files, the
  /// one the set would give that screen (UIKit resolves catalog images against the screen they
  /// show on); nil for an image with no variants.
  package func variantPath(forPixelRatio ratio: CGFloat) -> String? {
    let wanted = AssetCatalog.wantedScale(forPixelRatio: ratio)
    return scaleVariants.min { a, b in
      AssetCatalog.rank(a.scale, wanted: wanted, universal: true)
        < AssetCatalog.rank(b.scale, wanted: wanted, universal: true)
    }?.path
  }
}
