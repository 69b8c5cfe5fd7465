import Foundation
import SDLPlatform
import ViewCore

extension DesktopTools {
  /// Runs the event loop until the window closes. With `--replay` the recording is played on a
  /// stepped clock instead; with `--screenshot` the window (settled, or as the replay left it) is
  /// saved as a PNG. Returns the exit status when the app should end without its delegate's
  /// `applicationWillTerminate` (a screenshot taken or failed), nil after a normal run.
  func run(_ platformWindow: SDLPlatformWindow, replaying replay: InputRecording?, keyWindow: UIWindow?) -> Int32? {
    platformWindow.step()
    if configuration.tracesScrolling {
      // Said once the display server has exposed the window (at the frame after, if not yet):
      // input sent to a window that is not yet showing may be lost.
      pendingWindowAppearance = keyWindow?.rootViewController.map { String(describing: type(of: $0)) } ?? "window"
      pendingAppearanceSince = platformWindow.clock.now()
      traceWindowAppearance(in: platformWindow)
    }
    if let replay {
      play(replay, in: platformWindow, keyWindow: keyWindow)
    } else if configuration.screenshotPath == nil {
      platformWindow.run()
      writeRecording()
    }
    guard let screenshot = configuration.screenshotPath else { return nil }
    if replay == nil { platformWindow.settle() }
    do {
      try platformWindow.screenshot(to: screenshot)
    } catch {
      UIApplication.report("error: \(error)")
      return 1
    }
    return 0
  }

  /// The length of a replayed frame: a 60 Hz display.
  static let replayFrameInterval: TimeInterval = 1.0 / 60
  /// How long a replay lets motion finish after the last event, at most (simulated seconds).
  static let replaySettleLimit: TimeInterval = 10

  /// `--replay`: feeds the recording's events to the window at their recorded times on a stepped
  /// 60 Hz clock (no waiting), drawing each frame, then lets everything come to rest.
  private func play(_ recording: InputRecording, in platform: SDLPlatformWindow, keyWindow: UIWindow?) {
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
      drawReplayedFrame(at: time, in: platform, keyWindow: keyWindow)
      time += Self.replayFrameInterval
    }
    let end = time + Self.replaySettleLimit
    while window.isAnimating, time < end {
      drawReplayedFrame(at: time, in: platform, keyWindow: keyWindow)
      time += Self.replayFrameInterval
    }
    drawReplayedFrame(at: time, in: platform, keyWindow: keyWindow)
  }

  private func drawReplayedFrame(at time: TimeInterval, in platform: SDLPlatformWindow, keyWindow: UIWindow?) {
    platform.uiWindow.advance(to: time)
    frameWillDraw(at: time, in: platform, keyWindow: keyWindow)
    platform.renderer.draw(platform.uiWindow.makeDisplayList())
  }

  /// `--record`: writes the events of this run, with one line saying where.
  private func writeRecording() {
    guard let recording, let path = configuration.recordPath else { return }
    do {
      try recording.write(to: URL(fileURLWithPath: path))
      UIApplication.report("recorded \(recording.events.count) events to \(path)")
    } catch {
      UIApplication.report("error: could not write the recording: \(error)")
    }
  }
}
