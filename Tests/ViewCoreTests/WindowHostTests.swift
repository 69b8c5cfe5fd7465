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
    var screenScale: CGFloat = 1
    var assetFolders: [String] = []
    var animationsEnabled = true
  }

  /// `UIImage(named:)` takes the app's asset folders and the screen's scale from the
  /// application that hosts the windows (its configuration), not from a variable of the process:
  /// the host's folder is searched first, and its 2× screen picks the `@2x` file.
  func testImagesByNameComeFromTheHostsFoldersAtTheHostsScale() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("host-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Assets/photos/coffee.png")
    for name in ["host-only-cup.png", "host-only-cup@2x.png"] {
      try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(name))
    }
    XCTAssertNil(UIImage(named: "host-only-cup"), "without a host the folder is not searched")
    let host = RecordingHost()
    host.assetFolders = [folder.path]
    UIWindow.host = host
    XCTAssertEqual(UIImage(named: "host-only-cup")?.scale, 1, "found in the host's folder, 1× at scale 1")
    host.screenScale = 2
    XCTAssertEqual(UIImage(named: "host-only-cup")?.scale, 2, "the @2x file on the host's 2× screen")
  }

  /// On iOS a controller's view has the screen's bounds when `viewDidLoad` runs, and
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

  /// `setAnimationsEnabled(_:)` is the application's setting (kept by the host), and
  /// `performWithoutAnimation` a scope around its block — neither a variable of the process.
  func testTurningAnimationsOffBelongsToTheApplication() async throws {
    let previous = UIWindow.host
    defer { UIWindow.host = previous }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    let host = RecordingHost()
    UIWindow.host = host
    UIView.setAnimationsEnabled(false)
    XCTAssertFalse(host.animationsEnabled, "the setting is the application's")
    XCTAssertFalse(UIView.areAnimationsEnabled)
    UIView.animate(withDuration: 1) { view.alpha = 0.5 }
    XCTAssertFalse(window.isAnimating, "with animations off the change is made at once")
    UIWindow.host = RecordingHost()
    XCTAssertTrue(UIView.areAnimationsEnabled, "another application has its own setting")
    UIView.animate(withDuration: 1) { view.alpha = 1 }
    XCTAssertTrue(window.isAnimating)
    UIView.performWithoutAnimation {
      XCTAssertFalse(UIView.areAnimationsEnabled, "off inside the block")
    }
    XCTAssertTrue(UIView.areAnimationsEnabled, "and on again after it")
  }

  /// `UIGraphicsContext.current` is the context of the view being drawn, only while it draws.
  func testTheCurrentGraphicsContextIsBoundOnlyWhileAViewDraws() async throws {
    final class Probe: UIView {
      var seen: UIGraphicsContext?
      override func draw(_ rect: CGRect) { seen = UIGraphicsContext.current }
    }
    let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertNil(UIGraphicsContext.current)
    _ = probe.currentDrawing()
    XCTAssertNotNil(probe.seen, "bound inside draw(_:)")
    XCTAssertNil(UIGraphicsContext.current, "and nothing after it")
  }
}
