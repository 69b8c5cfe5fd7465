import Foundation
import ViewCore

/// One photo in its own zooming scroll view, centred when smaller than the view (frame centring).
final class ZoomingPhotoView: UIScrollView, UIScrollViewDelegate {
  let imageView: UIImageView

  init(image: UIImage) {
    imageView = UIImageView(image: image)
    super.init(frame: .zero)
    delegate = self
    addSubview(imageView)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    installDoubleTap(on: self) { [weak self] point in self?.toggleZoom(at: point) }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let imageSize = imageView.bounds.size
    guard imageSize.width > 0, imageSize.height > 0, bounds.width > 0 else { return }
    let fit = min(bounds.width / imageSize.width, bounds.height / imageSize.height)
    if minimumZoomScale != fit {
      let wasAtMinimum = zoomScale <= minimumZoomScale + 0.001
      minimumZoomScale = fit
      maximumZoomScale = max(fit * 4, 1)
      if wasAtMinimum || zoomScale < fit { zoomScale = fit }
      // A smaller view lowers the maximum: a zoom past it comes back to it.
      if zoomScale > maximumZoomScale { zoomScale = maximumZoomScale }
    }
    centreImage()
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

  func scrollViewDidZoom(_ scrollView: UIScrollView) { centreImage() }

  /// Tutorial 004's frame centring: move the image view so it sits in the middle when smaller.
  private func centreImage() {
    var frame = imageView.frame
    frame.origin.x = frame.width < bounds.width ? (bounds.width - frame.width) / 2 : 0
    frame.origin.y = frame.height < bounds.height ? (bounds.height - frame.height) / 2 : 0
    if frame != imageView.frame { imageView.frame = frame }
  }

  private func toggleZoom(at point: CGPoint) {
    if zoomScale > minimumZoomScale + 0.001 {
      setZoomScale(minimumZoomScale, animated: true)
    } else {
      zoom(
        to: zoomRect(forScale: min(zoomScale * 2.5, maximumZoomScale), center: imageView.convert(point, from: self)),
        animated: true)
    }
  }
}

/// Tutorial 004's closing idea: horizontal paging between zoomable photos. Each page is its own
/// zooming scroll view; a page's zoom lasts while it is loaded and resets once it leaves.
final class PhotosSceneController: UIViewController {
  let scrollView = UIScrollView()
  private(set) var pager: LazyPager!

  override func viewDidLoad() {
    view.backgroundColor = .black
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.accessibilityIdentifier = "photos"
    view.addSubview(scrollView)
    let names = ["hubble.jpg", "retina.jpg", "astronaut.png", "coffee.png", "chelsea.png", "rocket.jpg"]
    let photos = names.map { UIImage.loadOrPlaceholder(named: "photos/\($0)") }
    pager = LazyPager(scrollView: scrollView, pageCount: photos.count) { index in
      let page = ZoomingPhotoView(image: photos[index])
      page.accessibilityIdentifier = "photo\(index)"
      return page
    }
  }

  override func viewWillLayoutSubviews() {
    pager.layout()
  }
}
