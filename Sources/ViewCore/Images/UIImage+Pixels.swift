import Foundation

extension UIImage {
  /// An image showing `bitmap`, `scale` pixels per point (its size is the pixel size ÷ `scale`).
  public convenience init(pixels bitmap: Bitmap, scale: CGFloat = 1) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.init(
      size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale),
      scale: scale, source: .pixels(bitmap))
  }
}
