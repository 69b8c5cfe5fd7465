import Foundation
import XCTest

@testable import ViewCore

/// `makeKeyAndVisible()`, `makeKey()` and `isKeyWindow` are `open` members of `UIWindow` (a
/// subclass can override them, as in UIKit) that hand the window to whatever hosts windows — the
/// `UIKit` module's `UIApplication`, here a recording host.
@MainActor
final class WindowHostTests: XCTestCase {
  private final class RecordingHost: UIWindowHosting {
    var shown: [UIWindow] = []
    var keyWindow: UIWindow?
    func show(_ window: UIWindow) {
      shown.append(window)
      keyWindow = window
    }
    func makeKey(_ window: UIWindow) { keyWindow = window }
    var screenBounds = CGRect(x: 0, y: 0, width: 1280, height: 800)
  }

  /// Issue 20: on iOS a controller's view has the screen's bounds when `viewDidLoad` runs, and
  /// tutorial 004 sizes its scroll view and minimum zoom from it there.
  func testAControllersViewHasTheScreensBoundsInViewDidLoad() async {
    final class Measuring: UIViewController {
      var sizeInViewDidLoad: CGSize?
      override func viewDidLoad() { sizeInViewDidLoad = view.bounds.size }
    }
    let host = RecordingHost()
    host.screenBounds = CGRect(x: 0, y: 0, width: 1280, height: 800)
    UIWindow.host = host
    let controller = Measuring()
    _ = controller.view
    XCTAssertEqual(controller.sizeInViewDidLoad, CGSize(width: 1280, height: 800))
  }

  private final class CountingWindow: UIWindow {
    var shows = 0
    override func makeKeyAndVisible() {
      shows += 1
      super.makeKeyAndVisible()
    }
  }

  override func tearDown() async throws {
    UIWindow.host = nil
  }

  func testAnOverrideRunsAndTheHostShowsTheWindow() async {
    let host = RecordingHost()
    UIWindow.host = host
    let window = CountingWindow()
    window.isHidden = true
    let other = UIWindow()
    XCTAssertFalse(window.isKeyWindow)
    window.makeKeyAndVisible()
    XCTAssertEqual(window.shows, 1, "the subclass's override was called")
    XCTAssertTrue(host.shown.first === window)
    XCTAssertFalse(window.isHidden)
    XCTAssertTrue(window.isKeyWindow)
    other.makeKey()
    XCTAssertTrue(other.isKeyWindow)
    XCTAssertFalse(window.isKeyWindow)
  }

  func testWithoutAHostTheWindowIsMarkedVisibleAndNothingElseHappens() async {
    UIWindow.host = nil
    let window = UIWindow()
    window.isHidden = true
    window.makeKeyAndVisible()
    XCTAssertFalse(window.isHidden)
    XCTAssertFalse(window.isKeyWindow, "no application, so no key window")
  }
}
