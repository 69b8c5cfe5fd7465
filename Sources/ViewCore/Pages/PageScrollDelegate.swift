import Foundation

/// The page view controller's scroll view delegate (the controller itself is not one, as in
/// UIKit): it reports drags towards a neighbour and the pages coming to rest.
@MainActor
final class PageScrollDelegate: UIScrollViewDelegate {
  weak var owner: UIPageViewController?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    owner?.pagesDidScroll()
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { owner?.pagesDidRest() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    owner?.pagesDidRest()
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    owner?.pagesDidRest()
  }
}
