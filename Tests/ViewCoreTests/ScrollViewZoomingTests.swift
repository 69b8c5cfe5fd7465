import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class ScrollViewZoomingTests: XCTestCase {
  /// A 600×600 scroll view zooming a 1200×900 view between 0.5 and 3.
  private func makeHarness() -> (ScrollHarness, UIView) {
    let harness = ScrollHarness(contentSize: CGSize(width: 1200, height: 900))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 1200, height: 900))
    harness.scrollView.addSubview(content)
    harness.delegate.zoomView = content
    harness.scrollView.minimumZoomScale = 0.5
    harness.scrollView.maximumZoomScale = 3
    return (harness, content)
  }

  func testTheZoomRectHelperFromTheGuide() async {
    let (harness, _) = makeHarness()
    let rect = harness.scrollView.zoomRect(forScale: 2, center: CGPoint(x: 300, y: 200))
    XCTAssertEqual(rect, CGRect(x: 150, y: 50, width: 300, height: 300))
  }

  func testZoomScaleIsTheTransformAndContentSizeFollows() async {
    let (harness, content) = makeHarness()
    harness.scrollView.zoomScale = 2
    XCTAssertEqual(content.transform, CGAffineTransform(scaleX: 2, y: 2))
    XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 2400, height: 1800))
    XCTAssertEqual(harness.scrollView.contentSize, CGSize(width: 2400, height: 1800))
    XCTAssertEqual(harness.scrollView.maximumContentOffset, CGPoint(x: 1800, y: 1200))
    XCTAssertEqual(harness.scrollView.contentOffset, CGPoint(x: 300, y: 300), "the visible centre stays still")
    harness.scrollView.zoomScale = 10
    XCTAssertEqual(harness.scrollView.zoomScale, 3, "clamped to the maximum")
    harness.scrollView.zoomScale = .nan
    XCTAssertEqual(harness.scrollView.zoomScale, 3, "non-finite scales are ignored")
  }

  func testThePointUnderThePinchCentroidStaysUnderIt() async {
    let (harness, content) = makeHarness()
    let scrollView = harness.scrollView
    scrollView.contentOffset = CGPoint(x: 100, y: 50)
    let centroid = CGPoint(x: 100 + 250, y: 50 + 200)
    let before = content.convert(centroid, from: scrollView)
    scrollView.pinchDidBegin(centroid: centroid, at: 0)
    scrollView.pinchDidChange(scale: 1.8, centroid: centroid, at: 0.1)
    let pointInView = CGPoint(x: 250, y: 200)
    let after = content.convert(
      CGPoint(x: scrollView.contentOffset.x + pointInView.x, y: scrollView.contentOffset.y + pointInView.y),
      from: scrollView)
    XCTAssertEqual(after.x, before.x, accuracy: 1e-9)
    XCTAssertEqual(after.y, before.y, accuracy: 1e-9)
    XCTAssertEqual(scrollView.zoomScale, 1.8, accuracy: 1e-9)
    XCTAssertTrue(scrollView.isZooming)
  }

  func testAPinchPastTheMaximumRubberBandsAndBouncesBackWithTheMessages() async {
    let (harness, _) = makeHarness()
    let scrollView = harness.scrollView
    let centroid = CGPoint(x: 300, y: 300)
    scrollView.pinchDidBegin(centroid: centroid, at: 0)
    scrollView.pinchDidChange(scale: 4, centroid: centroid, at: 0.1)
    XCTAssertEqual(scrollView.zoomScale, 3.75, accuracy: 1e-9, "max 3, raw 4 shows 3.75")
    scrollView.pinchDidEnd(centroid: centroid, at: 0.1)
    XCTAssertTrue(scrollView.isZoomBouncing)
    XCTAssertFalse(scrollView.isZooming)
    harness.runUntilIdle()
    XCTAssertEqual(scrollView.zoomScale, 3)
    XCTAssertFalse(scrollView.isZoomBouncing)
    let sequence = harness.delegate.sequence.reduce(into: [String]()) { result, message in
      if result.last != message { result.append(message) }
    }
    XCTAssertEqual(sequence, ["willBeginZooming", "didZoom", "didEndZooming"])
    let limits = scrollView.maximumContentOffset
    XCTAssertTrue((0...limits.x).contains(scrollView.contentOffset.x))
    XCTAssertTrue((0...limits.y).contains(scrollView.contentOffset.y))
  }

  func testZoomAnimationsLastAsTheReferenceSays() async {
    let (harness, _) = makeHarness()
    harness.scrollView.setZoomScale(2, animated: true)
    let start = harness.time
    let end = harness.runUntilIdle()
    XCTAssertEqual(end - start, 0.308, accuracy: 1 / 60 + 1e-6, "1 → 2 takes 0.308 s")
    XCTAssertEqual(harness.scrollView.zoomScale, 2)
    XCTAssertEqual(harness.delegate.sequence.last, "didEndZooming")
  }

  func testZoomToRectFillsTheViewWithTheRect() async {
    let (harness, _) = makeHarness()
    harness.scrollView.zoom(to: CGRect(x: 400, y: 300, width: 300, height: 300), animated: false)
    XCTAssertEqual(harness.scrollView.zoomScale, 2)
    XCTAssertEqual(harness.scrollView.contentOffset, CGPoint(x: 800, y: 600))
    harness.scrollView.zoom(to: .zero, animated: false)
    harness.scrollView.zoom(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), animated: false)
    XCTAssertEqual(harness.scrollView.zoomScale, 2, "empty and infinite rects are ignored")
  }

  func testBadZoomConfigurationsAreHandled() async {
    let (harness, _) = makeHarness()
    let scrollView = harness.scrollView
    scrollView.minimumZoomScale = 5
    scrollView.maximumZoomScale = 2
    scrollView.zoomScale = 4
    XCTAssertEqual(scrollView.zoomScale, 2, "a minimum above the maximum: the maximum wins")
    scrollView.minimumZoomScale = -1
    XCTAssertEqual(scrollView.minimumZoomScale, 1, "zero or negative scales fall back to 1")
    harness.delegate.zoomView = UIView()
    scrollView.zoomScale = 1.5
    XCTAssertEqual(scrollView.zoomScale, 2, "a detached zoom view does not zoom")
    harness.delegate.zoomView = nil
    scrollView.pinchDidBegin(centroid: .zero, at: 0)
    XCTAssertFalse(scrollView.isZooming)
  }

  func testTextIsReRasterisedAtTheScaleWhenZoomingEnds() async {
    let (harness, content) = makeHarness()
    let label = UILabel(text: "Sharp")
    label.center = CGPoint(x: 300, y: 300)
    content.addSubview(label)
    /// Composited text carries its window-space font size and the raster scale relative to it:
    /// 1 means glyphs rasterised at full resolution for the size they are shown at.
    func shownText() -> (size: CGFloat, raster: CGFloat)? {
      for item in harness.window.makeDisplayList().items(of: label) {
        if case .text(let run, _, let raster) = item.command { return (run.font.pointSize, raster) }
      }
      return nil
    }
    let centre = CGPoint(x: 300, y: 300)
    harness.scrollView.pinchDidBegin(centroid: centre, at: 0)
    harness.scrollView.pinchDidChange(scale: 3, centroid: centre, at: 0.1)
    let during = shownText()
    XCTAssertEqual(during?.size ?? 0, 51, accuracy: 1e-9, "17-pt text shown at ×3")
    XCTAssertEqual(during?.raster ?? 0, 1.0 / 3, accuracy: 1e-9, "still the ×1 raster while pinching")
    harness.scrollView.pinchDidEnd(centroid: centre, at: 0.1)
    harness.runUntilIdle()
    let after = shownText()
    XCTAssertEqual(after?.raster ?? 0, 1, accuracy: 1e-9, "re-rasterised sharp once the zoom ended")
  }
}
