// Tutorial 004, "Detecting touches outside a scroll view": ScrollViewContainer.
//
// Changes from the tutorial's code, each forced by Linux:
// 1. Storyboard wiring in code: `scrollView` is a plain property (no @IBOutlet);
//    PeekPagedScrollViewController connects it.
// Written with today's names: `hitTest(_:with:)`, and no `?` after the `super.hitTest` call
// (Swift 1's optional-chaining syntax).
import UIKit

class ScrollViewContainer: UIView {
  var scrollView: UIScrollView!

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    if let theView = view {
      if theView == self {
        return scrollView
      }
    }
    return view
  }
}
