import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// The frame loop: blocks when idle, paces animation, wakes for deadlines, survives resizes.
@MainActor
final class RunLoopTests: XCTestCase {
  /// Records the times it is stepped with, for `frames` frames.
  private final class Recorder: FrameAnimating {
    var times: [TimeInterval] = []
    let frames: Int
    init(frames: Int) { self.frames = frames }
    func advance(to time: TimeInterval) -> Bool {
      times.append(time)
      return times.count < frames
    }
  }

  /// Handles whatever SDL queued while the window opened, then draws once, so tests start idle.
  private func settle(_ window: SDLPlatformWindow) throws {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 { window.handle(event) }
    _ = try window.captureFrame()
  }

  private func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  func testIdleLoopBlocksAndCostsAlmostNoCPU() async throws {
    let window = try SDLTestSupport.makeWindow()
    try settle(window)
    window.idleTimeout = 0.05
    var passes = 0
    window.onFrame = { _ in
      passes += 1
      if passes == 6 { window.stop() }
    }
    let framesBefore = window.framesDrawn
    let (wallStart, cpuStart) = (Date(), cpuSeconds())
    window.run()
    let wall = Date().timeIntervalSince(wallStart)
    let cpu = cpuSeconds() - cpuStart
    XCTAssertEqual(window.framesDrawn, framesBefore, "nothing changed, nothing drawn")
    XCTAssertGreaterThanOrEqual(wall, 6 * 0.05 * 0.9, "each pass waited for the idle timeout")
    XCTAssertLessThan(cpu / wall, 0.2, "blocked, not spinning: \(cpu) s of CPU in \(wall) s")
  }

  func testAnimationDrawsEveryPassPacedWithTimeMovingForward() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    try settle(window)
    let recorder = Recorder(frames: 12)
    window.uiWindow.addAnimator(recorder)
    let framesBefore = window.framesDrawn
    window.onFrame = { _ in if !window.uiWindow.isAnimating { window.stop() } }
    window.run()
    XCTAssertEqual(recorder.times.count, 12)
    XCTAssertEqual(window.framesDrawn - framesBefore, 12, "one frame per step while animating")
    let intervals = zip(recorder.times.dropFirst(), recorder.times).map { $0 - $1 }
    XCTAssertTrue(intervals.allSatisfy { $0 > 0 }, "time only moves forward: \(intervals)")
    // The software renderer has no vsync: the loop itself holds frames to the display's pace.
    let floor = try XCTUnwrap(intervals.dropFirst().min())
    XCTAssertGreaterThanOrEqual(floor, window.minimumFrameInterval * 0.95, "\(intervals)")
    XCTAssertLessThan(floor, 0.1)
  }

  func testIdleLoopWakesForTheCoresNextDeadline() async throws {
    let window = try SDLTestSupport.makeWindow()
    try settle(window)
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
    XCTAssertEqual(woke, deadline, accuracy: 0.05, "woke at the deadline, not after the 5 s idle timeout")
  }

  func testQuitEventStopsTheLoop() async throws {
    let window = try SDLTestSupport.makeWindow()
    try settle(window)
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
    window.uiWindow.setNeedsRedraw()
    window.idleTimeout = 0.05
    var passes = 0
    window.onFrame = { _ in
      passes += 1
      if passes == 4 { window.stop() }
    }
    let framesBefore = window.framesDrawn
    let start = Date()
    window.run()
    XCTAssertEqual(window.framesDrawn, framesBefore, "nothing drawn while hidden")
    XCTAssertGreaterThanOrEqual(
      Date().timeIntervalSince(start), 3 * 0.05 * 0.9, "blocked although a frame is wanted")

    SDL_ShowWindow(window.sdlWindow)
    window.onFrame = nil
    window.step()
    XCTAssertEqual(window.framesDrawn, framesBefore + 1, "drawn again once shown")
  }

  func testClockSharesItsZeroWithEventTimestamps() async throws {
    let window = try SDLTestSupport.makeWindow()
    let ticks = TimeInterval(SDL_GetTicks64()) / 1000
    XCTAssertEqual(window.clock.now(), ticks, accuracy: 0.005)
  }
}
