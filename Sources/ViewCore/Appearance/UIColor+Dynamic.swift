import Foundation

/// The closure behind a dynamic colour. A class so that colours compare by which provider they
/// carry (two colours made by the same call are equal; closures cannot be compared otherwise).
final class DynamicColorProvider: Hashable, Sendable {
  let resolve: @Sendable (UITraitCollection) -> UIColor

  init(_ resolve: @escaping @Sendable (UITraitCollection) -> UIColor) {
    self.resolve = resolve
  }

  static func == (lhs: DynamicColorProvider, rhs: DynamicColorProvider) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIColor {
  /// A colour that `provider` chooses for each trait collection, as UIKit's
  /// `init(dynamicProvider:)`. Its own components are those for the light appearance; views draw
  /// it resolved with their `traitCollection`, so `overrideUserInterfaceStyle` and the desktop's
  /// dark preference change it without the app setting it again.
  public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    let light = provider(.lightAppearance).resolvedColor(with: .lightAppearance)
    self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    self.provider = DynamicColorProvider(provider)
  }

  /// A colour with one value in the light (and unspecified) appearance and another in the dark:
  /// how the system colours below and an asset catalog's colour sets are made.
  package init(light: UIColor, dark: UIColor) {
    self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
  }

  /// The fixed colour this colour is in `traitCollection` (itself when it is not dynamic).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider else { return self }
    var resolved = provider.resolve(traitCollection)
    // A provider may answer with another dynamic colour; a bounded depth guards against one
    // that answers with itself.
    for _ in 0..<8 {
      guard let inner = resolved.provider else { break }
      resolved = inner.resolve(traitCollection)
    }
    resolved.provider = nil
    return resolved
  }

  /// True for a colour made with a provider (it may differ between appearances).
  var isDynamic: Bool { provider != nil }
}

extension UITraitCollection {
  /// The traits a dynamic colour's own components are taken in.
  static let lightAppearance = UITraitCollection(userInterfaceStyle: .light)
  /// The dark appearance alone.
  static let darkAppearance = UITraitCollection(userInterfaceStyle: .dark)
}
