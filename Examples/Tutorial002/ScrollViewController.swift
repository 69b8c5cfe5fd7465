// Tutorial 002, "Creating a scroll view in code", "Zooming" and "Zooming by double tap": the
// ScrollViewDemo project's ScrollViewController as it stands at the end of those sections.
//
// Changes from the tutorial's code, each forced by Linux:
// 1. #selector: the double tap's action "handleDoubleTap:" is the method reference
//    `ScrollViewController.handleDoubleTap` (Swift on Linux has no selectors), and the method has
//    no @objc.
// Completed from the tutorial: the seed's text cuts three lines of `scrollViewDidZoom` at the
// right margin (the two paddings and the `contentInset`); they are completed as the prose says:
// half the free space when the image is smaller than the scroll view, else zero, as the inset.
// Written with today's names: `UIColor.black`, `[.flexibleWidth, .flexibleHeight]`,
// `CGPoint(x:y:)` for the tutorial's `CGPointMake(x:y:)`, `viewForZooming(in:)`,
// `scrollViewDidZoom(_:)`, `handleDoubleTap(_:)`.
import UIKit

class ScrollViewController: UIViewController, UIScrollViewDelegate {
  var scrollView: UIScrollView!
  var imageView: UIImageView!

  override func viewDidLoad() {
    super.viewDidLoad()
    imageView = UIImageView(image: UIImage(named: "image.png"))
    scrollView = UIScrollView(frame: view.bounds)
    scrollView.backgroundColor = UIColor.black
    scrollView.contentSize = imageView.bounds.size
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentOffset = CGPoint(x: 1000, y: 450)
    scrollView.addSubview(imageView)
    view.addSubview(scrollView)
    scrollView.delegate = self
    setZoomScale()
    setGestureRecognizer()
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    return imageView
  }

  func setZoomScale() {
    let imageViewSize = imageView.bounds.size
    let scrollViewSize = scrollView.bounds.size
    let widthScale = scrollViewSize.width / imageViewSize.width
    let heightScale = scrollViewSize.height / imageViewSize.height
    scrollView.minimumZoomScale = min(widthScale, heightScale)
    scrollView.zoomScale = 1.0
  }

  override func viewWillLayoutSubviews() {
    setZoomScale()
  }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    let imageViewSize = imageView.frame.size
    let scrollViewSize = scrollView.bounds.size
    let verticalPadding =
      imageViewSize.height < scrollViewSize.height ? (scrollViewSize.height - imageViewSize.height) / 2 : 0
    let horizontalPadding =
      imageViewSize.width < scrollViewSize.width ? (scrollViewSize.width - imageViewSize.width) / 2 : 0
    scrollView.contentInset = UIEdgeInsets(
      top: verticalPadding, left: horizontalPadding, bottom: verticalPadding, right: horizontalPadding)
  }

  func setGestureRecognizer() {
    let doubleTap = UITapGestureRecognizer(target: self, action: ScrollViewController.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    scrollView.addGestureRecognizer(doubleTap)
  }

  func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
    if scrollView.zoomScale > scrollView.minimumZoomScale {
      scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
    } else {
      scrollView.setZoomScale(scrollView.maximumZoomScale, animated: true)
    }
  }
}
