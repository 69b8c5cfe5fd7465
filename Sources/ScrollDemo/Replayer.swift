import DemoScenes
import Foundation
import SDLPlatform
import ViewCore

/// `--replay`: feeds a recording's events to the window at their recorded times on a stepped
/// 60 Hz clock (no waiting), drawing each frame, then lets everything come to rest.
@MainActor
struct Replayer {
  let app: DemoApp
  static let frameInterval: TimeInterval = 1.0 / 60
  /// How long to let motion finish after the last event, at most (simulated seconds).
  static let settleLimit: TimeInterval = 10

  func play(_ recording: InputRecording) {
    let window = app.platform.uiWindow
    let events = recording.events.sorted { $0.timestamp < $1.timestamp }
    var time = max(window.currentTime, events.first?.timestamp ?? 0)
    var index = 0
    while index < events.count {
      while index < events.count, events[index].timestamp <= time {
        window.handle(events[index])
        index += 1
      }
      frame(at: time)
      time += Self.frameInterval
    }
    let end = time + Self.settleLimit
    while window.isAnimating, time < end {
      frame(at: time)
      time += Self.frameInterval
    }
    frame(at: time)
  }

  private func frame(at time: TimeInterval) {
    let window = app.platform.uiWindow
    window.advance(to: time)
    app.platform.renderer.draw(window.makeDisplayList())
  }
}
