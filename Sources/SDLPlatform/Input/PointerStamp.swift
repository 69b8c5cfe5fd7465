import Foundation

/// What the display server said about one pointer motion or button event — its own time
/// especially — read beside SDL's mouse event for the same input: on X11 from the X event SDL
/// passes on (`SDL_SYSWMEVENT`), on Wayland from the app's own `wl_pointer`. SDL stamps its mouse
/// events when it reads them; the translator takes the server's time from the matching stamp.
public struct PointerStamp: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case motion
    case press
    case release
  }

  /// Whose clock `serverTime` is on.
  public enum Server: Equatable, Sendable {
    case x11
    case wayland
  }

  public var kind: Kind
  /// The button as SDL numbers it (1 left, 2 middle, 3 right; 0 another); 0 for motion.
  public var button: Int
  /// Where, in SDL window units.
  public var x: Double
  public var y: Double
  /// The server's time of the event (milliseconds).
  public var serverTime: UInt32
  public var server: Server

  public init(_ kind: Kind, button: Int = 0, x: Double, y: Double, serverTime: UInt32, server: Server) {
    self.kind = kind
    self.button = button
    self.x = x
    self.y = y
    self.serverTime = serverTime
    self.server = server
  }
}
