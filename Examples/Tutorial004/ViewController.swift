// Tutorial 004, "Scrolling and zooming a larger image": the tutorial's ViewController.
//
// Changes from the tutorial's code, each forced by Linux:
// 1. #selector: the double tap's action "scrollViewDoubleTapped:" is the method reference
//    `ViewController.scrollViewDoubleTapped` (Swift on Linux has no selectors), and the method
//    has no @objc.
// 2. Storyboard wiring in code: the @IBOutlet scroll view that filled the storyboard scene, with
//    the controller as its delegate, is made at the start of `viewDidLoad()` from `view.bounds`
//    (the controller's default view has the screen's size there, as the storyboard's scene view
//    does on iOS); the push segue from the menu's first row is TableViewController's
//    `tableView(_:didSelectRowAt:)`.
// Written with today's names (Swift 5 and current UIKit, not changes of behaviour): `CGRect(x:y:width:height:)`
// for `CGRectMake`, `location(in:)`, `zoom(to:animated:)`, `viewForZooming(in:)`, `scrollViewDidZoom(_:)`,
// the unwrapped `UIImage(named:)!`, `let` for the recognizer.
import UIKit

class ViewController: UIViewController, UIScrollViewDelegate {
  var scrollView: UIScrollView!
  var imageView: UIImageView!

  override func viewDidLoad() {
    super.viewDidLoad()
    // The storyboard's outlet.
    scrollView = UIScrollView(frame: view.bounds)
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.delegate = self
    view.addSubview(scrollView)
    // 1
    let image = UIImage(named: "photo1.png")!
    imageView = UIImageView(image: image)
    imageView.frame = CGRect(origin: CGPoint(x: 0, y: 0), size: image.size)
    scrollView.addSubview(imageView)
    // 2
    scrollView.contentSize = image.size
    // 3
    let doubleTapRecognizer = UITapGestureRecognizer(target: self, action: ViewController.scrollViewDoubleTapped)
    doubleTapRecognizer.numberOfTapsRequired = 2
    doubleTapRecognizer.numberOfTouchesRequired = 1
    scrollView.addGestureRecognizer(doubleTapRecognizer)
    // 4
    let scrollViewFrame = scrollView.frame
    let scaleWidth = scrollViewFrame.size.width / scrollView.contentSize.width
    let scaleHeight = scrollViewFrame.size.height / scrollView.contentSize.height
    let minScale = min(scaleWidth, scaleHeight)
    scrollView.minimumZoomScale = minScale
    // 5
    scrollView.maximumZoomScale = 1.0
    scrollView.zoomScale = minScale
    // 6
    centerScrollViewContents()
  }

  func centerScrollViewContents() {
    let boundsSize = scrollView.bounds.size
    var contentsFrame = imageView.frame
    if contentsFrame.size.width < boundsSize.width {
      contentsFrame.origin.x = (boundsSize.width - contentsFrame.size.width) / 2.0
    } else {
      contentsFrame.origin.x = 0.0
    }
    if contentsFrame.size.height < boundsSize.height {
      contentsFrame.origin.y = (boundsSize.height - contentsFrame.size.height) / 2.0
    } else {
      contentsFrame.origin.y = 0.0
    }
    imageView.frame = contentsFrame
  }

  func scrollViewDoubleTapped(_ recognizer: UITapGestureRecognizer) {
    // 1
    let pointInView = recognizer.location(in: imageView)
    // 2
    var newZoomScale = scrollView.zoomScale * 1.5
    newZoomScale = min(newZoomScale, scrollView.maximumZoomScale)
    // 3
    let scrollViewSize = scrollView.bounds.size
    let w = scrollViewSize.width / newZoomScale
    let h = scrollViewSize.height / newZoomScale
    let x = pointInView.x - (w / 2.0)
    let y = pointInView.y - (h / 2.0)
    let rectToZoomTo = CGRect(x: x, y: y, width: w, height: h)
    // 4
    scrollView.zoom(to: rectToZoomTo, animated: true)
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    return imageView
  }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    centerScrollViewContents()
  }
}
