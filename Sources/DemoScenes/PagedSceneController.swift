import Foundation
import ViewCore

/// Tutorial 004's "Paged": five photographs, a page control kept in step while scrolling, and
/// only the visible page and its neighbours alive. Public so that scroll-bench can build the
/// 1,000-page pager.
public final class PagedSceneController: UIViewController {
  let scrollView = UIScrollView()
  let pageControl = UIPageControl()
  private(set) var pager: LazyPager!
  private let photos: [UIImage]

  /// `pageCount` pages cycling through the five photographs (the test uses 1,000).
  public init(pageCount: Int = 5) {
    let names = ["astronaut.png", "coffee.png", "chelsea.png", "rocket.jpg", "hubble.jpg"]
    photos = names.map { UIImage.loadOrPlaceholder(named: "photos/\($0)") }
    self.pageCount = pageCount
    super.init()
  }

  public required init?(coder: NSCoder) { nil }

  private let pageCount: Int

  public override func viewDidLoad() {
    view.backgroundColor = .black
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.accessibilityIdentifier = "pager"
    scrollView.showsHorizontalScrollIndicator = false
    view.addSubview(scrollView)
    let photos = self.photos
    pager = LazyPager(scrollView: scrollView, pageCount: pageCount) { index in
      let imageView = UIImageView(image: photos[index % photos.count])
      imageView.contentMode = .scaleAspectFit
      imageView.tag = index
      return imageView
    }
    pageControl.numberOfPages = pageCount
    pageControl.accessibilityIdentifier = "pageControl"
    pageControl.backgroundColor = UIColor(white: 0, alpha: 0.35)
    pageControl.addTarget(
      self,
      action: { [weak self] control, _ in
        guard let self, let control = control as? UIPageControl else { return }
        self.pager.scroll(toPage: control.currentPage, animated: true)
      }, for: .valueChanged)
    pager.onPageChange = { [weak self] page in self?.pageControl.currentPage = page }
    view.addSubview(pageControl)
  }

  public override func viewWillLayoutSubviews() {
    let size = view.bounds.size
    let controlSize = pageControl.size(forNumberOfPages: min(pageCount, 40))
    pageControl.frame = CGRect(
      x: (size.width - controlSize.width) / 2, y: size.height - 50, width: controlSize.width, height: controlSize.height
    )
    pager.layout()
  }
}
