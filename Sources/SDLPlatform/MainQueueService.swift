import CSDL2
import Foundation

/// The main dispatch queue and the main run loop, served by the frame loop.
///
/// On iOS the main thread runs a run loop, so `DispatchQueue.main.async`, `asyncAfter`,
/// `Task { @MainActor in … }` and `Timer.scheduledTimer` run there between events. Here the main
/// thread runs SDL's event loop instead; without this service none of them would ever run.
///
/// Two things wake the loop: the run loop's next timer, given as a deadline
/// (`RunLoop.limitDate(forMode:)`), and work arriving on the main queue — possibly from another
/// thread, or a dispatch timer coming due — which libdispatch signals on a file descriptor. A
/// watcher thread waits on that descriptor and pushes one SDL event for it; the loop then serves
/// the queue and lets the watcher wait again.
final class MainQueueService: @unchecked Sendable {
  /// The SDL event type the watcher pushes.
  let wakeType: UInt32
  private let descriptor: Int32
  /// Signalled by the loop once it has served the queue after a wake.
  private let served = DispatchSemaphore(value: 0)

  /// The one service of the process, started by the first loop that runs (one watcher thread).
  @MainActor static let shared = MainQueueService()

  /// Nil where libdispatch gives no descriptor or SDL no event type; then the run loop is still
  /// served once per pass, only not woken early for the main queue.
  init?() {
    let descriptor = dispatchMainQueueHandle()
    let wakeType = SDL_RegisterEvents(1)
    guard descriptor >= 0, wakeType != UInt32.max else { return nil }
    self.descriptor = descriptor
    self.wakeType = wakeType
    let thread = Thread { [self] in watch() }
    thread.name = "main-queue watcher"
    thread.start()
  }

  /// Runs what is due on the main queue and the main run loop (blocks queued, timers whose time
  /// has come) and returns the time until the run loop's next timer, in seconds, if it has one.
  func serve() -> TimeInterval? {
    RunLoop.main.run(mode: .default, before: .distantPast)
    guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else { return nil }
    return max(next.timeIntervalSinceNow, 0)
  }

  /// Serves the queue after the watcher's event and lets the watcher wait again.
  func serveWake() -> TimeInterval? {
    let next = serve()
    served.signal()
    return next
  }

  nonisolated private func watch() {
    var event = SDL_Event()
    event.type = wakeType
    while true {
      var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watched, 1, -1)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return }
      guard SDL_PushEvent(&event) == 1 else { return }
      // The loop answers once it has served the queue. A wake it never handled (it stopped
      // first, or its events were flushed) is pushed again while work still waits, so that the
      // next loop to run is woken too.
      _ = served.wait(timeout: .now() + Self.resendAfter)
    }
  }

  /// How long a wake waits for the loop before it is pushed again (seconds): a choice of this
  /// project, longer than a busy frame, short enough that work queued for a stopped loop is not
  /// left waiting for the next one's idle timeout.
  nonisolated static let resendAfter: TimeInterval = 0.25
}

/// libdispatch's descriptor for the main queue (an eventfd on Linux: readable while the queue
/// has work), the hook Core Foundation's run loop uses to wake for it. Exported by libdispatch,
/// which every Swift program on Linux links.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
