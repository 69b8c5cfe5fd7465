import CSDL2
import Foundation
import ViewCore

/// Turns what the desktop's input sources say into the core's `InputEvent`s, with no window and
/// no global state: one translator per source — SDL's own events (`SDLEventTranslator`),
/// XInput 2 (`XInputTranslator`) and the app's Wayland seat (`WaylandSeatTranslator`) — each
/// holding only its own state, and the rules they share written once in the `InputContext`
/// they are handed (the pointer and modifiers, the display servers' clocks, the Ctrl+wheel
/// pinch, a trackpad's pinch and swipe). Time comes from each event's own timestamp, positions
/// are mapped to points by `coordinates`.
public struct SDLInputTranslator {
  /// Holding either of these while dragging pinches. Alt is the Simulator's Option; Ctrl is for
  /// desktops whose window manager takes Alt-drag (Ctrl-drag is not a window-manager binding).
  public static let pinchModifiers: UIKeyModifierFlags = [.alternate, .control]
  /// The touch id of the left mouse button.
  public static let mouseFingerID = 0
  /// Touch-screen fingers get ids from here up: a choice of this project, clear of the mouse's id
  /// (0) so the two never collide.
  public static let firstScreenFingerID = 16
  /// Points per precise unit: SDL's Wayland backend divides the compositor's axis value (in
  /// surface pixels) by 10 (`WAYLAND_WHEEL_AXIS_UNIT`), so one unit is 10 px of finger travel.
  public static let preciseWheelPointsPerUnit: CGFloat = 10
  /// The zoom factor per notch of Ctrl+wheel: 10 %, a choice of this project (a common image-viewer
  /// step).
  public static let zoomFactorPerNotch: CGFloat = 1.1
  /// How long Ctrl+wheel may rest before its pinch ends (seconds): 0.25, a choice of this project
  /// (the wheel zoom's pause before this became a pinch) — longer than the gap between a wheel's
  /// notches while it turns, so one turn is one pinch, short enough that the zoom settles soon
  /// after the wheel stops.
  public static let wheelPinchIdleGap: TimeInterval = 0.25
  /// The pictured fingers' distance at the press of an Alt-drag (points): 100, a choice of this
  /// project — half the 200-pt spread of a trackpad pinch's fingers on a window, so a drag of
  /// 100 pt doubles (`SDLEventTranslator+DragPinch`).
  public static let dragPinchRadius: CGFloat = 100
  /// The smallest distance the pictured fingers come to (points): 1, a choice of this project so
  /// that the scale stays positive however far the drag goes left.
  static let dragPinchMinimumDistance: CGFloat = 1
  /// Points per valuator increment on a touchpad whose server does not say (synthesised events):
  /// 15, a choice of this project matching xf86-input-libinput's default scroll distance (15
  /// units per emulated click), whose units are pointer pixels.
  public static let pointsPerIncrement: CGFloat = 15
  /// Surface units per wheel notch for a Wayland wheel frame that brings no step count: 15,
  /// libinput's value for one click (15°), which compositors pass on as the axis value.
  public static let wheelPixelsPerNotch: CGFloat = 15

  /// What the sources share.
  var shared: InputContext
  var sdl = SDLEventTranslator()
  var xinput = XInputTranslator()
  var wayland = WaylandSeatTranslator()

  public init(coordinates: SDLCoordinateSpace) {
    shared = InputContext(coordinates: coordinates)
  }

  /// How positions map to points; update it when the window is resized.
  public var coordinates: SDLCoordinateSpace {
    get { shared.coordinates }
    set { shared.coordinates = newValue }
  }

  /// The modifier keys held, as last reported by SDL.
  public internal(set) var modifiers: UIKeyModifierFlags {
    get { shared.modifiers }
    set { shared.modifiers = newValue }
  }

  /// Replaces the modifier state with SDL's (`SDL_GetModState()`), e.g. once per frame, so a
  /// modifier released while the window was unfocused is not remembered.
  public mutating func setModifiers(sdlKeymod: UInt32) {
    shared.modifiers = SDLEventTranslator.modifierFlags(sdlKeymod)
  }

  /// The window clock minus `CLOCK_MONOTONIC` (seconds), which the display servers' event times
  /// count (`ServerClock`); the platform measures it, nil where it is unknown.
  public var monotonicOffset: TimeInterval? {
    get { shared.monotonicOffset }
    set { shared.monotonicOffset = newValue }
  }

  /// True when XInput 2 scroll valuators deliver all scrolling (X11 with smooth scrolling):
  /// SDL's wheel events, emulated by the server for the same motion, are then ignored.
  public var scrollsWithXInput: Bool {
    get { sdl.scrollsWithXInput }
    set { sdl.scrollsWithXInput = newValue }
  }

  /// True when the app's own Wayland pointer delivers all scrolling: SDL's wheel events, made
  /// from the same axis events, are then ignored.
  public var scrollsWithWayland: Bool {
    get { sdl.scrollsWithWayland }
    set { sdl.scrollsWithWayland = newValue }
  }

  /// Mouse events that kept SDL's read-time stamp although the server's stamps were coming (SDL
  /// made the event itself, or no stamp matched it): for the input status.
  public var sdlTimedPointerEvents: Int { sdl.sdlTimedPointerEvents }

  /// True while the left button (one finger or a pinch) is down.
  public var isPressing: Bool { sdl.isPressing }

  /// Where a pinch made with the mouse (Alt-drag) is, in window points, for drawing it; nil when
  /// none is.
  public var dragPinchCentre: CGPoint? { sdl.dragPinchCentre }

  /// The core events for one SDL event (often one, sometimes none or two).
  public mutating func translate(_ event: SDL_Event) -> [InputEvent] {
    let events = sdl.translate(event, in: &shared)
    shared.isMouseDown = sdl.isPressing
    return events
  }

  /// Core events for one XInput 2 event read at `readTime` (seconds, on SDL's event clock).
  public mutating func translate(_ event: XInputEvent, at readTime: TimeInterval) -> [InputEvent] {
    xinput.translate(event, at: readTime, in: &shared)
  }

  /// Core events for one event of the app's Wayland pointer.
  public mutating func translate(_ event: WaylandPointerEvent) -> [InputEvent] {
    wayland.translate(event, in: &shared)
  }

  /// Takes a server's event time, read at `readAt` (seconds), into that server's clock estimate
  /// before a batch is translated (`ServerClock.observe`).
  public mutating func observe(_ serverMilliseconds: UInt32, readAt: TimeInterval, on server: PointerStamp.Server) {
    switch server {
    case .x11:
      shared.x11Clock.observe(
        serverMilliseconds: serverMilliseconds, readAt: readAt, monotonicOffset: shared.monotonicOffset)
    case .wayland:
      shared.waylandClock.observe(
        serverMilliseconds: serverMilliseconds, readAt: readAt, monotonicOffset: shared.monotonicOffset)
    }
  }

  /// Keeps the server's stamp of a pointer event for SDL's mouse event of the same input.
  public mutating func stamp(_ stamp: PointerStamp) {
    sdl.stamp(stamp)
  }

  /// When (seconds, on the event clock) `passTime(to:)` has something to end: the Ctrl+wheel
  /// pinch's idle gap; nil when nothing waits on time.
  public var nextDeadline: TimeInterval? { shared.nextDeadline }

  /// What ends because time passed with no event, up to `time` (seconds): a Ctrl+wheel pinch
  /// whose wheel rested for `wheelPinchIdleGap` ends, stamped when the gap passed.
  public mutating func passTime(to time: TimeInterval) -> [InputEvent] {
    shared.passTime(to: time)
  }
}
