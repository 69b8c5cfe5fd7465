import Foundation
import XCTest

@testable import SDLPlatform

/// The display-connection retry policy, on a fake clock: no SDL, no real waiting.
@MainActor
final class DisplayConnectionRetryTests: XCTestCase {
  typealias Failure = DisplayConnectionRetry.AttemptFailure

  /// A clock that moves only when the policy pauses or an attempt says it took time.
  final class FakeClock {
    var now: TimeInterval = 100
    var pauses: [TimeInterval] = []
    var attemptTimes: [TimeInterval] = []
  }

  let refused = Failure(what: "SDL fell back to its invisible 'offscreen' driver", sdlError: "x11: connection closed")

  /// Runs the standard policy with `display`; attempt `n` (from 1) returns `outcome(n)` and takes
  /// `attemptDuration` seconds.
  func connect(
    display: String?, clock: FakeClock, attemptDuration: TimeInterval = 0, outcome: (Int) -> Failure?
  ) throws -> Int {
    try DisplayConnectionRetry.standard.connect(
      display: display,
      attempt: {
        clock.attemptTimes.append(clock.now)
        clock.now += attemptDuration
        return outcome(clock.attemptTimes.count)
      },
      now: { clock.now },
      pause: { seconds in
        clock.pauses.append(seconds)
        clock.now += seconds
      })
  }

  func testTheStatedPolicyIsTwoSecondsWithAShortBackOff() async {
    let policy = DisplayConnectionRetry.standard
    XCTAssertEqual(policy.timeLimit, 2)
    XCTAssertEqual(policy.firstPause, 0.02)
    XCTAssertEqual(policy.longestPause, 0.25)
  }

  func testSucceedsOnTheThirdAttemptAfterTwoShortPauses() async throws {
    let clock = FakeClock()
    let attempts = try connect(display: "DISPLAY=:99", clock: clock) { $0 < 3 ? self.refused : nil }
    XCTAssertEqual(attempts, 3)
    XCTAssertEqual(clock.pauses, [0.02, 0.04], "20 ms, then 40 ms")
    XCTAssertEqual(clock.now - 100, 0.06, accuracy: 1e-9, "a refused start costs 60 ms")
  }

  func testFirstAttemptSucceedingNeedsNoPause() async throws {
    let clock = FakeClock()
    XCTAssertEqual(try connect(display: "DISPLAY=:0", clock: clock) { _ in nil }, 1)
    XCTAssertEqual(clock.pauses, [])
  }

  func testGivesUpAfterTheStatedTimeNamingTheDisplayAndSDLsError() async {
    let clock = FakeClock()
    XCTAssertThrowsError(try connect(display: "DISPLAY=:99", clock: clock) { _ in self.refused }) { error in
      guard case .noDisplay? = error as? SDLPlatformError else { return XCTFail("\(error)") }
      let message = "\(error)"
      XCTAssertTrue(message.contains("DISPLAY=:99"), message)
      XCTAssertTrue(message.contains("x11: connection closed"), "SDL's own error: \(message)")
      XCTAssertTrue(message.contains("'offscreen'"), message)
      XCTAssertTrue(message.contains("11 attempts over 1.8 s"), message)
      XCTAssertFalse(message.contains("\n"), "one line: \(message)")
      XCTAssertTrue(message.hasPrefix("no display: "), message)
    }
    XCTAssertEqual(clock.attemptTimes.count, 11)
    XCTAssertEqual(clock.pauses, [0.02, 0.04, 0.08, 0.16, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25])
    XCTAssertLessThanOrEqual(clock.attemptTimes.last! - 100, 2, "no attempt starts after the stated 2 s")
    XCTAssertGreaterThan(clock.attemptTimes.last! - 100 + 0.25, 2, "it stops only when the next would")
  }

  func testSlowAttemptsCountAgainstTheTimeLimit() async {
    let clock = FakeClock()
    XCTAssertThrowsError(
      try connect(display: "WAYLAND_DISPLAY=wayland-0", clock: clock, attemptDuration: 0.5) { _ in self.refused })
    // 0, 0.52, 1.06, 1.64; after the fourth it is 2.14 s.
    XCTAssertEqual(clock.attemptTimes.map { ($0 - 100) * 100 }.map { $0.rounded() }, [0, 52, 106, 164])
  }

  func testNoRetryWhenNoDisplayIsSet() async {
    let clock = FakeClock()
    let failure = Failure(what: "SDL_Init(SDL_INIT_VIDEO) failed", sdlError: "No available video device")
    XCTAssertThrowsError(try connect(display: nil, clock: clock) { _ in failure }) { error in
      let message = "\(error)"
      XCTAssertTrue(message.contains("DISPLAY and WAYLAND_DISPLAY are not set"), message)
      XCTAssertTrue(message.contains("SDL_GetError(): \"No available video device\""), message)
    }
    XCTAssertEqual(clock.attemptTimes.count, 1)
    XCTAssertEqual(clock.pauses, [])
  }

  func testAnEmptyOrGarbledSDLErrorStaysOneReadableLine() async {
    let empty = DisplayConnectionRetry.reason(
      display: "DISPLAY=:1", attempts: 1, elapsed: 0, failure: Failure(what: "failed", sdlError: ""))
    XCTAssertEqual(empty, "DISPLAY=:1 was not reached in 1 attempt over 0.0 s: failed; SDL_GetError() was empty")
    XCTAssertEqual(DisplayConnectionRetry.oneLine("x11\nnot \u{FFFD}\u{7}available "), "x11 not available")
  }

  func testTheDisplayIsNamedFromTheEnvironment() async {
    XCTAssertNil(DisplayConnectionRetry.display(in: [:]))
    XCTAssertNil(DisplayConnectionRetry.display(in: ["DISPLAY": "", "XDG_RUNTIME_DIR": "/run/user/1000"]))
    XCTAssertEqual(DisplayConnectionRetry.display(in: ["DISPLAY": ":99"]), "DISPLAY=:99")
    XCTAssertEqual(DisplayConnectionRetry.display(in: ["WAYLAND_DISPLAY": "wayland-0"]), "WAYLAND_DISPLAY=wayland-0")
    XCTAssertEqual(
      DisplayConnectionRetry.display(in: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"]),
      "DISPLAY=:0 and WAYLAND_DISPLAY=wayland-0")
  }

  func testTheDisplayIsChosenAsANativeAppWould() async {
    XCTAssertEqual(VideoDriverChoice.hint(forced: nil, environment: ["DISPLAY": ":99"]), "x11,offscreen")
    XCTAssertEqual(
      VideoDriverChoice.hint(forced: nil, environment: ["DISPLAY": ":0", "XDG_RUNTIME_DIR": "/run/user/1000"]),
      "x11,offscreen", "X11 unless WAYLAND_DISPLAY names a compositor")
    XCTAssertEqual(
      VideoDriverChoice.hint(forced: nil, environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"]),
      "wayland,x11")
    XCTAssertEqual(VideoDriverChoice.hint(forced: nil, environment: ["WAYLAND_DISPLAY": "wayland-1"]), "wayland,x11")
    XCTAssertNil(VideoDriverChoice.hint(forced: nil, environment: ["DISPLAY": ":99", "SDL_VIDEODRIVER": "x11"]))
    XCTAssertNil(VideoDriverChoice.hint(forced: nil, environment: [:]))
    XCTAssertEqual(VideoDriverChoice.hint(forced: .x11, environment: ["WAYLAND_DISPLAY": "wayland-0"]), "x11")
    XCTAssertEqual(
      VideoDriverChoice.hint(forced: .wayland, environment: ["DISPLAY": ":0", "SDL_VIDEODRIVER": "x11"]), "wayland")
  }
}
