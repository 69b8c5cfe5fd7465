import CSDL2
import Foundation
import ViewCore

/// SDL's own events — mouse, keys, touch-screen fingers, wheel, window — as the core's
/// `InputEvent`s; it holds only their state (the button, the fingers, the display server's
/// stamps waiting for mouse events) and reads and moves what the sources share in the
/// `InputContext` it is handed.
///
/// - The left mouse button is finger 0; the right button's press asks for a context menu
///   (`secondaryClick`); other buttons are ignored.
/// - Alt-drag or Ctrl-drag (`pinchModifiers`) is a pinch gesture about the press point
///   (`+DragPinch`); Ctrl+wheel is one about the pointer (`InputContext+WheelPinch`). Neither
///   makes up touches.
/// - Touch-screen fingers become touches with ids from `firstScreenFingerID` up; mouse events
///   that SDL synthesises from touches (`which == SDL_TOUCH_MOUSEID`) are ignored, as are
///   touches it synthesises from the mouse, so nothing is delivered twice.
/// - Unbalanced streams never leave a finger down: a second press first cancels the first, a
///   motion that shows the button released cancels the press, unknown fingers are ignored.
struct SDLEventTranslator {
  /// SDL's id for mouse events synthesised from touches (`SDL_TOUCH_MOUSEID`, `(Uint32)-1`).
  static let touchMouseID = UInt32.max
  /// SDL's id for touches synthesised from the mouse (`SDL_MOUSE_TOUCHID`, `(Sint64)-1`).
  static let mouseTouchID: Int64 = -1

  var mouse: MouseFingers = .up
  var screenFingers: [ScreenFingerKey: ScreenFinger] = [:]
  var nextScreenFingerID = SDLInputTranslator.firstScreenFingerID
  /// True when XInput 2 scroll valuators deliver all scrolling (X11 with smooth scrolling):
  /// SDL's wheel events, emulated by the server for the same motion, are then ignored.
  var scrollsWithXInput = false
  /// True when the app's own Wayland pointer delivers all scrolling: SDL's wheel events, made
  /// from the same axis events, are then ignored.
  var scrollsWithWayland = false
  /// The display server's stamps of pointer events, for SDL's mouse events (`+PointerTimes`).
  var pointerStamps = PointerStamps()
  /// True once a mouse event took the server's time from a stamp.
  var hasPointerStamps = false
  /// Mouse events that kept SDL's read-time stamp although the server's stamps were coming.
  var sdlTimedPointerEvents = 0

  /// The core events for one SDL event (often one, sometimes none or two).
  mutating func translate(_ event: SDL_Event, in shared: inout InputContext) -> [InputEvent] {
    switch event.type {
    case SDL_MOUSEBUTTONDOWN.rawValue: return mouseButtonDown(event.button, in: &shared)
    case SDL_MOUSEBUTTONUP.rawValue: return mouseButtonUp(event.button, in: &shared)
    case SDL_MOUSEMOTION.rawValue: return mouseMotion(event.motion, in: &shared)
    case SDL_MOUSEWHEEL.rawValue: return mouseWheel(event.wheel, in: &shared)
    case SDL_FINGERDOWN.rawValue: return fingerDown(event.tfinger, in: shared)
    case SDL_FINGERMOTION.rawValue: return fingerMotion(event.tfinger, in: shared)
    case SDL_FINGERUP.rawValue: return fingerUp(event.tfinger, in: shared)
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: return key(event.key, in: &shared)
    case SDL_WINDOWEVENT.rawValue: return windowEvent(event.window, in: &shared)
    default: return []
    }
  }

  /// True while the left button (one finger or a pinch) is down.
  var isPressing: Bool {
    if case .up = mouse { return false }
    return true
  }

  /// Seconds from SDL's millisecond timestamp.
  static func seconds(_ milliseconds: UInt32) -> TimeInterval {
    TimeInterval(milliseconds) / 1000
  }
}
