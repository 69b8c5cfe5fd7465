import Foundation
import ViewCore

/// Tutorial 002, nested scroll views in the same direction: a foreground scroll view with labels
/// and a container over a background scroll view holding the image. The background's offset is
/// the foreground's scroll percentage times the background's range, so the two move at
/// different speeds.
final class ParallaxSceneController: UIViewController, UIScrollViewDelegate {
  let background = UIScrollView()
  let foreground = UIScrollView()

  override func viewDidLoad() {
    view.backgroundColor = .black
    for scrollView in [background, foreground] {
      scrollView.frame = view.bounds
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(scrollView)
    }
    background.accessibilityIdentifier = "background"
    background.isUserInteractionEnabled = false
    background.showsVerticalScrollIndicator = false
    let image = UIImageView(image: UIImage.loadOrPlaceholder(named: "photos/hubble.jpg"))
    image.contentMode = .scaleAspectFill
    background.addSubview(image)

    foreground.accessibilityIdentifier = "foreground"
    foreground.delegate = self
    for index in 0..<24 {
      let label = UILabel(text: "Foreground label \(index + 1)", font: .boldSystemFont(ofSize: 22), color: .white)
      label.frame.origin = CGPoint(x: 40, y: 40 + CGFloat(index) * 110)
      foreground.addSubview(label)
    }
    let container = UIView(frame: CGRect(x: 40, y: 40 + 24 * 110, width: 400, height: 128))
    container.backgroundColor = UIColor(white: 1, alpha: 0.25)
    container.accessibilityIdentifier = "container"
    foreground.addSubview(container)
    foreground.contentSize = CGSize(width: 0, height: container.frame.maxY + 200)
    layoutBackground()
  }

  override func viewWillLayoutSubviews() {
    layoutBackground()
  }

  /// The background image fills the width and is 1.6 times the view's height, so it has a range
  /// of its own to scroll through, shorter than the foreground's.
  private func layoutBackground() {
    guard let image = background.subviews.first else { return }
    let size = view.bounds.size
    image.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height * 1.6)
    background.contentSize = image.frame.size
    scrollViewDidScroll(foreground)
  }

  /// The tutorial's formula.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === foreground else { return }
    background.contentOffset = ParallaxSceneController.backgroundOffset(foreground: foreground, background: background)
  }

  /// `backgroundRange × foregroundOffset / foregroundRange` (0 when the foreground cannot scroll).
  static func backgroundOffset(foreground: UIScrollView, background: UIScrollView) -> CGPoint {
    let foregroundRange = foreground.contentSize.height - foreground.bounds.height
    guard foregroundRange > 0 else { return .zero }
    let percentage = foreground.contentOffset.y / foregroundRange
    let backgroundRange = background.contentSize.height - background.bounds.height
    return CGPoint(x: 0, y: backgroundRange * percentage)
  }
}
