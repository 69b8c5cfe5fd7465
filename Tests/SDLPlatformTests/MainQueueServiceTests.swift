import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// What an iOS app puts on its main thread runs inside the frame loop.
///
/// The test is synchronous, as an app's start is: an `async` test body is itself a block on the
/// main queue, and a serial queue runs nothing else until that block returns.
final class MainQueueServiceTests: XCTestCase {
  /// Names of what ran, in order, from any thread.
  private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func add(_ name: String) { lock.withLock { names.append(name) } }
    var all: [String] { lock.withLock { names } }
  }

  /// `Timer.scheduledTimer`, as an app calls it from synchronous code.
  @MainActor private static func scheduleTimer(after seconds: TimeInterval, _ body: @escaping @MainActor () -> Void) {
    Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in MainActor.assumeIsolated { body() } }
  }

  /// A main-actor task, then a block 0.1 s later that schedules a run-loop timer 0.1 s later,
  /// whose handler has another thread queue a block on the main queue that stops the loop — all
  /// while the loop idles with a 30-s timeout, so only their own wakes run them before the 10-s
  /// safety quit.
  func testQueuedBlocksTasksAndTimersRunInsideAnIdleLoop() throws {
    let names = try MainActor.assumeIsolated { try Self.runLoopWithMainThreadWork() }
    XCTAssertEqual(names, ["main-actor task", "after 0.1 s", "timer", "queued from another thread"])
  }

  /// Queues the work, runs the loop until the last block or the safety quit stops it, and returns
  /// what ran.
  @MainActor private static func runLoopWithMainThreadWork() throws -> [String] {
    let window = try SDLTestSupport.makeWindow()
    window.idleTimeout = 30
    let log = Log()
    Task { @MainActor in log.add("main-actor task") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
      log.add("after 0.1 s")
      Self.scheduleTimer(after: 0.1) {
        log.add("timer")
        DispatchQueue.global().async {
          DispatchQueue.main.async {
            log.add("queued from another thread")
            MainActor.assumeIsolated { window.stop() }
          }
        }
      }
    }
    let safety = Thread {
      Thread.sleep(forTimeInterval: 10)
      var quit = SDL_Event()
      quit.type = SDL_QUIT.rawValue
      SDL_PushEvent(&quit)
    }
    safety.start()
    window.run()
    return log.all
  }

  /// A wake the loop never handled — it stopped first, or its events were flushed — is pushed
  /// again while the queued work still waits, so that the next loop is woken for it.
  func testAWakeThatWasNeverHandledIsPushedAgain() throws {
    try MainActor.assumeIsolated {
      _ = try SDLTestSupport.makeWindow()
      let service = try XCTUnwrap(MainQueueService.shared, "libdispatch gives a descriptor")
      let wakeType = service.wakeType
      /// Takes the watcher's next wake event, waiting at most `seconds`.
      func takeWake(within seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var event = SDL_Event()
        while Date() < deadline {
          if SDL_PeepEvents(&event, 1, SDL_GETEVENT, wakeType, wakeType) == 1 { return true }
          _ = poll(nil, 0, 5)
        }
        return false
      }
      var ran = false
      DispatchQueue.main.async { ran = true }
      XCTAssertTrue(takeWake(within: 2), "the queued block wakes the loop")
      // The wake is dropped unhandled, as by a loop that stopped: the block still waits.
      XCTAssertFalse(ran)
      XCTAssertTrue(takeWake(within: 2), "the watcher pushes the wake again for the waiting block")
      _ = service.serveWake()
      XCTAssertTrue(ran, "served")
    }
  }
}
