import Foundation
import XCTest

@testable import ViewCore

/// A wheel-scrollable view with a fixed amount of room on each side, logging what it receives.
@MainActor
private final class WheelProbe: UIView, WheelScrollable {
  var room = CGRect(x: 0, y: 0, width: 0, height: 500)
  var position = CGPoint.zero
  var received: [CGPoint] = []

  func canScroll(by delta: CGPoint) -> Bool {
    (delta.y > 0 && position.y < room.maxY) || (delta.y < 0 && position.y > room.minY)
      || (delta.x > 0 && position.x < room.maxX) || (delta.x < 0 && position.x > room.minX)
  }

  func handleWheel(_ wheel: InputEvent.Wheel) {
    let delta = wheel.pointDelta
    received.append(delta)
    position.x = min(max(position.x + delta.x, room.minX), room.maxX)
    position.y = min(max(position.y + delta.y, room.minY), room.maxY)
  }
}

/// A responder that logs the keys reaching it.
@MainActor
private final class KeyLogView: UIView {
  var keys: [KeyCode] = []
  var handles = true
  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard handles, let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
    keys.append(key.keyCode)
  }
}

@MainActor
private final class KeyLogController: UIViewController {
  var keys: [KeyCode] = []

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    keys.append(contentsOf: presses.compactMap { $0.key?.keyCode })
  }
}

@MainActor
final class InputRoutingTests: XCTestCase {
  private func wheel(_ dy: CGFloat, dx: CGFloat = 0, at time: TimeInterval, precise: Bool = false)
    -> InputEvent
  {
    .wheel(.init(delta: CGPoint(x: dx, y: dy), isPrecise: precise, at: CGPoint(x: 150, y: 150), time: time))
  }

  private func makeNested() -> (UIWindow, outer: WheelProbe, inner: WheelProbe) {
    let outer = WheelProbe()
    let window = makeInputWindow(with: outer)
    let inner = WheelProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    inner.room = CGRect(x: 0, y: 0, width: 0, height: 80)
    outer.addSubview(inner)
    return (window, outer, inner)
  }

  func testWheelGoesToTheInnermostViewThatCanMove() async {
    let (window, outer, inner) = makeNested()
    window.handle(wheel(1, at: 0))
    XCTAssertEqual(inner.received, [CGPoint(x: 0, y: 40)], "one notch is 40 pt")
    XCTAssertEqual(outer.received, [])
  }

  func testWheelChainsOutwardAtTheInnerEdgeOnceTheStreamPauses() async {
    let (window, outer, inner) = makeNested()
    window.handle([wheel(1, at: 0), wheel(1, at: 0.1), wheel(1, at: 0.2)])
    XCTAssertEqual(inner.position.y, 80)
    XCTAssertEqual(inner.received.count, 3, "the stream stays with the inner view, as browsers latch")
    XCTAssertEqual(outer.received, [])
    window.handle(wheel(1, at: 1))
    XCTAssertEqual(outer.received, [CGPoint(x: 0, y: 40)], "a new stream goes to the outer view")
  }

  func testWheelInADirectionTheInnerCannotMoveGoesOuter() async {
    let (window, outer, inner) = makeNested()
    window.handle(wheel(-3, at: 0, precise: true))
    XCTAssertEqual(inner.received, [])
    XCTAssertEqual(outer.received, [], "nobody can scroll up from the top")
    outer.position.y = 100
    window.handle(wheel(-3, at: 1, precise: true))
    XCTAssertEqual(outer.received, [CGPoint(x: 0, y: -3)], "precise deltas are points")
  }

  func testKeysGoToTheViewUnderThePointerAndUpToTheController() async {
    let controller = KeyLogController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.rootViewController = controller
    let keyView = KeyLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(keyView)
    window.handle(.hover(.init(at: CGPoint(x: 50, y: 50), time: 0)))
    window.handle(.key(.init(.down, .pageDown, time: 0.1)))
    XCTAssertEqual(keyView.keys, [.pageDown])
    keyView.handles = false
    window.handle(.key(.init(.down, .character("j"), time: 0.2)))
    XCTAssertEqual(controller.keys, [.character("j")], "unhandled presses travel up the responder chain")
    window.handle(.hover(.init(at: CGPoint(x: 300, y: 300), time: 0.3)))
    window.handle(.key(.init(.down, .home, time: 0.4)))
    XCTAssertEqual(controller.keys, [.character("j"), .home])
  }

  func testTheFirstResponderGetsKeysFirst() async {
    let view = KeyLogView()
    let window = makeInputWindow(with: view)
    XCTAssertTrue(view.becomeFirstResponder())
    XCTAssertTrue(view.isFirstResponder)
    window.handle(.hover(.init(at: CGPoint(x: 5, y: 5), time: 0)))
    window.handle(.key(.init(.down, .space, modifiers: .shift, time: 0.1)))
    XCTAssertEqual(view.keys, [.space])
    view.resignFirstResponder()
    XCTAssertFalse(view.isFirstResponder)
    window.handle(.key(.init(.down, .space, time: 0.2)))
    XCTAssertEqual(view.keys, [.space], "the pointer is outside the view")
  }
}
