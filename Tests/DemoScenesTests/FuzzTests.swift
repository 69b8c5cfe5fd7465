import Foundation
import TestSupport
import XCTest

@testable import DemoScenes
@testable import ViewCore

/// Random core events against every scene with a stepped clock: nothing crashes, and once input
/// stops and time passes, every scroll view rests inside its limits, every zoom inside its range
/// and every pager on a page (`UIScrollView.restingProblems`).
/// `FUZZ_EVENTS` sets the events per scene (default 20,000 in the suite; 1,000,000 / 16 scenes
/// or more on demand: `FUZZ_EVENTS=70000 swift test --filter FuzzTests`).
@MainActor
final class FuzzTests: XCTestCase {
  private var eventsPerScene: Int {
    Int(ProcessInfo.processInfo.environment["FUZZ_EVENTS"] ?? "") ?? 20_000
  }

  func testRandomInputLeavesEverySceneAtRestInsideItsLimits() async {
    for (index, scene) in SceneCatalog.all.enumerated() {
      var random = SeededGenerator(seed: 0x5EED_0000 + UInt64(index))
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
      window.rootViewController = scene.makeViewController()
      _ = window.makeDisplayList()
      var time: TimeInterval = 0
      for eventIndex in 0..<eventsPerScene {
        time += Double.random(in: 0...0.02, using: &random)
        window.handle(Self.randomEvent(at: time, using: &random))
        if eventIndex % 7 == 0 {
          window.advance(to: time)
          if eventIndex % 500 == 0 {
            let size = [CGSize(width: 800, height: 600), CGSize(width: 320, height: 240), CGSize(width: 3, height: 3)]
            window.resize(to: size[Int.random(in: 0..<size.count, using: &random)])
          }
          if eventIndex % 49 == 0 { _ = window.makeDisplayList() }
        }
      }
      // Input stops: lift every finger, restore the size, and let time run.
      for id in 0..<3 { window.handle(.touch(.up, id: id, at: CGPoint(x: 10, y: 10), time: time)) }
      window.handle(.focusLost(timestamp: time))
      window.resize(to: CGSize(width: 800, height: 600))
      window.advanceUntilIdle(from: time, limit: 20)
      _ = window.makeDisplayList()
      window.visitSubtree { view in
        guard let scrollView = view as? UIScrollView else { return }
        let name = "\(scene.name)/\(scrollView.accessibilityIdentifier ?? "scroll view")"
        XCTAssertEqual(scrollView.restingProblems, [], name)
      }
    }
  }

  static func randomEvent(at time: TimeInterval, using random: inout SeededGenerator) -> InputEvent {
    let point = CGPoint(
      x: CGFloat.random(in: -50...850, using: &random), y: CGFloat.random(in: -50...650, using: &random))
    let id = Int.random(in: 0...2, using: &random)
    switch Int.random(in: 0..<20, using: &random) {
    case 0...2: return .touch(.down, id: id, at: point, time: time, clickCount: Int.random(in: 1...3, using: &random))
    case 3...10: return .touch(.move, id: id, at: point, time: time)
    case 11...12: return .touch(.up, id: id, at: point, time: time)
    case 13: return .touch(.cancel, id: id, at: point, time: time)
    case 14:
      let delta = CGPoint(x: CGFloat.random(in: -3...3, using: &random), y: CGFloat.random(in: -3...3, using: &random))
      return .wheel(InputEvent.Wheel(delta: delta, isPrecise: Bool.random(using: &random), at: point, time: time))
    case 15:
      let scale = CGFloat.random(in: 0.5...2, using: &random)
      // The phase from the same draw (each quarter of the scale's thousandths), so the stream of
      // draws, and with it every other event, stays what the seed gave before pinches came here.
      let phases = InputEvent.Gesture.Phase.allCases
      let phase = phases[Int(scale * 1000) % phases.count]
      return .gesture(InputEvent.Gesture(phase, at: point, scale: scale, time: time))
    case 16:
      let keys: [KeyCode] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .pageUp, .pageDown, .home, .end, .space]
      return .key(InputEvent.Key(.down, keys[Int.random(in: 0..<keys.count, using: &random)], time: time))
    case 17: return .hover(InputEvent.Hover(at: point, time: time))
    case 18: return .pointerLeft(timestamp: time)
    default: return .focusLost(timestamp: time)
    }
  }
}
