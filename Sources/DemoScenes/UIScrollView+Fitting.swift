import Foundation
import ViewCore

extension UIScrollView {
  /// The image scenes' set-up: this scroll view fills `parent` (following its size), black, named
  /// `identifier`, holding `content` at scale 1 as its zoom view's content, up to `maximumZoomScale`.
  func fillForZooming(
    _ content: UIView, in parent: UIView, identifier: String, maximumZoomScale: CGFloat,
    delegate: UIScrollViewDelegate
  ) {
    frame = parent.bounds
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    accessibilityIdentifier = identifier
    backgroundColor = .black
    self.delegate = delegate
    addSubview(content)
    contentSize = content.bounds.size
    self.maximumZoomScale = maximumZoomScale
    parent.addSubview(self)
  }

  /// Tutorial 002's `setZoomScale()`: the minimum zoom that makes content of `size` (unscaled
  /// points) fit the view, never above 1. Sets it and returns it.
  @discardableResult
  func fitMinimumZoomScale(toContentOf size: CGSize) -> CGFloat {
    guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else { return minimumZoomScale }
    minimumZoomScale = min(bounds.width / size.width, bounds.height / size.height, 1)
    return minimumZoomScale
  }

  /// Tutorial 002's centring in `scrollViewDidZoom`: pads with `contentInset` so that a zoomed
  /// view of `size` smaller than the scroll view sits in its middle.
  func centreWithContentInset(zoomedSize size: CGSize) {
    let vertical = size.height < bounds.height ? (bounds.height - size.height) / 2 : 0
    let horizontal = size.width < bounds.width ? (bounds.width - size.width) / 2 : 0
    contentInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }
}
