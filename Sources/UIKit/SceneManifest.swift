import Foundation
import ViewCore

/// The `UIApplicationSceneManifest` of an `Info.plist` in the app's resources, as Xcode's
/// template writes it: per session role, configurations with a name and a scene delegate class.
///
/// Classes are named as on iOS (`$(PRODUCT_MODULE_NAME).SceneDelegate`, with Xcode's build
/// variable standing for the app's module, which is the app delegate's). Linux has no
/// Objective-C runtime to find a class by name; the name is resolved with the Swift runtime's
/// `_typeByName`, which finds any class of the executable by its module-qualified name.
@MainActor
struct SceneManifest: Equatable {
  struct Configuration: Equatable {
    var name: String?
    var delegateClassName: String?
    var sceneClassName: String?
  }

  /// Configurations by session role (`UIWindowSceneSessionRoleApplication` …), in the file's order.
  var configurations: [String: [Configuration]]
  /// Where it was read from.
  var path: String

  /// The places an `Info.plist` is looked for: the resource bundle of the app's module (SwiftPM's
  /// `<package>_<module>.resources` beside the executable — other apps built into the same folder
  /// have theirs there too), at its top and one folder down, where `.copy("Resources")` puts it;
  /// then the main bundle.
  static func candidatePaths(module: String) -> [String] {
    var paths: [String] = []
    let own = UIImage.resourceBundles(beside: Bundle.main.bundleURL).filter {
      let name = ($0 as NSString).lastPathComponent
      return name.hasSuffix("_\(module).resources") || name.hasSuffix("_\(module).bundle")
    }
    for bundle in own {
      paths.append((bundle as NSString).appendingPathComponent("Info.plist"))
      let children = (try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []
      for child in children.sorted() {
        paths.append(
          ((bundle as NSString).appendingPathComponent(child) as NSString).appendingPathComponent("Info.plist"))
      }
    }
    paths.append(Bundle.main.bundleURL.appendingPathComponent("Info.plist").path)
    return paths
  }

  /// The first manifest among `paths`; a file that is not a property list, or whose manifest is
  /// not in the documented shape, is reported in one line and skipped.
  static func find(in paths: [String]) -> SceneManifest? {
    for path in paths where FileManager.default.fileExists(atPath: path) {
      guard let data = FileManager.default.contents(atPath: path),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
      else {
        UIApplication.report("warning: \(path) is not a property list; its scene manifest is not read")
        continue
      }
      guard let manifest = plist["UIApplicationSceneManifest"] else { continue }
      guard let parsed = parse(manifest, path: path) else {
        UIApplication.report(
          "warning: \(path): UIApplicationSceneManifest is not a dictionary with UISceneConfigurations; it is ignored")
        continue
      }
      return parsed
    }
    return nil
  }

  static func parse(_ manifest: Any, path: String) -> SceneManifest? {
    guard let manifest = manifest as? [String: Any], let roles = manifest["UISceneConfigurations"] as? [String: Any]
    else { return nil }
    var configurations: [String: [Configuration]] = [:]
    for (role, entries) in roles {
      guard let entries = entries as? [[String: Any]] else { return nil }
      configurations[role] = entries.map {
        Configuration(
          name: $0["UISceneConfigurationName"] as? String, delegateClassName: $0["UISceneDelegateClassName"] as? String,
          sceneClassName: $0["UISceneClassName"] as? String)
      }
    }
    return SceneManifest(configurations: configurations, path: path)
  }

  /// The configuration for `role` named `name`, else the role's first.
  func configuration(for role: UISceneSession.Role, named name: String?) -> Configuration? {
    let entries = configurations[role.rawValue] ?? []
    return entries.first { name != nil && $0.name == name } ?? entries.first
  }

  /// The class a manifest names: `$(PRODUCT_MODULE_NAME)` is `module`; a name without a module
  /// is looked for in `module`.
  static func resolveClass(named name: String, module: String) -> AnyClass? {
    let expanded = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: module)
      .replacingOccurrences(of: "${PRODUCT_MODULE_NAME}", with: module)
    let qualified = expanded.contains(".") ? expanded : "\(module).\(expanded)"
    return _typeByName(qualified) as? AnyClass
  }
}
