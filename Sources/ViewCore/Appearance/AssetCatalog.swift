import Foundation
import Synchronization

/// An Xcode asset catalog (`*.xcassets`) read as Xcode compiles it, from the app's resources:
/// image sets (`name.imageset`) and colour sets (`name.colorset`) by name, each described by its
/// `Contents.json`. Groups nest; a group whose `Contents.json` says `provides-namespace` prefixes
/// its members' names (`Group/name`), as in Xcode.
struct AssetCatalog: Sendable {
  /// Where the catalog is.
  let path: String
  /// Image set folders by asset name.
  let imageSets: [String: String]
  /// Colour set folders by asset name.
  let colorSets: [String: String]

  /// Reads the catalog's folder tree (not the sets' contents, which are read when asked for).
  init(path: String) {
    self.path = path
    var images: [String: String] = [:]
    var colors: [String: String] = [:]
    AssetCatalog.walk(path, namespace: "", images: &images, colors: &colors)
    imageSets = images
    colorSets = colors
  }

  private static func walk(
    _ folder: String, namespace: String, images: inout [String: String], colors: inout [String: String]
  ) {
    let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for child in children {
      let full = (folder as NSString).appendingPathComponent(child)
      let stem = (child as NSString).deletingPathExtension
      switch (child as NSString).pathExtension {
      case "imageset": images[namespace + stem] = images[namespace + stem] ?? full
      case "colorset": colors[namespace + stem] = colors[namespace + stem] ?? full
      case "":
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue else { continue }
        let inner = providesNamespace(full) ? namespace + child + "/" : namespace
        walk(full, namespace: inner, images: &images, colors: &colors)
      default: continue
      }
    }
  }

  /// True when a group's `Contents.json` sets `properties.provides-namespace`.
  private static func providesNamespace(_ group: String) -> Bool {
    let file = (group as NSString).appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = object["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool ?? false
  }

  /// The catalogs in `folders` and one level inside them (where `.copy("Resources")` puts a
  /// resource folder), in the folders' order; each read once and remembered.
  static func catalogs(in folders: [String]) -> [AssetCatalog] {
    var paths: [String] = []
    let files = FileManager.default
    for folder in folders {
      for child in ((try? files.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
        let full = (folder as NSString).appendingPathComponent(child)
        if child.hasSuffix(".xcassets") {
          paths.append(full)
          continue
        }
        for inner in ((try? files.contentsOfDirectory(atPath: full)) ?? []).sorted() where inner.hasSuffix(".xcassets")
        {
          paths.append((full as NSString).appendingPathComponent(inner))
        }
      }
    }
    return paths.map { path in
      if let known = read.withLock({ $0[path] }) { return known }
      let catalog = AssetCatalog(path: path)
      read.withLock { $0[path] = catalog }
      return catalog
    }
  }

  private static let read = Mutex<[String: AssetCatalog]>([:])

  /// The parsed `Contents.json` of a set, or nil with a diagnostic naming the file and the fault.
  static func contents(ofSet folder: String, kind: String, name: String) -> [String: Any]? {
    let file = (folder as NSString).appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file) else {
      report("\(kind) '\(name)' has no readable Contents.json at \(file)", key: file)
      return nil
    }
    do {
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        report("\(kind) '\(name)': \(file) is not a JSON object", key: file)
        return nil
      }
      return object
    } catch {
      report("\(kind) '\(name)': \(file) is not valid JSON (\(error.localizedDescription))", key: file)
      return nil
    }
  }

  /// Says what is wrong with a catalog's file, once per file and fault.
  static func report(_ text: String, key: String) {
    Diagnostics.report(text + "; the asset is nil", from: "asset catalog", once: key + "\u{0}" + text)
  }
}
