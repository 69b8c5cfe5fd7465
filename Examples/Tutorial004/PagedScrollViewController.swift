// Tutorial 004, "Paging with UIScrollView": PagedScrollViewController.
//
// Changes from the tutorial's code, each forced by Linux:
// 1. Storyboard wiring in code: the @IBOutlet scroll view (paging enabled, the controller as its
//    delegate) and page control of the storyboard scene, on a black view, are made in `loadView()`:
//    the page control across the bottom (37 pt, iOS's height), the scroll view above it; the push
//    segue from the menu's third row is TableViewController's `tableView(_:didSelectRowAt:)`.
// Completed from the tutorial's prose: the seed's text breaks off in `viewDidLoad` after
// `for _ in 0..`; steps 3 to 5 that the prose describes follow it (fill `pageViews` with nil, one
// per page; content width = page count × the scroll view's width; `loadVisiblePages()`).
// Written with today's names: `loadPage(_:)` and `purgePage(_:)` with unlabelled arguments,
// `.scaleAspectFit`, the unwrapped `UIImage(named:)!`, `stride(from:to:by:)` for the C-style
// `for` loops Swift 3 removed (the same iterations, none when the range is empty),
// `pageViews[page] != nil` for an `if let` whose value was unused, `scrollViewDidScroll(_:)`.
import UIKit

class PagedScrollViewController: UIViewController, UIScrollViewDelegate {
  var scrollView: UIScrollView!
  var pageControl: UIPageControl!
  var pageImages: [UIImage] = []
  var pageViews: [UIImageView?] = []

  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = UIColor.black
    let bounds = view.bounds
    pageControl = UIPageControl(frame: CGRect(x: 0, y: bounds.height - 37, width: bounds.width, height: 37))
    pageControl.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    view.addSubview(pageControl)
    scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 37))
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.isPagingEnabled = true
    scrollView.delegate = self
    view.addSubview(scrollView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // 1
    pageImages = [
      UIImage(named: "photo1.png")!,
      UIImage(named: "photo2.png")!,
      UIImage(named: "photo3.png")!,
      UIImage(named: "photo4.png")!,
      UIImage(named: "photo5.png")!,
    ]
    let pageCount = pageImages.count
    // 2
    pageControl.currentPage = 0
    pageControl.numberOfPages = pageCount
    // 3
    for _ in 0..<pageCount {
      pageViews.append(nil)
    }
    // 4
    let pagesScrollViewSize = scrollView.frame.size
    scrollView.contentSize = CGSize(
      width: pagesScrollViewSize.width * CGFloat(pageImages.count), height: pagesScrollViewSize.height)
    // 5
    loadVisiblePages()
  }

  func loadPage(_ page: Int) {
    if page < 0 || page >= pageImages.count {
      // If it's outside the range of what you have to display, then do nothing
      return
    }
    // 1
    if pageViews[page] != nil {
      // Do nothing. The view is already loaded.
    } else {
      // 2
      var frame = scrollView.bounds
      frame.origin.x = frame.size.width * CGFloat(page)
      frame.origin.y = 0.0
      // 3
      let newPageView = UIImageView(image: pageImages[page])
      newPageView.contentMode = .scaleAspectFit
      newPageView.frame = frame
      scrollView.addSubview(newPageView)
      // 4
      pageViews[page] = newPageView
    }
  }

  func purgePage(_ page: Int) {
    if page < 0 || page >= pageImages.count {
      // If it's outside the range of what you have to display, then do nothing
      return
    }
    // Remove a page from the scroll view and reset the container array
    if let pageView = pageViews[page] {
      pageView.removeFromSuperview()
      pageViews[page] = nil
    }
  }

  func loadVisiblePages() {
    // First, determine which page is currently visible
    let pageWidth = scrollView.frame.size.width
    let page = Int(floor((scrollView.contentOffset.x * 2.0 + pageWidth) / (pageWidth * 2.0)))
    // Update the page control
    pageControl.currentPage = page
    // Work out which pages you want to load
    let firstPage = page - 1
    let lastPage = page + 1
    // Purge anything before the first page
    for index in stride(from: 0, to: firstPage, by: 1) {
      purgePage(index)
    }
    // Load pages in our range
    for index in firstPage...lastPage {
      loadPage(index)
    }
    // Purge anything after the last page
    for index in stride(from: lastPage + 1, to: pageImages.count, by: 1) {
      purgePage(index)
    }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    // Load the pages that are now on screen
    loadVisiblePages()
  }
}
