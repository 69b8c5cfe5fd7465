// Tutorial 002, "Nesting scroll views" (same direction): the NestedScrollViews project's
// ViewController.
//
// Changes from the tutorial's code, each forced by Linux:
// 1. Storyboard wiring in code: the project's storyboard (two full-screen scroll views,
//    `background` holding image.png and `foreground` above it holding some labels and a
//    128-pt Container View at the bottom, which embeds the cross-direction strip) is made in
//    `loadView()`; the two @IBOutlets are plain properties. The storyboard exists only as
//    pictures in the tutorial, so its sizes are choices: foreground content twice the screen's
//    height, a label every 160 pt, the container 128 pt tall at the bottom of the content. The
//    embed segue is `addSubview` of the strip controller's view, kept alive by `strip`.
// Written with today's names: `scrollViewDidScroll(_:)`, `foreground.bounds.height` for
// `CGRectGetHeight(foreground.bounds)` (the seed's text cuts those two lines at the right
// margin; they are completed as the prose says: the scrollable height is the content height
// minus the bounds height).
import UIKit

class ViewController: UIViewController, UIScrollViewDelegate {
  weak var background: UIScrollView!
  weak var foreground: UIScrollView!
  let strip = HorizontalStripViewController()

  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    let bounds = view.bounds
    let background = UIScrollView(frame: bounds)
    background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let imageView = UIImageView(image: UIImage(named: "image.png"))
    background.addSubview(imageView)
    background.contentSize = imageView.bounds.size
    view.addSubview(background)
    self.background = background
    let foreground = UIScrollView(frame: bounds)
    foreground.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let contentHeight = bounds.height * 2
    for index in 0..<Int(contentHeight / 160) {
      let label = UILabel(frame: CGRect(x: 40, y: CGFloat(index) * 160 + 40, width: 300, height: 40))
      label.text = "Label \(index + 1)"
      label.textColor = UIColor.white
      foreground.addSubview(label)
    }
    let container = UIView(frame: CGRect(x: 0, y: contentHeight - 128, width: bounds.width, height: 128))
    container.autoresizingMask = [.flexibleWidth]
    strip.view.frame = container.bounds
    strip.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(strip.view)
    foreground.addSubview(container)
    foreground.contentSize = CGSize(width: bounds.width, height: contentHeight)
    view.addSubview(foreground)
    self.foreground = foreground
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    foreground.delegate = self
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let foregroundHeight = foreground.contentSize.height - foreground.bounds.height
    let percentageScroll = foreground.contentOffset.y / foregroundHeight
    let backgroundHeight = background.contentSize.height - background.bounds.height
    background.contentOffset = CGPoint(x: 0, y: backgroundHeight * percentageScroll)
  }
}
