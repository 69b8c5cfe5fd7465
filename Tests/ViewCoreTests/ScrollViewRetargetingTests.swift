import Foundation
import XCTest

@testable import ViewCore

/// A carousel: cards 1232 pt wide every 1240 pt in a horizontal scroll view at
/// `decelerationRate = .fast`, the delegate moving `targetContentOffset` to a card's edge. The
/// flight ends exactly on that edge (before: 1237 for 1240 after a drag held still, one point
/// short after a flick).
@MainActor
final class ScrollViewRetargetingTests: XCTestCase {
  private let stride: CGFloat = 1240

  private func carousel(rate: UIScrollView.DecelerationRate, frameRate: Double = 60) -> ScrollHarness {
    let harness = ScrollHarness(
      size: CGSize(width: 1280, height: 400), contentSize: CGSize(width: 5 * 1240 + 40, height: 400),
      frameRate: frameRate)
    harness.scrollView.decelerationRate = rate
    return harness
  }

  /// A drag of `distance` pt (content moving right to left) released at `velocity` (finger, pt/s),
  /// the delegate choosing the card edge by the velocity's sign (`ceil`/`floor`) or the nearest
  /// (`round`) when slow; returns (target, where it rested).
  private func release(
    _ harness: ScrollHarness, distance: CGFloat, velocity: CGFloat
  ) -> (target: CGFloat, rest: CGFloat) {
    let scrollView = harness.scrollView
    var chosen: CGFloat = 0
    harness.delegate.onScroll = nil
    final class Chooser: UIScrollViewDelegate {
      let stride: CGFloat
      var chosen: CGFloat = 0
      init(stride: CGFloat) { self.stride = stride }
      func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
      ) {
        let page = scrollView.contentOffset.x / stride
        let index = velocity.x > 0.2 ? page.rounded(.up) : velocity.x < -0.2 ? page.rounded(.down) : page.rounded()
        chosen = index * stride
        targetContentOffset.pointee.x = chosen
      }
    }
    let chooser = Chooser(stride: stride)
    scrollView.delegate = chooser
    harness.drag(
      by: CGPoint(x: -distance, y: 0), duration: 0.5, releaseVelocity: CGPoint(x: -velocity, y: 0))
    harness.runUntilIdle()
    chosen = chooser.chosen
    return (chosen, scrollView.contentOffset.x)
  }

  func testASlowDragHeldStillLandsExactlyOnTheNextCard() async {
    let harness = carousel(rate: .fast)
    let (target, rest) = release(harness, distance: 700, velocity: 0)
    XCTAssertEqual(target, 1240)
    XCTAssertEqual(rest, 1240, "exactly on the card it chose (was 1237)")
  }

  func testFlicksLandExactlyAtEitherRateAndFrameRate() async {
    for rate in [UIScrollView.DecelerationRate.fast, .normal, UIScrollView.DecelerationRate(rawValue: 0.95)] {
      for frameRate in [60.0, 120] {
        for velocity: CGFloat in [300, 1500, 4000] {
          let harness = carousel(rate: rate, frameRate: frameRate)
          let (target, rest) = release(harness, distance: 300, velocity: velocity)
          XCTAssertEqual(target, 1240)
          XCTAssertEqual(rest, target, "rate \(rate.rawValue), \(frameRate) Hz, \(velocity) pt/s")
        }
      }
    }
  }

  /// A target between pixels ends on the nearest pixel: 1240.3 → 1240 at 1×, 1240.5 at 2×.
  func testATargetBetweenPixelsEndsOnTheNearestPixel() async {
    for (scale, expected) in [(CGFloat(1), CGFloat(1240)), (2, 1240.5)] {
      let harness = carousel(rate: .fast)
      harness.window.screenScale = scale
      harness.delegate.overrideTarget = CGPoint(x: 1240.3, y: 0)
      harness.drag(by: CGPoint(x: -300, y: 0), duration: 0.5, releaseVelocity: CGPoint(x: -900, y: 0))
      harness.runUntilIdle()
      XCTAssertEqual(harness.scrollView.contentOffset.x, expected, "at \(scale)×")
    }
  }
}
