import Foundation
import TestSupport
import XCTest

@testable import DemoScenes
@testable import ViewCore

@MainActor
final class HUDViewTests: XCTestCase {
  private func makeScene() -> (UIWindow, UIScrollView, HUDView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.accessibilityIdentifier = "shown"
    scrollView.contentSize = CGSize(width: 800, height: 5000)
    scrollView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 44, right: 0)
    window.addSubview(scrollView)
    let hud = HUDView()
    hud.scrollView = scrollView
    window.addSubview(hud)
    return (window, scrollView, hud)
  }

  func testTheHUDShowsTheScrollViewsNumbersAndTheFrameTiming() async {
    let (_, scrollView, hud) = makeScene()
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    hud.update(frameTime: 1.0 / 60, fps: 60)
    scrollView.contentOffset = CGPoint(x: 0, y: 125)
    hud.update(frameTime: 1.0 / 50, fps: 50)
    let text = hud.statsText
    XCTAssertTrue(text.contains("scroll view shown"), text)
    XCTAssertTrue(text.contains("offset      (0.0, 125.0)"), text)
    XCTAssertTrue(text.contains("size        (800.0, 5000.0)"), text)
    XCTAssertTrue(text.contains("inset       (64.0, 0.0, 44.0, 0.0)"), text)
    XCTAssertTrue(text.contains("zoom        1.000"), text)
    XCTAssertTrue(text.contains("velocity (0, 1250) pt/s"), "25 pt in 20 ms: \(text)")
    XCTAssertTrue(text.contains("isTracking     no"), text)
    XCTAssertTrue(text.contains("isDecelerating no"), text)
    XCTAssertTrue(text.contains("frame       20.0 ms   50 fps"), text)
    XCTAssertEqual(hud.velocity, CGPoint(x: 0, y: 1250))
  }

  func testTheLogShowsTheShownScrollViewsMessagesAndFoldsRepeats() async {
    let (window, scrollView, hud) = makeScene()
    let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    other.accessibilityIdentifier = "other"
    other.contentSize = CGSize(width: 100, height: 1000)
    window.addSubview(other)
    for y in stride(from: 10, through: 50, by: 10) { scrollView.contentOffset = CGPoint(x: 0, y: y) }
    other.contentOffset = CGPoint(x: 0, y: 30)
    var lines = hud.logText.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 2, "a heading and one line: \(lines)")
    XCTAssertTrue(lines[1].hasSuffix("scrollViewDidScroll ×5"), "five scrolls fold into one line: \(lines)")
    XCTAssertFalse(hud.logText.contains("other"))

    scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    window.advanceUntilIdle(from: 0, limit: 2)
    lines = hud.logText.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines.last?.hasSuffix("scrollViewDidEndScrollingAnimation") ?? false, "\(lines)")

    hud.showsAllScrollViews = true
    other.contentOffset = CGPoint(x: 0, y: 60)
    XCTAssertTrue(hud.logText.hasSuffix("[other] scrollViewDidScroll"), hud.logText)
  }

  func testTheHUDStopsObservingWhenRemovedFromTheWindow() async {
    let (window, scrollView, hud) = makeScene()
    hud.removeFromSuperview()
    scrollView.contentOffset = CGPoint(x: 0, y: 80)
    XCTAssertEqual(hud.logText, "Messages (latest last):")
    XCTAssertNil(hud.window)
    XCTAssertEqual(window.subviews.count, 1)
  }

  func testWithoutAScrollViewTheHUDStillShowsTheFrameTiming() async {
    let hud = HUDView()
    hud.update(frameTime: 0.008, fps: 120)
    XCTAssertTrue(hud.statsText.contains("8.0 ms   120 fps"), hud.statsText)
  }

  func testTheHUDShowsTheRefreshRateInUseAndItsLateFrames() async {
    let (_, _, hud) = makeScene()
    XCTAssertTrue(hud.statsText.contains("refresh     –"), "none known yet: \(hud.statsText)")
    hud.refreshInUse = HUDView.Refresh(hertz: 120, source: "compositor", shownFrames: 263, lateFrames: 1)
    XCTAssertTrue(hud.statsText.contains("refresh     120 Hz (compositor), late 1 of 263"), hud.statsText)
    hud.refreshInUse = HUDView.Refresh(hertz: 143.9, source: "compositor", shownFrames: 0, lateFrames: 0)
    XCTAssertTrue(hud.statsText.contains("refresh     144 Hz (compositor)\n"), hud.statsText)
    hud.refreshInUse = HUDView.Refresh(hertz: .nan, source: "display mode")
    XCTAssertTrue(hud.statsText.contains("refresh     – Hz (display mode)"), hud.statsText)
    XCTAssertEqual(hud.statsText.split(separator: "\n", omittingEmptySubsequences: false).count, HUDView.statsLineCount)
  }

  func testTheLogKeepsTheLatestTwelveMessages() async {
    var log = ScrollMessageLog()
    for index in 0..<20 {
      log.append(
        ScrollTraceRecord(
          time: Double(index), view: "v", event: index.isMultiple(of: 2) ? "a" : "b", offset: .zero, zoom: 1,
          velocity: nil, target: nil, decelerate: nil, tracking: false, dragging: false, decelerating: false,
          zooming: false))
    }
    XCTAssertEqual(log.entries.count, 12)
    XCTAssertEqual(log.entries.first?.record.time, 8)
    XCTAssertEqual(log.lines(showsView: true).last, "  19.000 [v] b")
  }
}

@MainActor
final class FrameRateMeterTests: XCTestCase {
  func testTheFigureIsTheLastMotionsNotTheIdleWakeUps() async {
    var meter = FrameRateMeter()
    var time = 0.0
    for _ in 0..<200 {
      time += 0.02
      meter.frameDrawn(at: time, animating: true)
    }
    meter.frameDrawn(at: time + 0.02, animating: false)
    XCTAssertEqual(meter.frameTime, 0.02, accuracy: 1e-6, "50 fps while moving")
    // At rest the loop wakes every half second or so: those passes do not count.
    time += 0.02
    for _ in 0..<10 {
      time += 0.262
      meter.frameDrawn(at: time, animating: false)
    }
    XCTAssertEqual(meter.frameTime, 0.02, accuracy: 1e-6)
    XCTAssertEqual(meter.framesPerSecond, 50, accuracy: 0.01)
  }
}
