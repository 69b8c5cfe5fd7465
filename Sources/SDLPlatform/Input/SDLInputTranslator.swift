import CSDL2
import Foundation
import ViewCore

/// Turns SDL events into the core's `InputEvent`s, with no window and no global state: time
/// comes from each event's own timestamp (ms → s), positions are mapped to points by
/// `coordinates`, and modifiers are tracked from key events (or set with `setModifiers(sdlKeymod:)`).
///
/// - The left mouse button is finger 0; the right button's press asks for a context menu
///   (`secondaryClick`); other buttons are ignored.
/// - Alt-drag or Ctrl-drag (`pinchModifiers`) is a pinch gesture about the press point
///   (`+DragPinch`); Ctrl+wheel is one about the pointer (`+WheelPinch`). Neither makes up touches.
/// - Touch-screen fingers become touches with ids from `firstScreenFingerID` up; mouse events
///   that SDL synthesises from touches (`which == SDL_TOUCH_MOUSEID`) are ignored, as are
///   touches it synthesises from the mouse, so nothing is delivered twice.
/// - Unbalanced streams never leave a finger down: a second press first cancels the first, a
///   motion that shows the button released cancels the press, unknown fingers are ignored.
public struct SDLInputTranslator {
  /// Holding either of these while dragging pinches. Alt is the Simulator's Option; Ctrl is for
  /// desktops whose window manager takes Alt-drag (Ctrl-drag is not a window-manager binding).
  public static let pinchModifiers: UIKeyModifierFlags = [.alternate, .control]
  /// The touch id of the left mouse button.
  public static let mouseFingerID = 0
  /// Touch-screen fingers get ids from here up: a choice of this project, clear of the mouse's id
  /// (0) so the two never collide.
  public static let firstScreenFingerID = 16
  /// SDL's id for mouse events synthesised from touches (`SDL_TOUCH_MOUSEID`, `(Uint32)-1`).
  static let touchMouseID = UInt32.max
  /// SDL's id for touches synthesised from the mouse (`SDL_MOUSE_TOUCHID`, `(Sint64)-1`).
  static let mouseTouchID: Int64 = -1

  /// How positions map to points; update it when the window is resized.
  public var coordinates: SDLCoordinateSpace
  /// The modifier keys held, as last reported by SDL.
  public internal(set) var modifiers: UIKeyModifierFlags = []

  var mouse: MouseFingers = .up
  /// The pointer's last position in points.
  var pointer: CGPoint?
  var screenFingers: [ScreenFingerKey: ScreenFinger] = [:]
  var nextScreenFingerID = SDLInputTranslator.firstScreenFingerID
  /// When the latest fractional (trackpad) wheel delta arrived, in seconds.
  var lastPreciseWheelTime: TimeInterval = -.infinity
  /// True when XInput 2 scroll valuators deliver all scrolling (X11 with smooth scrolling):
  /// SDL's wheel events, emulated by the server for the same motion, are then ignored.
  public var scrollsWithXInput = false
  /// The latest value of each XInput 2 scroll valuator.
  var scrollValuators: [ScrollValuatorKey: Double] = [:]
  /// A trackpad pinch (XInput 2.4, or Wayland's pointer gestures) in progress.
  var trackpadPinch: TrackpadPinch?
  /// A Ctrl+wheel pinch in progress (`+WheelPinch`).
  var wheelPinch: WheelPinch?
  /// A trackpad swipe (XInput 2.4, or Wayland's pointer gestures) in progress.
  var trackpadSwipe: TrackpadSwipe?
  /// The X server's event times on the window's clock.
  var xinputClock = ServerClock()
  /// True when the app's own Wayland pointer delivers all scrolling (`SDLInputTranslator+Wayland`):
  /// SDL's wheel events, made from the same axis events, are then ignored.
  public var scrollsWithWayland = false
  /// The compositor's event times on the window's clock.
  var waylandClock = ServerClock()
  /// The window clock minus `CLOCK_MONOTONIC` (seconds), which the display servers' event times
  /// count (`ServerClock`); the platform measures it, nil where it is unknown.
  public var monotonicOffset: TimeInterval?
  /// A finger-source stream is in progress: its lift-off is still to come.
  var waylandFingerStream = false
  /// Fingers rest on the trackpad (a Wayland hold gesture).
  var waylandHold = false
  /// The display server's stamps of pointer events, for SDL's mouse events (`+PointerTimes`).
  var pointerStamps = PointerStamps()
  /// True once a mouse event took the server's time from a stamp.
  var hasPointerStamps = false
  /// Mouse events that kept SDL's read-time stamp although the server's stamps were coming (SDL
  /// made the event itself, or no stamp matched it): for the input status.
  public internal(set) var sdlTimedPointerEvents = 0

  public init(coordinates: SDLCoordinateSpace) {
    self.coordinates = coordinates
  }

  /// The core events for one SDL event (often one, sometimes none or two).
  public mutating func translate(_ event: SDL_Event) -> [InputEvent] {
    switch event.type {
    case SDL_MOUSEBUTTONDOWN.rawValue: return mouseButtonDown(event.button)
    case SDL_MOUSEBUTTONUP.rawValue: return mouseButtonUp(event.button)
    case SDL_MOUSEMOTION.rawValue: return mouseMotion(event.motion)
    case SDL_MOUSEWHEEL.rawValue: return mouseWheel(event.wheel)
    case SDL_FINGERDOWN.rawValue: return fingerDown(event.tfinger)
    case SDL_FINGERMOTION.rawValue: return fingerMotion(event.tfinger)
    case SDL_FINGERUP.rawValue: return fingerUp(event.tfinger)
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: return key(event.key)
    case SDL_WINDOWEVENT.rawValue: return windowEvent(event.window)
    default: return []
    }
  }

  /// True while the left button (one finger or a pinch) is down.
  public var isPressing: Bool {
    if case .up = mouse { return false }
    return true
  }

  /// Seconds from SDL's millisecond timestamp.
  static func seconds(_ milliseconds: UInt32) -> TimeInterval {
    TimeInterval(milliseconds) / 1000
  }
}
