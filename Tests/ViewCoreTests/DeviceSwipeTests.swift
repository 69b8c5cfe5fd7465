import Foundation
import XCTest

@testable import ViewCore

/// A trackpad's swipe (`InputEvent.Gesture` of kind `swipe`) is hit-tested once where it begins
/// and handed to the recognizers there that take swipes, phase by phase with its travel; the
/// pinch and rotation recognizers, which take pinches, never see it; and a recording keeps it.
@MainActor
final class DeviceSwipeTests: XCTestCase {
  /// A recognizer that takes device swipes and follows them, noting each one it is handed.
  private final class SwipeFollower: UIGestureRecognizer {
    var seen: [InputEvent.Gesture] = []
    override func takesDeviceGesture(_ kind: InputEvent.Gesture.Kind) -> Bool { kind == .swipe }
    override func deviceGestureChanged(_ gesture: InputEvent.Gesture) {
      seen.append(gesture)
      noteDeviceGesture(gesture)
      followDeviceGesture(gesture.phase)
    }
  }

  func testASwipeReachesTheRecognizersThatTakeSwipesUnderWhereItBegan() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
    [left, right].forEach(window.addSubview)
    let leftSwipe = SwipeFollower()
    let rightSwipe = SwipeFollower()
    let pinch = UIPinchGestureRecognizer()
    left.addGestureRecognizer(leftSwipe)
    left.addGestureRecognizer(pinch)
    right.addGestureRecognizer(rightSwipe)
    var pinchActions = 0
    pinch.addTarget(nil) { _ in pinchActions += 1 }
    let start = CGPoint(x: 150, y: 200)
    window.handle(.gesture(.init(.began, .swipe, at: start, time: 1)))
    // The fingers slide right, past the boundary of the two views: the swipe stays where it began.
    window.handle(.gesture(.init(.changed, .swipe, at: start, translation: CGPoint(x: 120, y: 4), time: 1.05)))
    window.handle(.gesture(.init(.ended, .swipe, at: start, translation: CGPoint(x: 180, y: 6), time: 1.1)))
    XCTAssertEqual(leftSwipe.seen.map(\.phase), [.began, .changed, .ended])
    XCTAssertEqual(leftSwipe.seen.last?.translation, CGPoint(x: 180, y: 6), "its travel since the begin")
    XCTAssertEqual(leftSwipe.location(in: left), start, "where the swipe is")
    XCTAssertEqual(rightSwipe.seen, [], "hit-tested once, where it began")
    XCTAssertEqual(pinchActions, 0, "a pinch recognizer takes no swipe")
  }

  func testHoldsAndSwipesSurviveARecordingRoundTrip() async throws {
    let events: [InputEvent] = [
      .gesture(.init(.began, .hold, at: CGPoint(x: 3, y: 4), time: 0.5)),
      .gesture(.init(.cancelled, .hold, at: CGPoint(x: 3, y: 4), time: 0.6)),
      .gesture(.init(.began, .swipe, at: CGPoint(x: 10, y: 20), time: 1)),
      .gesture(.init(.changed, .swipe, at: CGPoint(x: 10, y: 20), translation: CGPoint(x: -40.5, y: 2), time: 1.1)),
    ]
    let text = try InputRecording(events: events).jsonLines()
    XCTAssertEqual(try InputRecording(jsonLines: text).events, events)
    let line = try InputRecording.line(for: events[3])
    XCTAssertTrue(line.contains(#""gesture":"swipe""#), line)
    XCTAssertThrowsError(
      try InputRecording(jsonLines: #"{"t":1,"type":"gesture","phase":"began","gesture":"twist","x":1,"y":2}"#)
    ) {
      XCTAssertTrue(String(describing: $0).contains(#"expected "gesture" one of pinch, hold, swipe"#), "\($0)")
    }
  }
}
