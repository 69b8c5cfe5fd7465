import Foundation
import TestSupport
import XCTest

@testable import DemoScenes
@testable import ViewCore

@MainActor
final class SceneBehaviourTests: XCTestCase {
  private func host(_ controller: UIViewController, size: CGSize = CGSize(width: 1280, height: 800)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    return window
  }

  func testEverySceneOpensLaysOutAndDrawsAtTwoSizes() async {
    for scene in SceneCatalog.all {
      for size in [CGSize(width: 1280, height: 800), CGSize(width: 640, height: 480)] {
        let window = host(scene.makeViewController(), size: size)
        let list = window.makeDisplayList()
        XCTAssertGreaterThan(list.items.count, 1, "\(scene.name) at \(size)")
        XCTAssertEqual(window.rootViewController?.view.bounds.size, size, scene.name)
      }
    }
  }

  func testAThousandPagePagerKeepsAtMostThreePagesWhileFlicking() async {
    let controller = PagedSceneController(pageCount: 1000)
    let window = host(controller, size: CGSize(width: 400, height: 300))
    let scrollView = controller.scrollView
    var maximum = 0
    var time: TimeInterval = 0
    for page in stride(from: 0, through: 999, by: 7) {
      scrollView.contentOffset = CGPoint(x: CGFloat(page) * 400 + 130, y: 0)
      maximum = max(maximum, controller.pager.pageViews.count)
      time += 1 / 60
      window.advance(to: time)
    }
    XCTAssertLessThanOrEqual(maximum, 3)
    XCTAssertEqual(scrollView.subviews.count, 3, "the subviews are only the live pages")
    // A flick across 20 pages through the real physics.
    scrollView.contentOffset = .zero
    for index in 0..<20 {
      scrollView.touchDidBegin(at: time)
      scrollView.dragDidBegin(at: time)
      time += 1 / 60
      scrollView.dragDidChange(translation: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -2400, y: 0), at: time)
      scrollView.dragDidEnd(velocity: CGPoint(x: -2400, y: 0), at: time)
      while scrollView.isDecelerating {
        time += 1 / 60
        window.advance(to: time)
        maximum = max(maximum, controller.pager.pageViews.count)
      }
      XCTAssertEqual(scrollView.contentOffset.x, CGFloat(index + 1) * 400, "flick \(index + 1) lands on a page")
    }
    XCTAssertLessThanOrEqual(maximum, 3)
    XCTAssertEqual(controller.pageControl.currentPage, 20)
  }

  func testThePeekingContainerForwardsTouchesBesideTheScrollView() async {
    let controller = PeekingSceneController()
    let window = host(controller)
    let scrollView = controller.scrollView
    XCTAssertLessThan(scrollView.frame.width, 1280)
    XCTAssertTrue(window.hitTest(CGPoint(x: 20, y: 400), with: nil) === scrollView, "left of the scroll view")
    XCTAssertTrue(window.hitTest(CGPoint(x: 1260, y: 400), with: nil) === scrollView, "right of it")
    let middle = window.hitTest(CGPoint(x: 640, y: 400), with: nil)
    XCTAssertTrue(middle?.isDescendant(of: scrollView) ?? false, "a page inside it")
  }

  func testTheParallaxBackgroundFollowsByPercentage() async {
    let controller = ParallaxSceneController()
    _ = host(controller)
    let foreground = controller.foreground
    let background = controller.background
    let foregroundRange = foreground.contentSize.height - foreground.bounds.height
    let backgroundRange = background.contentSize.height - background.bounds.height
    XCTAssertGreaterThan(foregroundRange, backgroundRange)
    foreground.contentOffset = CGPoint(x: 0, y: foregroundRange / 4)
    XCTAssertEqual(background.contentOffset.y, backgroundRange / 4, accuracy: 1e-9)
    foreground.contentOffset = CGPoint(x: 0, y: foregroundRange)
    XCTAssertEqual(background.contentOffset.y, backgroundRange, accuracy: 1e-9)
  }

  func testPhotoPagesZoomIndependentlyAndResetWhenPurged() async {
    let controller = PhotosSceneController()
    let window = host(controller, size: CGSize(width: 600, height: 400))
    let first = controller.pager.pageViews[0] as! ZoomingPhotoView
    let fit = first.minimumZoomScale
    first.zoomScale = fit * 3
    controller.scrollView.contentOffset = CGPoint(x: 600, y: 0)
    _ = window.makeDisplayList()
    let second = controller.pager.pageViews[1] as! ZoomingPhotoView
    XCTAssertEqual(second.zoomScale, second.minimumZoomScale, "zoom is per page")
    XCTAssertEqual(first.zoomScale, fit * 3, accuracy: 1e-9, "kept while loaded")
    controller.scrollView.contentOffset = CGPoint(x: 2400, y: 0)
    controller.scrollView.contentOffset = CGPoint(x: 0, y: 0)
    _ = window.makeDisplayList()
    let reloaded = controller.pager.pageViews[0] as! ZoomingPhotoView
    XCTAssertFalse(reloaded === first)
    XCTAssertEqual(reloaded.zoomScale, reloaded.minimumZoomScale, "reset once it left")
  }

  func testTheImageSceneFitsCentresAndDoubleTapZooms() async {
    let controller = ImageSceneController(image: UIImage(color: .blue, size: CGSize(width: 4800, height: 3200)))
    let window = host(controller, size: CGSize(width: 1200, height: 800))
    let scrollView = controller.scrollView
    let imageSize = controller.imageView.bounds.size
    XCTAssertEqual(scrollView.minimumZoomScale, min(1200 / imageSize.width, 800 / imageSize.height), accuracy: 1e-9)
    XCTAssertEqual(scrollView.zoomScale, 1)
    XCTAssertEqual(scrollView.contentOffset.x, (imageSize.width - 1200) / 2, accuracy: 1e-9, "starts in the middle")
    scrollView.zoomScale = scrollView.minimumZoomScale
    let frame = controller.imageView.frame
    let inset = scrollView.contentInset
    XCTAssertEqual(inset.top, (800 - frame.height) / 2, accuracy: 1e-9, "centred with contentInset")
    controller.handleDoubleTap(at: CGPoint(x: scrollView.contentOffset.x + 600, y: scrollView.contentOffset.y + 400))
    let time = window.advanceUntilIdle(from: 0)
    XCTAssertEqual(scrollView.zoomScale, scrollView.minimumZoomScale * 1.5, accuracy: 1e-6)
    scrollView.zoomScale = scrollView.maximumZoomScale
    controller.handleDoubleTap(at: CGPoint(x: scrollView.contentOffset.x + 10, y: scrollView.contentOffset.y + 10))
    window.advanceUntilIdle(from: time)
    XCTAssertEqual(
      scrollView.zoomScale, scrollView.minimumZoomScale, accuracy: 1e-6, "at the maximum: back to the minimum")
  }
}
