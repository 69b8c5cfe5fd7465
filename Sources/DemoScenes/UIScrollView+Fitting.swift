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

/// The zoom-to-fit layout of the image scenes, once: when the view's size changes, the scroll view
/// fills it and its minimum zoom fits the content (tutorial 002's `setZoomScale()`); the first
/// layout is the scene's to place, later ones keep the zoom inside the new range.
@MainActor
struct ZoomToFitLayout {
  private var laidOutSize: CGSize = .zero

  /// What a layout pass has to do.
  enum Pass {
    /// The first layout: the scene sets its starting zoom and offset.
    case first
    /// A new size: the zoom was clamped into the new range.
    case resized
  }

  /// Lays `scrollView` out over `view` for content of `contentSize` (unscaled points); nil when
  /// the size has not changed (or is empty), so there is nothing to do.
  mutating func layOut(_ scrollView: UIScrollView, in view: UIView, contentSize: CGSize) -> Pass? {
    let size = view.bounds.size
    guard size != laidOutSize, size.width > 0, size.height > 0 else { return nil }
    let first = laidOutSize == .zero
    laidOutSize = size
    scrollView.frame = view.bounds
    guard contentSize.width > 0, contentSize.height > 0 else { return nil }
    scrollView.fitMinimumZoomScale(toContentOf: contentSize)
    if !first {
      scrollView.zoomScale = min(
        max(scrollView.zoomScale, scrollView.minimumZoomScale), scrollView.maximumZoomScale)
    }
    return first ? .first : .resized
  }
}

extension UIScrollView {
  /// The image scenes' double tap at the maximum zoom: back to the minimum, animated. Returns
  /// whether it did (below the maximum the scene zooms in its own way).
  func zoomOutFromMaximum() -> Bool {
    guard zoomScale >= maximumZoomScale - 0.001 else { return false }
    setZoomScale(minimumZoomScale, animated: true)
    return true
  }
}
