import Foundation

extension UIImage {
  /// An image by name from `bundle`'s resources (its asset catalogs, then its files) before the
  /// app's, as `init(named:)` finds them, for a screen of the traits' `displayScale` when they
  /// give one (a Swift package's `UIImage(named:in: .module, compatibleWith: nil)`). Nil when
  /// missing, as on iOS.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    var environment = UIImage.lookupEnvironment()
    environment.folders = UIImage.folders(of: bundle) + environment.folders
    if let scale = traitCollection?.displayScale, scale > 0, scale.isFinite { environment.scale = scale }
    self.init(named: name, environment: environment)
  }

  /// The folders a bundle's resources may be in: its resource path and the bundle itself.
  static func folders(of bundle: Bundle?) -> [String] {
    guard let bundle else { return [] }
    var result: [String] = []
    for folder in [bundle.resourcePath, bundle.bundlePath].compactMap({ $0 }) where !result.contains(folder) {
      result.append(folder)
    }
    return result
  }
}

extension UIColor {
  /// A colour set by name from `bundle`'s asset catalogs before the app's; nil when missing, as
  /// on iOS. With `traitCollection`, the set's colour for those traits (its dark appearance for
  /// dark traits); without, the dynamic colour.
  public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let folders = UIImage.folders(of: bundle) + UIImage.lookupEnvironment().folders
    guard let color = AssetCatalog.color(named: name, in: AssetCatalog.catalogs(in: folders)) else { return nil }
    self = traitCollection.map { color.resolvedColor(with: $0) } ?? color
  }
}
