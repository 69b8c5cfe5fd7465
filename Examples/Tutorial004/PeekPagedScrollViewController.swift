// Tutorial 004, "Viewing previous/next pages": PeekPagedScrollViewController.
//
// Changes from the tutorial's code, each forced by Linux:
// 1. Storyboard wiring in code: the scene is made in `loadView()` as the storyboard lays it out — a
//    black view, the page control across the bottom (37 pt), a 240 × 312 pt paging scroll view in
//    the centre with Clip Subviews off and the controller as its delegate, embedded in a clear
//    ScrollViewContainer as wide as the screen and as tall as the scroll view, whose `scrollView`
//    outlet is connected; the push segue from the menu's fourth row is TableViewController's
//    `tableView(_:didSelectRowAt:)`.
// Completed from the tutorial's prose: the seed's text breaks off in `viewDidLoad` after
// `for _ in 0..`; the rest is "the same as in the previous part" (PagedScrollViewController).
// Written with today's names: as in PagedScrollViewController, and `frame.insetBy(dx:dy:)` for
// `CGRectInset`.
import UIKit

class PeekPagedScrollViewController: UIViewController, UIScrollViewDelegate {
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
    let container = ScrollViewContainer(
      frame: CGRect(x: 0, y: (bounds.height - 312) / 2, width: bounds.width, height: 312))
    container.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    container.backgroundColor = UIColor.clear
    view.addSubview(container)
    scrollView = UIScrollView(frame: CGRect(x: (bounds.width - 240) / 2, y: 0, width: 240, height: 312))
    scrollView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    scrollView.isPagingEnabled = true
    scrollView.clipsToBounds = false
    scrollView.delegate = self
    container.addSubview(scrollView)
    container.scrollView = scrollView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Set up the image you want to scroll & zoom and add it to the scroll view
    pageImages = [
      UIImage(named: "photo1.png")!,
      UIImage(named: "photo2.png")!,
      UIImage(named: "photo3.png")!,
      UIImage(named: "photo4.png")!,
      UIImage(named: "photo5.png")!,
    ]
    let pageCount = pageImages.count
    // Set up the page control
    pageControl.currentPage = 0
    pageControl.numberOfPages = pageCount
    // Set up the array to hold the views for each page
    for _ in 0..<pageCount {
      pageViews.append(nil)
    }
    // Set up the content size of the scroll view
    let pagesScrollViewSize = scrollView.frame.size
    scrollView.contentSize = CGSize(
      width: pagesScrollViewSize.width * CGFloat(pageImages.count), height: pagesScrollViewSize.height)
    // Load the initial set of pages that are on screen
    loadVisiblePages()
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

  func loadPage(_ page: Int) {
    if page < 0 || page >= pageImages.count {
      // If it's outside the range of what you have to display, then do nothing
      return
    }
    // Load an individual page, first checking if you've already loaded it
    if pageViews[page] != nil {
      // Do nothing. The view is already loaded.
    } else {
      var frame = scrollView.bounds
      frame.origin.x = frame.size.width * CGFloat(page)
      frame.origin.y = 0.0
      frame = frame.insetBy(dx: 10.0, dy: 0.0)
      let newPageView = UIImageView(image: pageImages[page])
      newPageView.contentMode = .scaleAspectFit
      newPageView.frame = frame
      scrollView.addSubview(newPageView)
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

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    // Load the pages that are now on screen
    loadVisiblePages()
  }
}
