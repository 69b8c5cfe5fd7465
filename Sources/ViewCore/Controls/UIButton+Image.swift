import Foundation

extension UIButton {
  /// Sets the image shown in `state` (other states fall back to `.normal`), before the title. A
  /// system button draws it as a template in its tint unless it is `.alwaysOriginal`, as UIKit's.
  public func setImage(_ image: UIImage?, for state: State) {
    images[state] = image
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  /// The image for `state`, else the normal one.
  public func image(for state: State) -> UIImage? {
    images[state] ?? images[.normal]
  }

  /// The image for the current state.
  public var currentImage: UIImage? { image(for: state) }

  /// The configuration symbol images are shown at in `state` (the image's own values win).
  public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
    symbolConfigurations[state] = configuration
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  /// The preferred symbol configuration for `state`, else the normal one.
  public func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
    symbolConfigurations[state] ?? symbolConfigurations[.normal]
  }

  /// The preferred symbol configuration for the current state.
  public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state)
  }

  /// The current image as drawn: a symbol at the preferred configuration, a template (or, in a
  /// system button, an automatic image) in `tint`.
  func displayedImage(tint: UIColor) -> UIImage? {
    guard let image = currentImage?.applyingPreferred(currentPreferredSymbolConfiguration) else { return nil }
    if buttonType == .system, image.renderingMode == .automatic, !image.isSymbolImage {
      return image.withRenderingMode(.alwaysTemplate).resolvedForDrawing(tint: tint)
    }
    return image.resolvedForDrawing(tint: tint)
  }

  /// The image's and the title's rects, side by side and centred in `bounds` (no gap between
  /// them, as a UIKit button without insets has).
  func contentRects(image: CGSize, title: CGSize) -> (image: CGRect, title: CGRect) {
    let width = image.width + title.width
    let x = bounds.midX - width / 2
    let imageRect = CGRect(x: x, y: bounds.midY - image.height / 2, width: image.width, height: image.height)
    let titleRect = CGRect(x: x + image.width, y: bounds.minY, width: title.width, height: bounds.height)
    return (imageRect, titleRect)
  }
}
