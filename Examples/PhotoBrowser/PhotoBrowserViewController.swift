import UIKit

class PhotoBrowserViewController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let photos: [String]
  var currentIndex = 0

  init(photos: [String]) {
    self.photos = photos
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    view.backgroundColor = .black
    if let first = photoController(at: 0) {
      setViewControllers([first], direction: .forward, animated: false, completion: nil)
    }
    updateTitle()
  }

  func photoController(at index: Int) -> PhotoViewController? {
    guard photos.indices.contains(index) else { return nil }
    return PhotoViewController(index: index, imageName: photos[index])
  }

  func updateTitle() {
    title = "\(currentIndex + 1) of \(photos.count)"
  }

  // MARK: - UIPageViewControllerDataSource

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let photo = viewController as? PhotoViewController else { return nil }
    return photoController(at: photo.index - 1)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let photo = viewController as? PhotoViewController else { return nil }
    return photoController(at: photo.index + 1)
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    photos.count
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    currentIndex
  }

  // MARK: - UIPageViewControllerDelegate

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    guard completed, let shown = viewControllers?.first as? PhotoViewController else { return }
    currentIndex = shown.index
    updateTitle()
  }
}
