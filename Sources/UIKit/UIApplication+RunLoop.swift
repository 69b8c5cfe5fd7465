import Foundation
import SDLPlatform
import ViewCore

extension UIApplication {
  /// Runs the event loop until the window closes and returns the process's exit status. With
  /// `--replay` the recording is played on a stepped clock instead; with `--screenshot` the
  /// window (settled, or as the replay left it) is saved as a PNG and the app returns.
  func runEventLoop(replaying replay: InputRecording? = nil) -> Int32 {
    guard let platformWindow else {
      Self.report(
        "error: no window was shown; create a UIWindow and call makeKeyAndVisible() in "
          + "application(_:didFinishLaunchingWithOptions:)")
      return 1
    }
    platformWindow.step()
    if configuration.tracesScrolling {
      let name = keyWindow?.rootViewController.map { String(describing: type(of: $0)) } ?? "window"
      Self.printLine(Self.line(view: name, event: "windowDidAppear", at: platformWindow.uiWindow.currentTime))
    }
    if let replay {
      play(replay, in: platformWindow)
    } else if configuration.screenshotPath == nil {
      platformWindow.run()
      writeRecording()
    }
    if let screenshot = configuration.screenshotPath {
      if replay == nil { platformWindow.settle() }
      do {
        try platformWindow.screenshot(to: screenshot)
      } catch {
        Self.report("error: \(error)")
        return 1
      }
      return 0
    }
    delegate?.applicationWillTerminate(self)
    return 0
  }

  /// The length of a replayed frame: a 60 Hz display.
  static let replayFrameInterval: TimeInterval = 1.0 / 60
  /// How long a replay lets motion finish after the last event, at most (simulated seconds).
  static let replaySettleLimit: TimeInterval = 10

  /// `--replay`: feeds the recording's events to the window at their recorded times on a stepped
  /// 60 Hz clock (no waiting), drawing each frame, then lets everything come to rest.
  private func play(_ recording: InputRecording, in platform: SDLPlatformWindow) {
    let window = platform.uiWindow
    let events = recording.events.sorted { $0.timestamp < $1.timestamp }
    var time = max(window.currentTime, events.first?.timestamp ?? 0)
    var index = 0
    while index < events.count {
      while index < events.count, events[index].timestamp <= time {
        window.handle(events[index])
        for observer in inputObservers { observer([events[index]]) }
        index += 1
      }
      drawReplayedFrame(at: time, in: platform)
      time += Self.replayFrameInterval
    }
    let end = time + Self.replaySettleLimit
    while window.isAnimating, time < end {
      drawReplayedFrame(at: time, in: platform)
      time += Self.replayFrameInterval
    }
    drawReplayedFrame(at: time, in: platform)
  }

  private func drawReplayedFrame(at time: TimeInterval, in platform: SDLPlatformWindow) {
    platform.uiWindow.advance(to: time)
    frameWillDraw(at: time)
    platform.renderer.draw(platform.uiWindow.makeDisplayList())
  }

  /// `--record`: writes the events of this run, with one line saying where.
  private func writeRecording() {
    guard let recording, let path = configuration.recordPath else { return }
    do {
      try recording.write(to: URL(fileURLWithPath: path))
      Self.report("recorded \(recording.events.count) events to \(path)")
    } catch {
      Self.report("error: could not write the recording: \(error)")
    }
  }
}
