import Foundation
import XCTest

@testable import DemoScenes
@testable import ViewCore

@MainActor
final class RefreshSceneTests: XCTestCase {
  func testAPullRefreshesForOneAndAHalfSecondsThenAddsThreeRowsAndSlidesBack() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let scene = RefreshSceneController()
    window.rootViewController = scene
    _ = window.makeDisplayList()
    XCTAssertEqual(scene.rowCount, 12)
    var time: TimeInterval = 1
    var began: TimeInterval?
    scene.refreshControl.addAction(UIAction { _ in began = window.currentTime }, for: .valueChanged)
    window.handle([.touch(.down, at: CGPoint(x: 300, y: 100), time: time)])
    for index in 1...20 {
      time += 1.0 / 60
      window.handle([.touch(.move, at: CGPoint(x: 300, y: 100 + 20 * CGFloat(index)), time: time)])
      window.advance(to: time)
    }
    window.handle([.touch(.up, at: CGPoint(x: 300, y: 500), time: time + 1.0 / 60)])
    XCTAssertTrue(scene.isRefreshing, "400 pt of finger pulled the list past the 100-pt trigger")
    XCTAssertEqual(scene.refreshControl.attributedTitle?.string, "Refreshing…")
    let start = began ?? 0
    XCTAssertLessThan(start, window.currentTime, "it began during the pull, before the release")
    while window.currentTime < start + 1.45 {
      window.advance(to: window.currentTime + 1.0 / 60)
    }
    XCTAssertEqual(scene.scrollView.contentOffset.y, -60, accuracy: 0.5, "held open with the spinner in view")
    XCTAssertTrue(scene.isRefreshing, "still refreshing at 1.45 s")
    while window.currentTime < start + 2.5 {
      window.advance(to: window.currentTime + 1.0 / 60)
    }
    XCTAssertFalse(scene.isRefreshing)
    XCTAssertEqual(scene.rowCount, 15, "three new rows")
    XCTAssertEqual(scene.scrollView.contentOffset.y, 0, accuracy: 0.01, "slid back to the top")
    XCTAssertEqual(scene.scrollView.adjustedContentInset, .zero)
  }
}
