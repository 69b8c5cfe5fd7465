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
