import Foundation
import XCTest

@testable import ViewCore

/// A controller that, as apps do, fades a badge out alongside its push from `viewWillAppear`
/// and notes what the coordinator said.
@MainActor
final class FadingBadgeController: UIViewController {
  let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
  var notes: [String] = []

  override func viewDidLoad() { view.addSubview(badge) }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let coordinator = transitionCoordinator else { return notes.append("no coordinator") }
    notes.append("animated \(coordinator.isAnimated) \(coordinator.transitionDuration)")
    coordinator.animate(
      alongsideTransition: { [badge] _ in badge.alpha = 0 },
      completion: { [weak self] context in self?.notes.append("completed cancelled \(context.isCancelled)") })
  }
}

@MainActor
final class TransitionCoordinatorTests: XCTestCase {
  func testAlongsideBlocksAnimateWithTheSlideAndCompletionsRunAtItsEnd() async {
    let (window, navigation) = makeNavigation(root: UIViewController())
    let detail = FadingBadgeController()
    XCTAssertNil(detail.transitionCoordinator, "none outside a transition")
    navigation.pushViewController(detail, animated: true)
    XCTAssertEqual(detail.notes, ["animated true 0.35"])
    XCTAssertEqual(detail.badge.alpha, 0, "the model value is set at once")
    XCTAssertNotNil(navigation.transitionCoordinator)
    step(window, for: 0.15)
    XCTAssertNotNil(detail.badge.presentation?.values[.alpha], "the fade is animating with the slide")
    let midway = detail.badge.presentedAlpha
    XCTAssertGreaterThan(midway, 0.05)
    XCTAssertLessThan(midway, 0.95)
    XCTAssertEqual(detail.notes.count, 1, "no completion before the slide ends")
    step(window, for: 0.3)
    XCTAssertEqual(detail.notes, ["animated true 0.35", "completed cancelled false"])
    XCTAssertNil(detail.transitionCoordinator)
    XCTAssertNil(detail.badge.presentation?.values[.alpha], "done")
    XCTAssertEqual(detail.badge.presentedAlpha, 0)
  }

  func testWithoutAnimationTheBlocksRunAtOnce() async {
    let (_, navigation) = makeNavigation(root: UIViewController())
    let detail = FadingBadgeController()
    navigation.pushViewController(detail, animated: false)
    XCTAssertEqual(detail.notes, ["animated false 0.0", "completed cancelled false"])
    XCTAssertEqual(detail.badge.alpha, 0)
    XCTAssertNil(detail.badge.presentation?.values[.alpha], "not animated")
  }
}
