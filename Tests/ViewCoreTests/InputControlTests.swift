import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class InputControlTests: XCTestCase {
  @MainActor private final class EventLog {
    var events: [String] = []

    func observe(_ control: UIControl) {
      let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragExit, "exit"),
        (.touchDragEnter, "enter"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.primaryActionTriggered, "primary"),
      ]
      for (event, name) in names {
        control.addAction(UIAction { [unowned self] _ in self.events.append(name) }, for: event)
      }
    }
  }

  func testButtonHighlightsOnPressAndFiresOnReleaseInside() async {
    let button = UIButton(frame: .zero)
    button.setTitle("Press", for: .normal)
    let window = makeInputWindow(with: button)
    let log = EventLog()
    log.observe(button)
    window.handle(Finger.down(150, 150, at: 0))
    XCTAssertTrue(button.isHighlighted)
    XCTAssertTrue(button.isTracking)
    XCTAssertEqual(button.state, .highlighted)
    window.handle(Finger.up(150, 150, at: 0.1))
    XCTAssertFalse(button.isHighlighted)
    XCTAssertEqual(log.events, ["down", "upInside", "primary"])
  }

  func testDraggingFarOutsideUnhighlightsAndReleasesOutside() async {
    let button = UIButton(frame: .zero)
    let window = makeInputWindow(with: button)
    let log = EventLog()
    log.observe(button)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 340, at: 0.1)])
    XCTAssertTrue(button.isHighlighted, "40 pt past the edge is within the 70 pt slop")
    window.handle(Finger.move(150, 390, at: 0.2))
    XCTAssertFalse(button.isHighlighted)
    window.handle(Finger.up(150, 390, at: 0.3))
    XCTAssertEqual(log.events, ["down", "exit", "upOutside"])
  }

  func testPressBecomingAPanOfTheParentCancelsTheButton() async {
    let area = UIView()
    let window = makeInputWindow(with: area)
    area.addGestureRecognizer(UIPanGestureRecognizer())
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    area.addSubview(button)
    let log = EventLog()
    log.observe(button)
    window.handle(Finger.down(150, 140, at: 0))
    XCTAssertTrue(button.isHighlighted)
    window.handle([Finger.move(150, 160, at: 0.1), Finger.up(150, 160, at: 0.2)])
    XCTAssertFalse(button.isHighlighted)
    XCTAssertEqual(log.events, ["down", "cancel"])
  }

  func testScrollingAncestorThatCancelsControlsCancelsTheButton() async {
    let scroller = ContentScrollTestView()
    scroller.cancelsControls = true
    let window = makeInputWindow(with: scroller)
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    scroller.addSubview(button)
    let log = EventLog()
    log.observe(button)
    window.handle(Finger.down(150, 140, at: 0))
    XCTAssertFalse(button.isHighlighted, "held for 150 ms")
    window.advance(to: 0.2)
    XCTAssertTrue(button.isHighlighted)
    window.handle([Finger.move(150, 170, at: 0.3), Finger.up(150, 170, at: 0.4)])
    XCTAssertEqual(log.events, ["down", "cancel"])
    XCTAssertEqual(scroller.panStates, [.began, .ended])
  }

  func testByDefaultAScrollingAncestorDoesNotCancelAControlThatTracks() async {
    let scroller = ContentScrollTestView()
    let window = makeInputWindow(with: scroller)
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    scroller.addSubview(button)
    let log = EventLog()
    log.observe(button)
    window.handle(Finger.down(150, 140, at: 0))
    window.advance(to: 0.2)
    window.handle([Finger.move(150, 170, at: 0.3), Finger.up(150, 170, at: 0.4)])
    XCTAssertEqual(log.events, ["down", "upInside", "primary"])
    XCTAssertEqual(scroller.panStates, [])
  }

  func testQuickDragOnAButtonInAScrollerScrollsAndNeverHighlights() async {
    let scroller = ContentScrollTestView()
    let window = makeInputWindow(with: scroller)
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    scroller.addSubview(button)
    let log = EventLog()
    log.observe(button)
    window.handle([
      Finger.down(150, 140, at: 0), Finger.move(150, 170, at: 0.05), Finger.up(150, 170, at: 0.3),
    ])
    XCTAssertEqual(log.events, [])
    XCTAssertEqual(scroller.panStates, [.began, .ended])
  }

  func testDoubleClickSendsTouchDownRepeat() async {
    let button = UIButton(frame: .zero)
    let window = makeInputWindow(with: button)
    let log = EventLog()
    log.observe(button)
    window.handle([Finger.down(150, 150, at: 0), Finger.up(150, 150, at: 0.05)])
    window.handle([Finger.down(150, 150, at: 0.2, clicks: 2), Finger.up(150, 150, at: 0.25)])
    XCTAssertEqual(log.events.filter { $0.hasPrefix("down") }, ["down", "down", "downRepeat"])
  }

  func testDisabledButtonIgnoresTouches() async {
    let button = UIButton(frame: .zero)
    button.isEnabled = false
    let window = makeInputWindow(with: button)
    let log = EventLog()
    log.observe(button)
    window.handle(Finger.tap(150, 150, at: 0))
    XCTAssertEqual(log.events, [])
    XCTAssertFalse(button.isHighlighted)
    XCTAssertEqual(button.state, .disabled)
  }

  func testHighlightedButtonDrawsADarkerFill() async {
    let button = UIButton(frame: .zero)
    button.setTitle("OK", for: .normal)
    let window = makeInputWindow(with: button)
    func fillAlpha() -> CGFloat? {
      for command in button.currentDrawing() {
        if case .fillRoundedRect(_, _, let color) = command { return color.alpha }
      }
      return nil
    }
    XCTAssertEqual(fillAlpha() ?? 0, 0.12, accuracy: 0.001)
    window.handle(Finger.down(150, 150, at: 0))
    XCTAssertEqual(fillAlpha() ?? 0, 0.35, accuracy: 0.001)
    XCTAssertTrue(
      button.currentDrawing().contains { if case .text = $0 { return true } else { return false } })
  }

  func testMethodReferenceTargets() async {
    final class Controller {
      var presses = 0
      func buttonTapped(_ sender: UIButton) { presses += 1 }
      func refresh() { presses += 10 }
    }
    let controller = Controller()
    let button = UIButton(frame: .zero)
    let window = makeInputWindow(with: button)
    button.addTarget(controller, action: Controller.buttonTapped, for: .touchUpInside)
    button.addTarget(controller, action: Controller.refresh, for: .touchUpInside)
    window.handle(Finger.tap(150, 150, at: 0))
    XCTAssertEqual(controller.presses, 11)
    button.removeTarget(controller, for: .touchUpInside)
    window.handle(Finger.tap(150, 150, at: 1))
    XCTAssertEqual(controller.presses, 11)
  }
}
