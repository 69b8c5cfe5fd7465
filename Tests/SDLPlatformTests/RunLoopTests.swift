import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// The frame loop: blocks when idle, paces animation, wakes for deadlines, survives resizes.
///
/// The loop runs on a stepped clock: its waits are recorded and move the clock by the time asked
/// for instead of sleeping, so these tests check how long the loop chose to block and when it
/// stepped, never how fast the machine is (`scroll-bench loop` measures the real thing).
@MainActor
final class RunLoopTests: XCTestCase {
  /// Records the times it is stepped with, for `frames` frames.
  /// Records the times it is stepped with, for `frames` frames, moving `view` a point each step.
  private final class Recorder: FrameAnimating {
    var times: [TimeInterval] = []
    let frames: Int
    let view: UIView?
    init(frames: Int, moving view: UIView? = nil) {
      self.frames = frames
      self.view = view
    }
    func advance(to time: TimeInterval) -> Bool {
      times.append(time)
      view?.frame.origin.x += 1
      return times.count < frames
    }
  }

  /// The window's clock and waits, driven by hand: a wait returns a queued event at once, or
  /// moves the clock on by its whole timeout.
  @MainActor private final class SteppedTime {
    var now: TimeInterval
    /// Every wait's timeout, in milliseconds, in order.
    var waits: [Int32] = []

    init(_ window: SDLPlatformWindow) {
      now = window.clock.now()
      window.clock = FrameClock(reading: { MainActor.assumeIsolated { self.now } })
      window.waitForEvent = { event, milliseconds in
        self.waits.append(milliseconds)
        if SDL_PollEvent(&event) != 0 { return true }
        self.now += TimeInterval(milliseconds) / 1000
        return false
      }
    }
  }

  /// Handles whatever SDL queued while the window opened, then draws once, so tests start idle.
  private func settle(_ window: SDLPlatformWindow) throws {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 { window.handle(event) }
    _ = try window.captureFrame()
  }

  /// Runs the loop for exactly `passes` passes.
  private func run(_ window: SDLPlatformWindow, passes: Int) {
    var count = 0
    window.onFrame = { _ in
      count += 1
      if count == passes { window.stop() }
    }
    window.run()
    window.onFrame = nil
  }

  func testIdleLoopBlocksForTheIdleTimeoutAndDrawsNothing() async throws {
    let window = try SDLTestSupport.makeWindow()
    try settle(window)
    let time = SteppedTime(window)
    let start = time.now
    window.idleTimeout = 0.05
    let framesBefore = window.framesDrawn
    run(window, passes: 6)
    XCTAssertEqual(window.framesDrawn, framesBefore, "nothing changed, nothing drawn")
    XCTAssertFalse(time.waits.isEmpty)
    XCTAssertFalse(time.waits.contains(0), "blocked in every wait, never polled: \(time.waits)")
    XCTAssertGreaterThanOrEqual(time.now - start, 6 * 0.05 - 1e-9, "each pass waited out the idle timeout")
  }

  func testAnimationDrawsEveryPassPacedWithTimeMovingForward() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    try settle(window)
    _ = SteppedTime(window)
    let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    box.backgroundColor = .red
    window.uiWindow.rootViewController?.view.addSubview(box)
    let recorder = Recorder(frames: 12, moving: box)
    window.uiWindow.addAnimator(recorder)
    let framesBefore = window.framesDrawn
    window.onFrame = { _ in if !window.uiWindow.isAnimating { window.stop() } }
    window.run()
    XCTAssertEqual(recorder.times.count, 12)
    XCTAssertEqual(window.framesDrawn - framesBefore, 12, "one frame per step while animating")
    let intervals = zip(recorder.times.dropFirst(), recorder.times).map { $0 - $1 }
    XCTAssertTrue(intervals.allSatisfy { $0 > 0 }, "time only moves forward: \(intervals)")
    // The software renderer has no vsync: the loop itself holds frames to the display's pace,
    // waiting out the rest of each frame interval (in whole milliseconds, rounded up).
    let interval = window.minimumFrameInterval
    for gap in intervals.dropFirst() {
      XCTAssertGreaterThanOrEqual(gap, interval - 1e-9, "no frame before its time: \(intervals)")
      XCTAssertLessThanOrEqual(gap, interval + 0.001 + 1e-9, "and none later than the next millisecond: \(intervals)")
    }
  }

  func testIdleLoopWakesForTheCoresNextDeadline() async throws {
    let window = try SDLTestSupport.makeWindow()
    try settle(window)
    let time = SteppedTime(window)
    window.idleTimeout = 5
    let deadline = window.clock.now() + 0.1
    window.nextDeadline = { deadline }
    var wokeAt: TimeInterval?
    window.onFrame = { time in
      if time >= deadline || time > deadline + 2 {
        wokeAt = time
        window.stop()
      }
    }
    window.run()
    let woke = try XCTUnwrap(wokeAt)
    XCTAssertEqual(woke, deadline, accuracy: 0.002, "woke at the deadline, not after the 5 s idle timeout")
    XCTAssertLessThanOrEqual(time.waits.max() ?? 0, 101, "asked to wait for the deadline: \(time.waits)")
  }

  func testQuitEventStopsTheLoop() async throws {
    let window = try SDLTestSupport.makeWindow()
    try settle(window)
    _ = SteppedTime(window)
    window.idleTimeout = 0.05
    var passes = 0
    window.onFrame = { _ in
      passes += 1
      if passes > 40 { window.stop() }
    }
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    SDL_PushEvent(&quit)
    window.run()
    XCTAssertFalse(window.isRunning)
    XCTAssertEqual(passes, 0, "stopped while handling the event, before another pass")
  }

  func testResizingFollowsTheWindowAndSurvivesATinyWindow() async throws {
    let window = try SDLTestSupport.makeWindow()
    let red = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    red.backgroundColor = .red
    window.uiWindow.rootViewController!.view.addSubview(red)
    try settle(window)

    func resize(_ width: Int32, _ height: Int32) {
      SDL_SetWindowSize(window.sdlWindow, width, height)
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 { window.handle(event) }
    }
    resize(300, 120)
    XCTAssertEqual(window.uiWindow.bounds.size, CGSize(width: 300, height: 120))
    XCTAssertEqual(window.uiWindow.rootViewController!.view.bounds.size, CGSize(width: 300, height: 120))
    let wide = try window.captureFrame()
    XCTAssertEqual(wide.width, 300)
    XCTAssertEqual(wide.height, 120)

    resize(1, 1)
    XCTAssertEqual(try window.captureFrame().width, 1)
    resize(200, 200)
    let back = try window.captureFrame()
    XCTAssertEqual(back.width, 200)
    XCTAssertEqual(back.color(x: 20, y: 20).map(hex), hex(0xFF0000))
    XCTAssertEqual(back.color(x: 150, y: 150).map(hex), hex(0xFFFFFF))
  }

  func testHiddenWindowDrawsNothingAndBlocksUntilShownAgain() async throws {
    let window = try SDLTestSupport.makeWindow()
    try settle(window)
    SDL_HideWindow(window.sdlWindow)
    XCTAssertFalse(window.isVisible)
    let time = SteppedTime(window)
    let start = time.now
    window.uiWindow.setNeedsRedraw()
    window.idleTimeout = 0.05
    let framesBefore = window.framesDrawn
    run(window, passes: 4)
    XCTAssertEqual(window.framesDrawn, framesBefore, "nothing drawn while hidden")
    XCTAssertFalse(time.waits.contains(0), "blocked although a frame is wanted: \(time.waits)")
    XCTAssertGreaterThanOrEqual(time.now - start, 4 * 0.05 - 1e-9, "each pass waited out the idle timeout")

    SDL_ShowWindow(window.sdlWindow)
    window.step()
    XCTAssertEqual(window.framesDrawn, framesBefore + 1, "drawn again once shown")
  }

  func testClockSharesItsZeroWithEventTimestamps() async throws {
    let window = try SDLTestSupport.makeWindow()
    // SDL's ticks are whole milliseconds; the clock reads between two of them.
    let before = TimeInterval(SDL_GetTicks64()) / 1000
    let now = window.clock.now()
    let after = TimeInterval(SDL_GetTicks64()) / 1000
    XCTAssertGreaterThanOrEqual(now, before - 0.002)
    XCTAssertLessThanOrEqual(now, after + 0.002)
  }
}
