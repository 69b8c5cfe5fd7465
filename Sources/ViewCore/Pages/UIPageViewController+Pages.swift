import Foundation

/// The slots: the page before (if any), the shown page, the page after (if any), side by side
/// along the orientation, each as large as the page area, `interPageSpacing` apart. The scroll
/// view is as wide as a page plus the spacing, so that paging steps from page to page.
extension UIPageViewController {
  var isHorizontal: Bool { navigationOrientation == .horizontal }

  /// The pages in their slots, in order.
  var slots: [UIViewController] { [before, current, after].compactMap { $0 } }

  /// The page area: the view, less the indicator's strip when it shows.
  var pageArea: CGRect {
    var area = view.bounds
    if !pageControl.isHidden { area.size.height = max(0, area.height - Self.indicatorHeight) }
    return area
  }

  /// One page step along the orientation: a page and the spacing.
  var step: CGFloat {
    isHorizontal ? pageArea.width + interPageSpacing : pageArea.height + interPageSpacing
  }

  /// Makes `page` the shown page: asks for its neighbours, adopts the pages in the slots and
  /// lets the others go.
  func show(_ page: UIViewController) {
    current = page
    before = dataSource?.pageViewController(self, viewControllerBefore: page)
    after = dataSource?.pageViewController(self, viewControllerAfter: page)
    if before === page || before === after { before = nil }
    if after === page { after = nil }
    pending = nil
    arrangePages()
  }

  /// Children and views follow the slots; the offset rests on the shown page.
  func arrangePages() {
    let kept = slots
    for child in children where !kept.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      if child.isViewLoaded, child.view.superview === scrollView { child.view.removeFromSuperview() }
      child.removeFromParent()
    }
    for page in kept where page.parent !== self {
      addChild(page)
      page.didMove(toParent: self)
    }
    guard isViewLoaded else { return }
    for page in kept where page.view.superview !== scrollView { scrollView.addSubview(page.view) }
    layOutPages()
  }

  func layOutPages() {
    guard isViewLoaded else { return }
    let area = pageArea
    scrollView.frame =
      isHorizontal
      ? CGRect(x: area.minX, y: area.minY, width: area.width + interPageSpacing, height: area.height)
      : CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + interPageSpacing)
    let pages = slots
    for (index, page) in pages.enumerated() {
      let origin = CGFloat(index) * step
      page.view.frame =
        isHorizontal
        ? CGRect(x: origin, y: 0, width: area.width, height: area.height)
        : CGRect(x: 0, y: origin, width: area.width, height: area.height)
    }
    let length = CGFloat(pages.count) * step
    scrollView.contentSize =
      isHorizontal ? CGSize(width: length, height: area.height) : CGSize(width: area.width, height: length)
    if animatedTurn == nil, !scrollView.isDragging, !scrollView.isDecelerating {
      scrollView.contentOffset = offset(ofSlot: before == nil ? 0 : 1)
    }
    let indicator = pageControl.size(forNumberOfPages: pageControl.numberOfPages)
    pageControl.frame = CGRect(
      x: (view.bounds.width - indicator.width) / 2,
      y: area.maxY + (Self.indicatorHeight - indicator.height) / 2, width: indicator.width, height: indicator.height)
  }

  func offset(ofSlot index: Int) -> CGPoint {
    isHorizontal ? CGPoint(x: CGFloat(index) * step, y: 0) : CGPoint(x: 0, y: CGFloat(index) * step)
  }

  /// The page indicator: shown when the data source gives a count; `asking` takes the index
  /// from the data source (as UIKit does when pages are set), else it is kept.
  func updateIndicator(asking: Bool) {
    let count = dataSource?.presentationCount(for: self) ?? 0
    let wasHidden = pageControl.isHidden
    pageControl.isHidden = count <= 0
    pageControl.numberOfPages = max(0, count)
    if asking, let dataSource { pageControl.currentPage = dataSource.presentationIndex(for: self) }
    if wasHidden != pageControl.isHidden, isViewLoaded { layOutPages() }
  }

  /// A drag moving off the shown page towards a neighbour: `willTransitionTo`, once.
  func pagesDidScroll() {
    guard scrollView.isDragging, pending == nil, animatedTurn == nil else { return }
    let rest = offset(ofSlot: before == nil ? 0 : 1)
    let delta = isHorizontal ? scrollView.contentOffset.x - rest.x : scrollView.contentOffset.y - rest.y
    guard let target = delta > 0 ? after : delta < 0 ? before : nil else { return }
    pending = target
    delegate?.pageViewController(self, willTransitionTo: [target])
  }

  /// The pages rest: the page under the scroll view becomes the shown one (the turn completed)
  /// or stays (it went back), the neighbours are asked for again, and the delegate is told.
  func pagesDidRest() {
    guard let previous = current else { return }
    let position = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    let index = min(max(Int((position / max(step, 1)).rounded()), 0), slots.count - 1)
    let landed = slots[index]
    let turn = animatedTurn
    animatedTurn = nil
    let wasPending = pending != nil
    if let turn {
      // A page set in code: no delegate messages (as in UIKit); the indicator asks again.
      show(landed)
      updateIndicator(asking: true)
      turn.completion?(true)
      return
    }
    if landed !== previous {
      if landed === after { pageControl.currentPage += 1 } else if landed === before { pageControl.currentPage -= 1 }
      show(landed)
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: true)
    } else {
      pending = nil
      layOutPages()
      if wasPending {
        delegate?.pageViewController(
          self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: false)
      }
    }
  }

  /// `setViewControllers(_:direction:animated:)` with animation: the new page takes the slot on
  /// the side of `direction` and the scroll view slides to it.
  func turn(
    to page: UIViewController, from previous: UIViewController, direction: UIPageViewController.NavigationDirection,
    completion: ((Bool) -> Void)?
  ) {
    if direction == .forward {
      before = nil
      after = page
    } else {
      before = page
      after = nil
    }
    arrangePages()
    scrollView.contentOffset = offset(ofSlot: direction == .forward ? 0 : 1)
    animatedTurn = (previous, completion)
    scrollView.setContentOffset(offset(ofSlot: direction == .forward ? 1 : 0), animated: true)
  }
}
