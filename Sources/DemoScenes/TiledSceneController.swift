import Foundation
import ViewCore

/// The guide's advice for images no texture can hold, done as `CATiledLayer` does it: a
/// 32768×32768 Mandelbrot image shown through 256-pixel tiles at levels of detail. Only visible
/// tiles at the level the zoom needs are made, on two background threads; coarser tiles stand in
/// until they arrive; at most 64 MB of tiles stay resident; one tile in cell C12 R2 fails on
/// purpose from a zoom of 1/8 up. Starts fitted and zooms to twice the full resolution; a double
/// tap zooms ×2 (one level of detail) about the tap, and at the maximum returns to fit.
final class TiledSceneController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let tiledView: UITiledImageView
  private var fit = ZoomToFitLayout()

  /// The scene over `source` (by default the Mandelbrot image), its tiles made by `loader`.
  init(
    source: any TiledImageSource = MandelbrotImageSource(), loader: any TileLoading = BackgroundTileLoader()
  ) {
    tiledView = UITiledImageView(source: source, loader: loader)
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .black
    scrollView.fillForZooming(tiledView, in: view, identifier: "tiled", maximumZoomScale: 2, delegate: self)
    installDoubleTap(on: scrollView) { [weak self] point in self?.handleDoubleTap(at: point) }
  }

  /// The minimum zoom fits the whole image, recomputed when the window resizes; the first layout
  /// starts there.
  override func viewWillLayoutSubviews() {
    guard let pass = fit.layOut(scrollView, in: view, contentSize: tiledView.bounds.size) else { return }
    if pass == .first { scrollView.zoomScale = scrollView.minimumZoomScale }
    centreImage()
    if scrollView.zoomScale == scrollView.minimumZoomScale {
      // Fitted: the whole image in the middle (the inset alone does not move the content).
      let inset = scrollView.contentInset
      scrollView.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
    }
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { tiledView }

  func scrollViewDidZoom(_ scrollView: UIScrollView) { centreImage() }

  /// Centred with `contentInset` while smaller than the view, as the image scene does.
  private func centreImage() {
    scrollView.centreWithContentInset(zoomedSize: tiledView.frame.size)
  }

  /// ×2 about the tap (`point` in the scroll view's coordinates), capped at the maximum; at the
  /// maximum, back to fit.
  func handleDoubleTap(at point: CGPoint) {
    if scrollView.zoomOutFromMaximum() { return }
    let scale = min(scrollView.zoomScale * 2, scrollView.maximumZoomScale)
    let center = tiledView.convert(point, from: scrollView)
    scrollView.zoom(to: scrollView.zoomRect(forScale: scale, center: center), animated: true)
  }
}
