import Foundation
import ViewCore

/// Scene `pages`: a photo browser on `UIPageViewController`, as apps write one — a page per
/// photo made on demand by the data source, 20 pt between pages, and the page indicator from
/// `presentationCount`/`presentationIndex`. A flick turns exactly one page.
final class PagesSceneController: UIViewController, UIPageViewControllerDataSource {
  static let photoNames = ["astronaut.png", "coffee.png", "chelsea.png", "rocket.jpg", "hubble.jpg"]

  let pages = UIPageViewController(
    transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 20])
  private let photos: [UIImage] = PagesSceneController.photoNames.map {
    UIImage.loadOrPlaceholder(named: "photos/\($0)")
  }

  override func viewDidLoad() {
    view.backgroundColor = .black
    pages.dataSource = self
    addChild(pages)
    pages.view.frame = view.bounds
    pages.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(pages.view)
    pages.didMove(toParent: self)
    pages.setViewControllers([PhotoPageController(index: 0, photo: photos[0])], direction: .forward, animated: false)
    // The page view controller's scroll view, named for the trace.
    pages.view.subviews.first { $0 is UIScrollView }?.accessibilityIdentifier = "pages"
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? PhotoPageController, page.index > 0 else { return nil }
    return PhotoPageController(index: page.index - 1, photo: photos[page.index - 1])
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? PhotoPageController, page.index + 1 < photos.count else { return nil }
    return PhotoPageController(index: page.index + 1, photo: photos[page.index + 1])
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { photos.count }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    (pageViewController.viewControllers?.first as? PhotoPageController)?.index ?? 0
  }
}

/// One photo of the browser, fitted to the page, with its number under it.
final class PhotoPageController: UIViewController {
  let index: Int
  let photo: UIImage

  init(index: Int, photo: UIImage) {
    self.index = index
    self.photo = photo
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .black
    let imageView = UIImageView(image: photo)
    imageView.contentMode = .scaleAspectFit
    imageView.frame = view.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(imageView)
  }
}
