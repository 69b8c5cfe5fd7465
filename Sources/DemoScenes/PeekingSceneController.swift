import Foundation
import ViewCore

/// Forwards touches that land beside the scroll view to it, so that dragging on a peeking
/// neighbour page pages (tutorial 004's container view).
final class PeekingContainerView: UIView {
  weak var scrollView: UIScrollView?

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit === self, let scrollView { return scrollView }
    return hit
  }
}

/// Tutorial 004's "Paged with peeking": a scroll view narrower than the window, clipping off, so
/// the neighbouring pages show at the sides; pages are inset 10 pt.
final class PeekingSceneController: UIViewController {
  let container = PeekingContainerView()
  let scrollView = UIScrollView()
  private(set) var pager: LazyPager!

  override func viewDidLoad() {
    view.backgroundColor = UIColor(white: 0.12)
    container.frame = view.bounds
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.accessibilityIdentifier = "peekingContainer"
    view.addSubview(container)
    scrollView.clipsToBounds = false
    scrollView.accessibilityIdentifier = "peeking"
    scrollView.showsHorizontalScrollIndicator = false
    container.scrollView = scrollView
    container.addSubview(scrollView)
    let names = ["astronaut.png", "coffee.png", "chelsea.png", "rocket.jpg", "hubble.jpg"]
    let photos = names.map { UIImage.loadOrPlaceholder(named: "photos/\($0)") }
    pager = LazyPager(scrollView: scrollView, pageCount: photos.count) { index in
      let page = UIImageView(image: photos[index])
      page.contentMode = .scaleAspectFill
      page.clipsToBounds = true
      page.backgroundColor = .black
      return page
    }
    pager.pageInset = 10
  }

  /// The scroll view is 60% of the window's width, centred; the container fills the window.
  override func viewWillLayoutSubviews() {
    let size = view.bounds.size
    let width = (size.width * 0.6).rounded()
    scrollView.frame = CGRect(x: (size.width - width) / 2, y: 60, width: width, height: max(0, size.height - 120))
    pager.layout()
  }
}
