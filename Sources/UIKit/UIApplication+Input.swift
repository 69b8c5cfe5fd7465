import Foundation
import SDLPlatform
import ViewCore

extension UIApplication {
  /// Core events from the SDL window: with `--capture`, F12 asks for a screenshot and goes no
  /// further; everything else goes to the key window's dispatch (and the recording, with
  /// `--record`), then to the input observers.
  func handle(_ events: [InputEvent]) {
    guard let window = platformWindow?.uiWindow else { return }
    var forwarded = events
    if configuration.capturePath != nil {
      forwarded.removeAll { event in
        guard case .key(let key) = event, key.code == .function(12) else { return false }
        if key.phase == .down {
          captureRequestTime = platformWindow?.clock.now()
          window.setNeedsRedraw()
        }
        return true
      }
    }
    recording?.events.append(contentsOf: forwarded)
    window.handle(forwarded)
    for observer in inputObservers { observer(forwarded) }
  }

  /// Saves the capture F12 asked for once nothing animates (or the settle limit has passed).
  func saveCaptureIfSettled(at time: TimeInterval) {
    guard let requested = captureRequestTime, let platformWindow, let path = configuration.capturePath else { return }
    guard !platformWindow.uiWindow.isAnimating || time - requested > SDLPlatformWindow.settleLimit else { return }
    captureRequestTime = nil
    do {
      try platformWindow.screenshot(to: path)
      Self.report("saved a screenshot to \(path)")
    } catch {
      Self.report("error: \(error)")
    }
  }
}
