import Foundation
import ViewCore

/// The content of benchmark 4: a vertical scroll view of 1-pt stripes whose colours encode their
/// index, so one pixel read back from a presented frame says which content offset it shows, to
/// the pixel.
final class StripeScene {
  static let stripeHeight: CGFloat = 1
  static let stripeCount = 20_000
  /// Where the probe pixel is read, in window points (left of the scroll indicator).
  static let probe = CGPoint(x: 100, y: 150)

  let scrollView: UIScrollView
  let controller = UIViewController()

  init(size: CGSize) {
    scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
    scrollView.accessibilityIdentifier = "stripes"
    // Without indicators nothing fades after a scroll, so each trial starts at rest sooner.
    scrollView.showsVerticalScrollIndicator = false
    for index in 0..<Self.stripeCount {
      let stripe = UIView(
        frame: CGRect(x: 0, y: CGFloat(index) * Self.stripeHeight, width: size.width, height: Self.stripeHeight))
      stripe.backgroundColor = UIColor(hex: Self.color(of: index))
      scrollView.addSubview(stripe)
    }
    scrollView.contentSize = CGSize(width: size.width, height: CGFloat(Self.stripeCount) * Self.stripeHeight)
    controller.view.backgroundColor = .white
    controller.view.addSubview(scrollView)
  }

  /// Stripe `index` as 0xRRGGBB: the index in red and green, a fixed blue.
  static func color(of index: Int) -> UInt32 {
    UInt32(index & 0xFF) << 16 | UInt32((index >> 8) & 0xFF) << 8 | 0x80
  }

  /// The stripe a pixel colour belongs to; nil for anything else.
  static func stripe(ofColor color: UInt32) -> Int? {
    guard color & 0xFF == 0x80 else { return nil }
    let index = Int(color >> 16 & 0xFF) | Int(color >> 8 & 0xFF) << 8
    return index < stripeCount ? index : nil
  }

  /// The stripe under the probe for a content offset.
  static func stripe(atOffset offset: CGFloat) -> Int {
    Int(((offset + probe.y) / stripeHeight).rounded(.down))
  }
}
