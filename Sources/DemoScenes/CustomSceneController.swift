import Foundation
import ViewCore

/// Tutorial 004's "Custom View Scroll": a 640×640 container holding red, blue and green views and
/// an image, zoomed as one and centred by moving the container's frame (the other technique).
final class CustomSceneController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 640))
  private var laidOutSize: CGSize = .zero

  override func viewDidLoad() {
    view.backgroundColor = .white
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.accessibilityIdentifier = "custom"
    scrollView.delegate = self
    view.addSubview(scrollView)

    container.backgroundColor = UIColor(white: 0.92)
    container.accessibilityIdentifier = "container"
    let colours: [(UIColor, CGRect, String)] = [
      (.red, CGRect(x: 20, y: 20, width: 300, height: 200), "red"),
      (.blue, CGRect(x: 340, y: 20, width: 280, height: 300), "blue"),
      (.green, CGRect(x: 20, y: 240, width: 300, height: 160), "green"),
    ]
    for (colour, frame, name) in colours {
      let box = UIView(frame: frame)
      box.backgroundColor = colour
      box.accessibilityIdentifier = name
      let label = UILabel(text: "\(name) view, sharp when zoomed", font: .boldSystemFont(ofSize: 14), color: .white)
      label.frame.origin = CGPoint(x: 10, y: 10)
      box.addSubview(label)
      container.addSubview(box)
    }
    let image = UIImageView(image: UIImage.loadOrPlaceholder(named: "photos/chelsea.png"))
    image.frame = CGRect(x: 340, y: 340, width: 280, height: 280)
    image.contentMode = .scaleAspectFill
    image.clipsToBounds = true
    container.addSubview(image)
    scrollView.addSubview(container)
    scrollView.contentSize = container.bounds.size
    scrollView.maximumZoomScale = 4
  }

  override func viewWillLayoutSubviews() {
    let size = view.bounds.size
    guard size != laidOutSize, size.width > 0, size.height > 0 else { return }
    laidOutSize = size
    scrollView.frame = view.bounds
    let fit = min(size.width / 640, size.height / 640)
    scrollView.minimumZoomScale = min(fit, 1)
    scrollView.zoomScale = max(scrollView.minimumZoomScale, min(scrollView.zoomScale, scrollView.maximumZoomScale))
    centreContainer()
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { container }

  func scrollViewDidZoom(_ scrollView: UIScrollView) { centreContainer() }

  /// Tutorial 004's `centerScrollViewContents`: place the container's frame in the middle when
  /// it is smaller than the scroll view.
  func centreContainer() {
    let boundsSize = scrollView.bounds.size
    var frame = container.frame
    frame.origin.x = frame.width < boundsSize.width ? (boundsSize.width - frame.width) / 2 : 0
    frame.origin.y = frame.height < boundsSize.height ? (boundsSize.height - frame.height) / 2 : 0
    if frame != container.frame { container.frame = frame }
  }
}
