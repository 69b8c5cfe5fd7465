import Foundation
import TestSupport
import XCTest

/// A trackpad pinch with a turn in it rotates a view: the rotate scene's card follows a
/// `UIRotationGestureRecognizer` and a `UIPinchGestureRecognizer` recognizing together, driven
/// through the project's own compositor, whose pinch updates carry the turn in degrees (Wayland's
/// `zwp_pointer_gesture_pinch_v1`, XInput 2.4's `delta_angle` through Xwayland).
final class RotationEndToEndTests: EndToEndTestCase {
  func testAPinchTurningThirtyDegreesRotatesTheCardByPiOverSixOnWayland() throws { try turn(.wayland) }
  func testAPinchTurningThirtyDegreesRotatesTheCardByPiOverSixOnX11() throws { try turn(.x11) }

  /// Ten updates of 3° each (the protocol's rotation is a change since the previous update) while
  /// the fingers spread to 1.5 times their distance at the begin.
  private func turn(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "rotate", display: display, warmsUp: false)
    try session.send("move \(TestCompositor.outputSize.width / 2) \(TestCompositor.outputSize.height / 2)")
    try warmUp(session)
    let before = try XCTUnwrap(session.records(of: "card", after: 0).last)
    XCTAssertEqual(before.rotation ?? .nan, 0, accuracy: 1e-9, "the warm-up pinch neither turns nor scales")
    let mark = session.mark
    try session.send("pinch begin")
    for step in 1...10 {
      try session.send("pinch update 0 0 \(1 + 0.05 * Double(step)) 3")
    }
    try session.send("pinch end")
    let ended = try session.waitFor("cardDidEndTransform", of: "card", after: mark, timeout: 5)
    let rotation = try XCTUnwrap(ended.rotation, "the card's line carries its rotation: \(ended)")
    print(
      "pinch turning 30° (\(display.rawValue)): card rotation \(rotation) rad (π/6 = \(Double.pi / 6)),"
        + " scale \(ended.zoom)")
    XCTAssertEqual(rotation, .pi / 6, accuracy: 0.01, "\(ended)")
    XCTAssertEqual(ended.zoom, 1.5, accuracy: 0.01, "\(ended)")
  }

  /// A pinch that neither turns nor spreads, repeated until the card reports it: a compositor
  /// still mapping the window can send the very first gesture elsewhere.
  private func warmUp(_ session: CompositorSession) throws {
    for _ in 0..<10 {
      let mark = session.mark
      try session.send("pinch begin")
      try session.send("pinch update 0 0 1 0")
      try session.send("pinch end")
      if (try? session.waitFor("cardDidEndTransform", of: "card", after: mark, timeout: 1)) != nil { return }
    }
    throw DemoProcess.Failure(description: "the rotate scene never received the compositor's pinch")
  }
}
