import Foundation

extension UIImage {
  /// A system symbol by its SF Symbols name, drawn from the desktop's icon theme
  /// (`SymbolNames`, `IconTheme`) at the default configuration; nil for a name the table does
  /// not know or the theme does not have, as iOS returns nil for an unknown name (said once
  /// through `Diagnostics`). Callable from any isolation, as on iOS.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// A system symbol at `configuration` (nil: the default, body size and medium scale).
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    guard let path = IconTheme.symbolPath(forSystemName: name) else { return nil }
    let configuration = SymbolConfiguration.unspecified.applying(configuration)
    let side = configuration.side
    self.init(
      size: CGSize(width: side, height: side), scale: UIImage.lookupEnvironment().scale, source: .file(path: path),
      renderingMode: .automatic, symbolConfiguration: configuration, drawingTint: nil)
  }

  /// True for an image made by `init(systemName:)`.
  public var isSymbolImage: Bool { symbolConfiguration != nil }

  /// This symbol at `configuration` applied over its own (its size follows); any other image
  /// unchanged, as in UIKit.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    applyingSymbolConfiguration(configuration) ?? self
  }

  /// This symbol with `configuration`'s specified values in place of its own; nil for an image
  /// that is not a symbol, as in UIKit.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard let current = symbolConfiguration else { return nil }
    let combined = current.applying(configuration)
    guard combined != current else { return self }
    return variant(size: CGSize(width: combined.side, height: combined.side), symbolConfiguration: combined)
  }

  /// The symbol as a view with a preferred configuration shows it: the image's own specified
  /// values over `preferred` (an image's configuration is the more specific, as in UIKit); any
  /// other image as it is.
  package func applyingPreferred(_ preferred: SymbolConfiguration?) -> UIImage {
    guard let preferred, let current = symbolConfiguration else { return self }
    let combined = preferred.applying(current)
    guard combined != current else { return self }
    return variant(size: CGSize(width: combined.side, height: combined.side), symbolConfiguration: combined)
  }
}
