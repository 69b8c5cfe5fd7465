import Foundation

/// What a tile slot holds once its request has been answered.
public enum TileContent {
  /// The tile's pixels, wrapped once in an image so the platform caches one texture for it.
  case image(UIImage)
  /// Making the tile failed; the message says why. The view draws an error tile instead.
  case failed(String)

  /// The image, if the tile was made.
  public var image: UIImage? {
    if case .image(let image) = self { return image }
    return nil
  }
}
