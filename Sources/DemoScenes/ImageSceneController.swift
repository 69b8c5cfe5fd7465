import Foundation
import ViewCore

/// Tutorials 002 and 004: a large photograph in a full-window scroll view, starting in its
/// middle; pinch or Ctrl+wheel to zoom down to "whole photo fits", centred with `contentInset`
/// when smaller than the view; a double tap zooms ×1.5 about the tap, and at the maximum returns
/// to the minimum.
final class ImageSceneController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let imageView: UIImageView
  private var fit = ZoomToFitLayout()

  /// The scene with `image`, by default the generated 4800×3200 landscape.
  init(image: UIImage = UIImage.loadOrPlaceholder(named: "generated/landscape.jpg")) {
    imageView = UIImageView(image: image)
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .black
    scrollView.fillForZooming(imageView, in: view, identifier: "image", maximumZoomScale: 4, delegate: self)
    installDoubleTap(on: scrollView) { [weak self] point in self?.handleDoubleTap(at: point) }
  }

  /// Tutorial 002's `setZoomScale()`: the minimum makes the whole photo fit; recomputed whenever
  /// the window's size changes. The first layout starts at scale 1 in the middle of the photo.
  override func viewWillLayoutSubviews() {
    let imageSize = imageView.bounds.size
    guard let pass = fit.layOut(scrollView, in: view, contentSize: imageSize) else { return }
    if pass == .first {
      let size = view.bounds.size
      scrollView.zoomScale = 1
      scrollView.contentOffset = CGPoint(
        x: max(0, (imageSize.width - size.width) / 2), y: max(0, (imageSize.height - size.height) / 2))
    }
    centreImage()
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

  func scrollViewDidZoom(_ scrollView: UIScrollView) { centreImage() }

  /// Tutorial 002's centring: pad with `contentInset` when the photo is smaller than the view.
  private func centreImage() {
    scrollView.centreWithContentInset(zoomedSize: imageView.frame.size)
  }

  /// Tutorial 004 (×1.5 about the tap, capped) and tutorial 002 (at the maximum, back to the minimum).
  /// `point` is in the scroll view's coordinates.
  func handleDoubleTap(at point: CGPoint) {
    if scrollView.zoomOutFromMaximum() { return }
    let scale = min(scrollView.zoomScale * 1.5, scrollView.maximumZoomScale)
    // Tutorial 004 centres the tapped point (`zoomRect(forScale:center:)`); here the point stays
    // under the pointer, as zooming about a click should on a desktop.
    let tapped = imageView.convert(point, from: scrollView)
    let inView = CGPoint(x: point.x - scrollView.contentOffset.x, y: point.y - scrollView.contentOffset.y)
    let size = CGSize(width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
    let rect = CGRect(
      x: tapped.x - inView.x / scale, y: tapped.y - inView.y / scale, width: size.width, height: size.height)
    scrollView.zoom(to: rect, animated: true)
  }
}
