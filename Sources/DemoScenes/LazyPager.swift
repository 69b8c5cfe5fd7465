import Foundation
import ViewCore

/// Tutorial 004's load/purge for a horizontal pager: only the visible page and its neighbours
/// exist as views; pages further away are removed (and with them their textures). Works for any
/// page count, from zero to thousands.
final class LazyPager: UIScrollViewDelegate {
  let scrollView: UIScrollView
  let pageCount: Int
  /// Space left on each side of a page inside its slot, in points (peeking uses 10).
  var pageInset: CGFloat = 0
  /// Called when the page under the centre changes.
  var onPageChange: ((Int) -> Void)?
  /// Forwarded `scrollViewDidScroll` for scenes that need it too.
  var onScroll: ((UIScrollView) -> Void)?
  private let makePage: (Int) -> UIView
  private(set) var pageViews: [Int: UIView] = [:]
  private(set) var currentPage = 0

  init(scrollView: UIScrollView, pageCount: Int, makePage: @escaping (Int) -> UIView) {
    self.scrollView = scrollView
    self.pageCount = max(0, pageCount)
    self.makePage = makePage
    scrollView.isPagingEnabled = true
    scrollView.delegate = self
  }

  /// Sizes the content for the current bounds and re-places the loaded pages (after a resize).
  func layout() {
    let size = scrollView.bounds.size
    scrollView.contentSize = CGSize(width: size.width * CGFloat(pageCount), height: size.height)
    for (page, view) in pageViews { view.frame = frame(ofPage: page) }
    loadVisiblePages()
  }

  /// The frame of `page` in content coordinates.
  func frame(ofPage page: Int) -> CGRect {
    let size = scrollView.bounds.size
    return CGRect(x: size.width * CGFloat(page), y: 0, width: size.width, height: size.height)
      .insetBy(dx: pageInset, dy: 0)
  }

  /// Scrolls to `page`, animated, as the page control asks.
  func scroll(toPage page: Int, animated: Bool) {
    let target = CGPoint(x: scrollView.bounds.width * CGFloat(page) - scrollView.contentInset.left, y: 0)
    scrollView.setContentOffset(target, animated: animated)
  }

  /// The tutorial's `loadVisiblePages`: page under the centre, then purge and load around it.
  func loadVisiblePages() {
    let width = scrollView.bounds.width
    guard width > 0, pageCount > 0 else {
      purge(keeping: 0..<0)
      return
    }
    let page = Int(((scrollView.contentOffset.x * 2 + width) / (width * 2)).rounded(.down))
    let clamped = min(max(page, 0), pageCount - 1)
    if clamped != currentPage {
      currentPage = clamped
      onPageChange?(clamped)
    }
    let first = max(0, clamped - 1)
    let last = min(pageCount - 1, clamped + 1)
    purge(keeping: first..<(last + 1))
    for index in first...last where pageViews[index] == nil {
      let view = makePage(index)
      view.frame = frame(ofPage: index)
      scrollView.addSubview(view)
      pageViews[index] = view
    }
  }

  private func purge(keeping range: Range<Int>) {
    for (index, view) in pageViews where !range.contains(index) {
      view.removeFromSuperview()
      pageViews[index] = nil
    }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    loadVisiblePages()
    onScroll?(scrollView)
  }
}
