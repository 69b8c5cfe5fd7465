import Foundation
import SDLPlatform
import ViewCore

/// Drives a platform window on a stepped 60 Hz clock instead of the wall clock: scheduled input
/// events are handled at their timestamps, the core advances one frame at a time, and frames are
/// drawn through the real renderer (every one, or every `drawEvery`-th to keep long sessions fast).
final class SteppedSession {
  static let frameInterval: TimeInterval = 1.0 / 60

  let window: SDLPlatformWindow
  private(set) var time: TimeInterval = 1
  private(set) var framesStepped = 0
  private(set) var framesDrawn = 0
  private var pending: [InputEvent] = []

  init(window: SDLPlatformWindow) {
    self.window = window
  }

  var uiWindow: UIWindow { window.uiWindow }

  /// Queues events; each is handled in the first frame at or after its timestamp.
  func schedule(_ events: [InputEvent]) {
    pending += events
    pending.sort { $0.timestamp < $1.timestamp }
  }

  /// True while events wait or something animates.
  var isBusy: Bool { !pending.isEmpty || uiWindow.isAnimating || uiWindow.hasGestureInProgress }

  /// Steps `count` frames, drawing those whose number in the session is a multiple of `drawEvery`.
  func step(frames count: Int, drawEvery: Int = 1, each: (() -> Void)? = nil) {
    for _ in 0..<count {
      time += Self.frameInterval
      var due = 0
      while due < pending.count, pending[due].timestamp <= time { due += 1 }
      if due > 0 {
        uiWindow.handle(Array(pending[..<due]))
        pending.removeFirst(due)
      }
      uiWindow.advance(to: time)
      framesStepped += 1
      if framesStepped % max(drawEvery, 1) == 0 {
        OffscreenSDL.drawFrame(window)
        framesDrawn += 1
      }
      each?()
    }
  }

  /// Steps until nothing is pending or animating (or, given `until`, until it holds and no event
  /// waits), at most `limit` frames; returns frames stepped.
  @discardableResult
  func settle(limit: Int = 600, drawEvery: Int = 1, until isDone: (() -> Bool)? = nil) -> Int {
    var count = 0
    while count < limit, isDone.map({ !pending.isEmpty || !$0() }) ?? isBusy {
      step(frames: 1, drawEvery: drawEvery)
      count += 1
    }
    return count
  }
}
