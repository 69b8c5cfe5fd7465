import Foundation
import XCTest

@testable import DemoScenes
@testable import ViewCore

@MainActor
final class RotateSceneTests: XCTestCase {
  func testATrackpadPinchWithATurnRotatesAndScalesTheCardAndTracesIt() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let scene = RotateSceneController()
    window.rootViewController = scene
    _ = window.makeDisplayList()
    var lines: [ScrollTraceRecord] = []
    window.services.scrollTrace.addObserver { lines.append($0) }
    let at = CGPoint(x: 400, y: 300)
    window.handle([.gesture(.init(.began, at: at, time: 1))])
    for step in 1...10 {
      let fraction = CGFloat(step) / 10
      window.handle([
        .gesture(
          .init(
            .changed, at: at, scale: 1 + 0.5 * fraction, rotation: .pi / 6 * fraction, time: 1 + 0.016 * Double(step)))
      ])
    }
    window.handle([.gesture(.init(.ended, at: at, scale: 1.5, rotation: .pi / 6, time: 1.2))])
    let t = scene.card.transform
    XCTAssertEqual(atan2(t.b, t.a), .pi / 6, accuracy: 1e-9, "the card turned by the pinch's 30°")
    XCTAssertEqual(hypot(t.a, t.b), 1.5, accuracy: 1e-9, "and grew by its scale")
    XCTAssertEqual(scene.card.center, CGPoint(x: 400, y: 300), "about its centre")
    let end = lines.filter { $0.view == "card" && $0.event == "cardDidEndTransform" }
    XCTAssertEqual(end.count, 1, "one end line once both gestures are over: \(lines.map(\.event))")
    XCTAssertEqual(end.first?.rotation ?? 0, .pi / 6, accuracy: 1e-9)
    XCTAssertEqual(end.first?.zoom ?? 0, 1.5, accuracy: 1e-9)
  }
}
