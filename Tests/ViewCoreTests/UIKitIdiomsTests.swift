import Foundation
import ListViews
import ViewCore
import XCTest

// Imports ViewCore without @testable: these are what a UIKit app's code may write.

/// Counts the open programmatic-scrolling members a subclass overrides, as UIKit code does.
@MainActor
private final class CountingScrollView: UIScrollView {
  var calls: [String] = []

  override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    calls.append("setContentOffset")
    super.setContentOffset(contentOffset, animated: animated)
  }
  override func setZoomScale(_ scale: CGFloat, animated: Bool) {
    calls.append("setZoomScale")
    super.setZoomScale(scale, animated: animated)
  }
  override func zoom(to rect: CGRect, animated: Bool) {
    calls.append("zoom")
    super.zoom(to: rect, animated: animated)
  }
  override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    calls.append("scrollRectToVisible")
    super.scrollRectToVisible(rect, animated: animated)
  }
  override func flashScrollIndicators() {
    calls.append("flashScrollIndicators")
    super.flashScrollIndicators()
  }
}

/// Counts the open hierarchy, layout and display requests a subclass overrides.
@MainActor
private final class CountingView: UIView {
  var calls: [String] = []

  override func addSubview(_ view: UIView) {
    calls.append("addSubview")
    super.addSubview(view)
  }
  override func removeFromSuperview() {
    calls.append("removeFromSuperview")
    super.removeFromSuperview()
  }
  override func setNeedsLayout() {
    calls.append("setNeedsLayout")
    super.setNeedsLayout()
  }
  override func layoutIfNeeded() {
    calls.append("layoutIfNeeded")
    super.layoutIfNeeded()
  }
  override func setNeedsDisplay() {
    calls.append("setNeedsDisplay")
    super.setNeedsDisplay()
  }
}

/// The class that adopts the delegate protocol declares the method; a subclass overrides it.
@MainActor
private class AdoptingController: UIViewController, UIScrollViewDelegate {
  var adoptingCalls = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) { adoptingCalls += 1 }
}

@MainActor
private final class OverridingController: AdoptingController {
  var subclassCalls = 0
  override func scrollViewDidScroll(_ scrollView: UIScrollView) { subclassCalls += 1 }
}

/// The pitfall the README describes: the adopting class does not declare the method.
@MainActor
private class SilentAdopter: UIViewController, UIScrollViewDelegate {}

@MainActor
private final class UnreachedSubclass: SilentAdopter {
  var calls = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) { calls += 1 }
}

/// UIKit's `loadView()` idiom and the initializers iOS code writes.
@MainActor
private final class AssigningController: UIViewController {
  var loads = 0
  override func loadView() { view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
  override func viewDidLoad() { loads += 1 }
}

@MainActor
private final class CodedView: UIScrollView {
  let label = UILabel()
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
private final class RotatingController: UIViewController {
  var events: [String] = []
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    events.append("will \(Int(size.width))x\(Int(size.height)) at \(Int(view.bounds.width))")
    coordinator.animate(
      alongsideTransition: { [unowned self] _ in
        events.append("alongside at \(Int(view.bounds.width))")
      }, completion: { [unowned self] _ in events.append("completion") })
  }
}

@MainActor
final class UIKitIdiomsTests: XCTestCase {
  func testRespondersAreEqualAndHashableByIdentity() async {
    let view = UIView()
    let other = UIView()
    XCTAssertTrue(view == view)
    XCTAssertFalse(view == other)
    XCTAssertEqual(Set([view, other, view]).count, 2)
    let controller = UIViewController()
    XCTAssertEqual([controller: 1][controller], 1)
    XCTAssertFalse(UIResponder() == UIResponder())
    let recognizer = UITapGestureRecognizer()
    XCTAssertTrue(recognizer == recognizer)
  }

  func testSubclassesOverrideTheProgrammaticScrollingMembers() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let scrollView = CountingScrollView(frame: window.bounds)
    window.addSubview(scrollView)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    scrollView.addSubview(content)
    scrollView.contentSize = content.bounds.size
    scrollView.contentOffset = CGPoint(x: 10, y: 20)
    scrollView.setContentOffset(CGPoint(x: 30, y: 40), animated: false)
    scrollView.scrollRectToVisible(CGRect(x: 500, y: 500, width: 10, height: 10), animated: false)
    scrollView.setZoomScale(2, animated: false)
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 50), animated: false)
    scrollView.flashScrollIndicators()
    XCTAssertEqual(
      scrollView.calls,
      [
        "setContentOffset", "setContentOffset", "scrollRectToVisible", "setContentOffset", "setZoomScale", "zoom",
        "flashScrollIndicators",
      ], "contentOffset's setter and scrollRectToVisible go through the override, as in UIKit")
    XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 310, y: 310), "the overrides keep the behaviour")
  }

  func testSubclassesOverrideTheHierarchyLayoutAndDisplayRequests() async {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(view)
    view.addSubview(UIView())
    view.setNeedsDisplay()
    parent.layoutIfNeeded()
    view.removeFromSuperview()
    XCTAssertEqual(
      view.calls, ["addSubview", "setNeedsLayout", "setNeedsDisplay", "layoutIfNeeded", "removeFromSuperview"])
    XCTAssertNil(view.superview)
    XCTAssertEqual(view.subviews.count, 1)
  }

  func testADelegateMethodDeclaredByTheAdoptingClassIsOverriddenInASubclass() async {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    let controller = OverridingController()
    scrollView.delegate = controller
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    XCTAssertEqual(controller.subclassCalls, 1)
    XCTAssertEqual(controller.adoptingCalls, 0)
  }

  func testAMethodOnlyTheSubclassDeclaresIsNotADelegateMethod() async {
    // Swift binds a protocol's requirements where the conformance is declared: the README says so.
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    let controller = UnreachedSubclass()
    scrollView.delegate = controller
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    XCTAssertEqual(controller.calls, 0)
  }

  func testLoadViewAssignsTheView() async {
    let controller = AssigningController()
    XCTAssertTrue(controller.view is UIScrollView)
    XCTAssertTrue(controller.view === controller.view)
    XCTAssertEqual(controller.loads, 1)
    XCTAssertTrue(controller.view.next === controller)
    let replacement = UIView()
    controller.view = replacement
    XCTAssertTrue(controller.view === replacement)
    XCTAssertEqual(controller.loads, 1, "assigning the view loads nothing again")
  }

  func testTheInitializersIOSCodeWrites() async throws {
    let coder = NSCoder()
    let view = try XCTUnwrap(UIView(coder: coder))
    XCTAssertEqual(view.frame, .zero)
    let coded = try XCTUnwrap(CodedView(coder: coder))
    XCTAssertTrue(coded.clipsToBounds, "a scroll view made from a coder is a scroll view")
    XCTAssertNotNil(UIViewController(coder: coder))
    let controller = UIViewController(nibName: nil, bundle: nil)
    XCTAssertEqual(controller.view.bounds.size, CGSize(width: 320, height: 480))
    XCTAssertNotNil(UITableViewCell(coder: coder)?.textLabel)
  }

  func testAWindowResizeIsATransitionForTheRootController() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let controller = RotatingController()
    window.rootViewController = controller
    window.resize(to: CGSize(width: 300, height: 400))
    XCTAssertEqual(controller.events, ["will 300x400 at 400", "alongside at 300", "completion"])
    window.resize(to: CGSize(width: 300, height: 400))
    XCTAssertEqual(controller.events.count, 3, "no transition without a change of size")
  }

  func testContentScaleFactorIsTheScreensScaleTimesTheRasterScale() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.screenScale = 2
    let label = UILabel(text: "sharp")
    window.addSubview(label)
    XCTAssertEqual(label.contentScaleFactor, 2)
    label.contentScaleFactor = 6
    XCTAssertEqual(label.contentScaleFactor, 6)
    label.contentScaleFactor = .nan
    XCTAssertEqual(label.contentScaleFactor, 2, "a bad value falls back to the screen's scale")
  }

  func testImagesByNameFromAFolderWithAndWithoutExtensionPreferring2xOnA2xScreen() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-idioms-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Assets/photos/coffee.png")
    for name in ["cup.png", "cup@2x.png"] {
      try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(name))
    }
    let directories = [folder.path]
    XCTAssertEqual(UIImage.assetPath(named: "cup", in: directories), folder.appendingPathComponent("cup.png").path)
    XCTAssertEqual(
      UIImage.assetPath(named: "cup", scale: 2, in: directories), folder.appendingPathComponent("cup@2x.png").path)
    XCTAssertEqual(
      UIImage.assetPath(named: "cup.png", scale: 2, in: directories), folder.appendingPathComponent("cup@2x.png").path)
    XCTAssertNil(UIImage.assetPath(named: "saucer", in: directories))
    XCTAssertNil(UIImage(named: "no-such-image-anywhere"), "a missing name is nil, as on iOS")
    let plain = try XCTUnwrap(UIImage(contentsOfFile: folder.appendingPathComponent("cup.png").path))
    let doubled = try XCTUnwrap(UIImage(contentsOfFile: folder.appendingPathComponent("cup@2x.png").path))
    XCTAssertEqual(doubled.scale, 2)
    XCTAssertEqual(doubled.size.width * 2, plain.size.width, "a @2x file's points are half its pixels")
  }
}
