import Foundation
import XCTest

@testable import ViewCore

/// A view that logs the touch messages it receives ("began", "moved", "ended", "cancelled").
@MainActor
final class TouchLogView: UIView {
  var log: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A test-only scrolling view: a pan recognizer plus the content-touch mechanism, so the dispatch
/// can be tested without the real UIScrollView.
@MainActor
final class ContentScrollTestView: UIView, ContentTouchDelaying {
  let panGestureRecognizer = UIPanGestureRecognizer()
  var delaysContentTouches = true
  var canCancelContentTouches = true
  var cancelsControls = false
  var allowsContent = true
  var panStates: [UIGestureRecognizer.State] = []

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    panGestureRecognizer.addTarget(nil) { [unowned self] in self.panStates.append($0.state) }
    addGestureRecognizer(panGestureRecognizer)
  }

  required init?(coder: NSCoder) { nil }

  func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    allowsContent
  }

  func touchesShouldCancel(in view: UIView) -> Bool {
    cancelsControls || !(view is UIControl)
  }
}

/// Records the states a recognizer reports to its action.
@MainActor
final class StateLog {
  var states: [UIGestureRecognizer.State] = []

  func attach(to recognizer: UIGestureRecognizer) {
    recognizer.addTarget(self) { [unowned self] in self.states.append($0.state) }
  }
}

/// A delegate with switchable answers.
@MainActor
final class SwitchableDelegate: UIGestureRecognizerDelegate {
  var shouldBegin = true
  var simultaneous = false
  var receives = true

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    receives
  }
}

/// Shorthands for touch events in window points and seconds.
@MainActor
enum Finger {
  static func down(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval, id: Int = 0, clicks: Int = 1)
    -> InputEvent
  {
    .touch(.down, id: id, at: CGPoint(x: x, y: y), time: time, clickCount: clicks)
  }

  static func move(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval, id: Int = 0) -> InputEvent {
    .touch(.move, id: id, at: CGPoint(x: x, y: y), time: time)
  }

  static func up(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval, id: Int = 0) -> InputEvent {
    .touch(.up, id: id, at: CGPoint(x: x, y: y), time: time)
  }

  /// A press and release at one point.
  static func tap(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval, id: Int = 0) -> [InputEvent] {
    [down(x, y, at: time, id: id), up(x, y, at: time + 0.05, id: id)]
  }
}

/// A 400×400 window with one 200×200 subview at (100, 100).
@MainActor
func makeInputWindow<View: UIView>(with view: View) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  view.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
  window.addSubview(view)
  return window
}

/// `recognizer` on `view`, placed by `makeInputWindow`, with a log of the states it reports.
@MainActor
func makeLoggedRecognizer(
  _ recognizer: UIGestureRecognizer, on view: UIView = UIView()
) -> (window: UIWindow, log: StateLog) {
  let window = makeInputWindow(with: view)
  let log = StateLog()
  log.attach(to: recognizer)
  view.addGestureRecognizer(recognizer)
  return (window, log)
}
