import Foundation
import ViewCore

/// Button presses, motion and releases on the display server's clock. SDL stamps its mouse events
/// when it reads them, so a flick whose last moves an app reads late (a long frame) would arrive
/// with one time for all of them and lose its speed. The server's own times come beside SDL's
/// events as `PointerStamp`s (on X11 from the X event SDL passes on, on Wayland from the app's own
/// `wl_pointer`) and are mapped onto the window's clock by the same `ServerClock` as the scrolling
/// and gestures of that server. SDL's time stays only where no stamp matches (an event SDL made
/// itself, a display the app reads nothing else from).
extension SDLEventTranslator {
  /// Keeps the server's stamp of a pointer event for SDL's mouse event of the same input.
  mutating func stamp(_ stamp: PointerStamp) {
    pointerStamps.append(stamp)
  }

  /// The time of SDL's mouse event of `kind` (`button`, at `x`, `y` in window units, stamped
  /// `sdlMilliseconds` by SDL): the server's, when a stamp matches; SDL's otherwise.
  mutating func mouseTime(
    _ kind: PointerStamp.Kind, button: Int = 0, x: Int32, y: Int32, sdlMilliseconds: UInt32,
    in shared: inout InputContext
  ) -> TimeInterval {
    let readAt = Self.seconds(sdlMilliseconds)
    guard let stamp = pointerStamps.take(kind, button: button, x: Double(x), y: Double(y)) else {
      if !pointerStamps.isEmpty || hasPointerStamps { sdlTimedPointerEvents += 1 }
      return readAt
    }
    hasPointerStamps = true
    return shared.time(ofServerMilliseconds: stamp.serverTime, readAt: readAt, on: stamp.server)
  }
}
