// Tutorial 002, "Nesting scroll views" (cross direction): the controller the storyboard embeds in
// the foreground's Container View. The tutorial builds it only in the storyboard; this is that
// storyboard written in code.
//
// Changes from the tutorial's project, each forced by Linux:
// 1. Storyboard wiring in code: a 128-pt-tall (Freeform) controller whose view is clear, holding a
//    scroll view pinned to its edges with 70 × 70 pt grey views "copied several times, left to
//    right"; how many and how far apart the tutorial leaves open: 20 views, 10 pt apart (choices
//    of this example). Auto Layout's constraints are frames: each view 29 pt from the top (centred
//    in 128 pt), and the content size ends 10 pt after the last view, as the rightmost view's
//    trailing constraint does.
import UIKit

class HorizontalStripViewController: UIViewController {
  var scrollView: UIScrollView!

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 128))
    view.backgroundColor = UIColor.clear
    scrollView = UIScrollView(frame: view.bounds)
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(scrollView)
    var x: CGFloat = 10
    for _ in 0..<20 {
      let box = UIView(frame: CGRect(x: x, y: 29, width: 70, height: 70))
      box.backgroundColor = UIColor.gray
      scrollView.addSubview(box)
      x += 80
    }
    scrollView.contentSize = CGSize(width: x, height: 128)
  }
}
