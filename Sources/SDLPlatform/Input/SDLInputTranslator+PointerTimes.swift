import Foundation
import ViewCore

/// Button presses, motion and releases on the display server's clock. SDL stamps its mouse events
/// when it reads them, so a flick whose last moves an app reads late (a long frame) would arrive
/// with one time for all of them and lose its speed. The server's own times come beside SDL's
/// events as `PointerStamp`s (on X11 from the X event SDL passes on, on Wayland from the app's own
/// `wl_pointer`) and are mapped onto the window's clock by the same `ServerClock` as the scrolling
/// and gestures of that server. SDL's time stays only where no stamp matches (an event SDL made
/// itself, a display the app reads nothing else from).
extension SDLInputTranslator {
  /// Takes a server's event time, read at `readAt` (seconds), into that server's clock estimate
  /// before a batch is translated (`ServerClock.observe`).
  public mutating func observe(_ serverMilliseconds: UInt32, readAt: TimeInterval, on server: PointerStamp.Server) {
    switch server {
    case .x11:
      xinputClock.observe(serverMilliseconds: serverMilliseconds, readAt: readAt, monotonicOffset: monotonicOffset)
    case .wayland:
      waylandClock.observe(serverMilliseconds: serverMilliseconds, readAt: readAt, monotonicOffset: monotonicOffset)
    }
  }

  /// Keeps the server's stamp of a pointer event for SDL's mouse event of the same input.
  public mutating func stamp(_ stamp: PointerStamp) {
    pointerStamps.append(stamp)
  }

  /// The time of SDL's mouse event of `kind` (`button`, at `x`, `y` in window units, stamped
  /// `sdlMilliseconds` by SDL): the server's, when a stamp matches; SDL's otherwise.
  mutating func mouseTime(
    _ kind: PointerStamp.Kind, button: Int = 0, x: Int32, y: Int32, sdlMilliseconds: UInt32
  ) -> TimeInterval {
    let readAt = Self.seconds(sdlMilliseconds)
    guard let stamp = pointerStamps.take(kind, button: button, x: Double(x), y: Double(y)) else {
      if !pointerStamps.isEmpty || hasPointerStamps { sdlTimedPointerEvents += 1 }
      return readAt
    }
    hasPointerStamps = true
    switch stamp.server {
    case .x11:
      return xinputClock.time(
        ofServerMilliseconds: stamp.serverTime, readAt: readAt, monotonicOffset: monotonicOffset)
    case .wayland:
      return waylandClock.time(
        ofServerMilliseconds: stamp.serverTime, readAt: readAt, monotonicOffset: monotonicOffset)
    }
  }
}
