import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class RefreshControlTests: XCTestCase {
  private func makeScrollView() -> (UIWindow, UIScrollView, UIRefreshControl) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 400, height: 1000)
    scrollView.alwaysBounceVertical = true
    window.addSubview(scrollView)
    let control = UIRefreshControl()
    scrollView.refreshControl = control
    _ = window.makeDisplayList()
    return (window, scrollView, control)
  }

  /// Drags down by `distance` in 20 moves, 1/60 s apart, starting at `time`.
  private func pull(_ window: UIWindow, by distance: CGFloat, time: TimeInterval, lift: Bool) {
    window.handle([.touch(.down, at: CGPoint(x: 200, y: 100), time: time)])
    for index in 1...20 {
      let t = time + Double(index) / 60
      window.handle([.touch(.move, at: CGPoint(x: 200, y: 100 + distance * CGFloat(index) / 20), time: t)])
      window.advance(to: t)
    }
    if lift { window.handle([.touch(.up, at: CGPoint(x: 200, y: 100 + distance), time: time + 21.0 / 60)]) }
  }

  private func settle(_ window: UIWindow) {
    for _ in 0..<180 {
      window.advance(to: window.currentTime + 1.0 / 60)
      _ = window.makeDisplayList()
    }
  }

  func testThePulledControlSitsAboveTheContent() async {
    let (_, scrollView, control) = makeScrollView()
    XCTAssertTrue(control.superview === scrollView)
    XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 400, height: 60))
    XCTAssertFalse(control.isRefreshing)
    XCTAssertEqual(scrollView.adjustedContentInset, .zero)
  }

  func testAPullPastTheTriggerBeginsRefreshingAndHoldsTheControlInView() async {
    let (window, scrollView, control) = makeScrollView()
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    // The rubber band halves (and less) the finger's travel: 400 pt of finger pulls well past 100 pt.
    pull(window, by: 400, time: 1, lift: true)
    XCTAssertTrue(control.isRefreshing)
    XCTAssertEqual(changes, 1, "one .valueChanged")
    XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
    settle(window)
    XCTAssertEqual(scrollView.contentOffset.y, -60, accuracy: 0.5, "rests with the control in view")
    control.endRefreshing()
    XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
    settle(window)
    XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 0.01, "slides back to the top")
    XCTAssertEqual(changes, 1)
  }

  func testAShortPullDoesNotRefresh() async {
    let (window, scrollView, control) = makeScrollView()
    pull(window, by: 80, time: 1, lift: true)
    XCTAssertFalse(control.isRefreshing)
    XCTAssertGreaterThan(control.pullFraction, 0, "some ticks showed")
    settle(window)
    XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 0.01)
  }

  func testBeginRefreshingSendsNoValueChangedAndTheSpinnerTurnsOnTheWindowsClock() async {
    let (window, scrollView, control) = makeScrollView()
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    control.beginRefreshing()
    XCTAssertEqual(changes, 0)
    XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
    XCTAssertTrue(window.hasAnimator(control))
    window.advance(to: window.currentTime + 0.25)
    let phase = control.spinnerPhase
    window.advance(to: window.currentTime + 1.0 / 12)
    XCTAssertEqual(control.spinnerPhase, (phase + 1) % 12)
    control.endRefreshing()
    XCTAssertFalse(window.hasAnimator(control))
    scrollView.refreshControl = nil
    XCTAssertNil(control.superview)
  }
}
