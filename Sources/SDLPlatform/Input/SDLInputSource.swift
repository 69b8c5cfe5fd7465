import CSDL2
import CWaylandInput
import CXInput
import Foundation
import ViewCore

/// Connects a platform window's SDL events to the core: every SDL event goes through an
/// `SDLInputTranslator` (kept in step with the window's size and pixel density) and the
/// resulting core events go to `handler`, one call per SDL event so that touches of the same
/// instant (both pinch fingers) arrive together. The app never sees an SDL type.
@MainActor
public final class SDLInputSource {
  private unowned let platform: SDLPlatformWindow
  private var translator: SDLInputTranslator
  /// The window clock minus `CLOCK_MONOTONIC`, for the display servers' event times.
  private var monotonicOffset = MonotonicOffset()
  /// Typed text and input-method compositions.
  private let textTranslator = SDLTextInputTranslator()
  private let handler: ([InputEvent]) -> Void
  /// XInput 2 on X11: smooth scrolling and pinch gestures (nil elsewhere, or without XI 2).
  private var xinput: OpaquePointer?
  /// The SDL event type the XInput bridge wakes the loop with.
  private var xinputWakeType: UInt32 = 0
  /// What the XInput 2 bridge found (for the log): its version, valuators and gestures, or why
  /// there is none. Nil when the window is not on X11.
  public private(set) var xinputStatus: String?
  /// The app's own Wayland seat objects: axis source and stop, wheel steps, pinch and hold
  /// (nil elsewhere, or when the compositor has no seat).
  private var wayland: OpaquePointer?
  /// The SDL event type the Wayland bridge wakes the loop with.
  private var waylandWakeType: UInt32 = 0
  /// What the Wayland bridge found (for the log): the seat's version and the gestures offered.
  public private(set) var waylandStatus: String?
  /// What the desktop's input offers beyond SDL's events, or why not: XInput 2 on X11, the
  /// compositor's seat and gestures on Wayland.
  public var inputStatus: String? { xinputStatus ?? waylandStatus }
  /// Called when XInput 2 has read every device's scroll valuators again, with why
  /// (`pointerDidEnter`, `pointerDevicesDidChange`): from then on a scroll's first event moves by
  /// what it says. For the trace, so a test knows the app is ready for that first event.
  public var onDevicesRead: ((String) -> Void)?

  /// Takes over `platform.onEvent`.
  public init(platform: SDLPlatformWindow, handler: @escaping ([InputEvent]) -> Void) {
    self.platform = platform
    self.handler = handler
    translator = SDLInputTranslator(coordinates: SDLInputSource.coordinates(of: platform))
    platform.onEvent = { [weak self] event in self?.translate(event) }
    if SDLSession.currentDriver == "x11" {
      openXInput()
      // The X events behind SDL's mouse events, for their server times (`SDLEventTranslator+PointerTimes`).
      SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
      xinputStatus = (xinputStatus.map { $0 + "; " } ?? "") + "button and motion times: the X server's"
    }
    if SDLSession.currentDriver == "wayland" {
      openWayland()
      if wayland != nil { waylandStatus = (waylandStatus ?? "") + "; button and motion times: the compositor's" }
    }
  }

  isolated deinit {
    if let xinput { xinput_bridge_close(xinput) }
    if let wayland { wayland_input_close(wayland) }
  }

  /// Binds the app's own seat objects on SDL's Wayland connection (see `WaylandSeatTranslator`).
  private func openWayland() {
    let wakeType = SDL_RegisterEvents(1)
    guard wakeType != UInt32.max else {
      waylandStatus = "Wayland: no SDL event type left for wake-ups; axis source, stop and gestures left off"
      return
    }
    var message = [CChar](repeating: 0, count: 256)
    wayland = wayland_input_open(UnsafeMutableRawPointer(platform.sdlWindow), wakeType, &message, message.count)
    waylandStatus = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    waylandWakeType = wakeType
  }

  /// Everything the Wayland bridge has read, translated (on its wake-up event).
  private func drainWayland() {
    guard let wayland else { return }
    var event = WaylandInputEvent()
    // The seat may have gained or lost its pointer (the bridge wakes the loop for that too).
    translator.scrollsWithWayland = wayland_input_has_pointer(wayland) != 0
    translator.monotonicOffset = monotonicOffset.current()
    var read: [WaylandPointerEvent] = []
    while wayland_input_next(wayland, &event) != 0 { read.append(Self.waylandEvent(event)) }
    // The whole batch first, so that a burst read late maps on one offset (`ServerClock.observe`).
    for event in read {
      if let serverTime = event.serverTime { translator.observe(serverTime, readAt: event.readAt, on: .wayland) }
    }
    for event in read {
      let events = translator.translate(event)
      if !events.isEmpty { handler(events) }
    }
  }

  /// The bridge's C event as the translator's data.
  static func waylandEvent(_ event: WaylandInputEvent) -> WaylandPointerEvent {
    let kind: WaylandPointerEvent.Kind
    switch Int(event.kind) {
    case Int(WAYLAND_INPUT_PINCH_BEGIN.rawValue): kind = .pinchBegin
    case Int(WAYLAND_INPUT_PINCH_UPDATE.rawValue): kind = .pinchUpdate
    case Int(WAYLAND_INPUT_PINCH_END.rawValue): kind = .pinchEnd(cancelled: event.cancelled != 0)
    case Int(WAYLAND_INPUT_HOLD_BEGIN.rawValue): kind = .holdBegin
    case Int(WAYLAND_INPUT_HOLD_END.rawValue): kind = .holdEnd(cancelled: event.cancelled != 0)
    case Int(WAYLAND_INPUT_SWIPE_BEGIN.rawValue): kind = .swipeBegin
    case Int(WAYLAND_INPUT_SWIPE_UPDATE.rawValue): kind = .swipeUpdate
    case Int(WAYLAND_INPUT_SWIPE_END.rawValue): kind = .swipeEnd(cancelled: event.cancelled != 0)
    case Int(WAYLAND_INPUT_LEAVE.rawValue): kind = .leave
    case Int(WAYLAND_INPUT_POINTER_GONE.rawValue): kind = .pointerGone
    default: kind = .axis
    }
    let source: WaylandPointerEvent.Source?
    switch Int(event.source) {
    case Int(WAYLAND_INPUT_SOURCE_WHEEL.rawValue): source = .wheel
    case Int(WAYLAND_INPUT_SOURCE_FINGER.rawValue): source = .finger
    case Int(WAYLAND_INPUT_SOURCE_CONTINUOUS.rawValue): source = .continuous
    case Int(WAYLAND_INPUT_SOURCE_WHEEL_TILT.rawValue): source = .wheelTilt
    default: source = nil
    }
    let timed = kind != .leave && kind != .pointerGone
    return WaylandPointerEvent(
      kind, serverTime: timed ? event.time : nil, readAt: TimeInterval(event.read_ms) / 1000, x: event.x, y: event.y,
      deltaX: event.dx, deltaY: event.dy, source: source, steps120X: Int(event.steps120_x),
      steps120Y: Int(event.steps120_y), stops: event.stop_x != 0 || event.stop_y != 0, scale: event.scale,
      rotation: event.rotation)
  }

  /// Opens the XInput 2 bridge: from then on the scroll valuators, when the server has them,
  /// carry all scrolling (see `XInputTranslator`).
  private func openXInput() {
    var message = [CChar](repeating: 0, count: 256)
    let bridge = xinput_bridge_open(UnsafeMutableRawPointer(platform.sdlWindow), &message, message.count)
    xinputStatus = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let bridge else { return }
    let wakeType = SDL_RegisterEvents(1)
    guard wakeType != UInt32.max, xinput_bridge_start_wakeups(bridge, wakeType) == 0 else {
      xinput_bridge_close(bridge)
      xinputStatus = (xinputStatus ?? "") + "; no wake-ups, XInput 2 left off"
      return
    }
    xinput = bridge
    xinputWakeType = wakeType
    translator.scrollsWithXInput = xinput_bridge_has_scroll_valuators(bridge) != 0
  }

  /// Everything the bridge has read, translated (on its wake-up event).
  private func drainXInput() {
    guard let xinput else { return }
    let time = TimeInterval(SDL_GetTicks()) / 1000
    var event = XInputBridgeEvent()
    translator.monotonicOffset = monotonicOffset.current()
    var batch: [XInputEvent] = []
    while xinput_bridge_next(xinput, &event) != 0 { batch.append(Self.xinputEvent(event)) }
    // The whole batch first, so that a burst read late maps on one offset (`ServerClock.observe`).
    for read in batch {
      if let serverTime = read.serverTime { translator.observe(serverTime, readAt: time, on: .x11) }
    }
    for read in batch {
      let events = translator.translate(read, at: time)
      if !events.isEmpty { handler(events) }
      if read.kind == .entered { onDevicesRead?("pointerDidEnter") }
      if read.kind == .devicesChanged { onDevicesRead?("pointerDevicesDidChange") }
    }
    // A pointer with scroll valuators may have been plugged in (or the last one out).
    translator.scrollsWithXInput = xinput_bridge_has_scroll_valuators(xinput) != 0
  }

  /// The bridge's C event as the translator's data.
  static func xinputEvent(_ event: XInputBridgeEvent) -> XInputEvent {
    let kind: XInputEvent.Kind
    switch Int(event.kind) {
    case Int(XINPUT_BRIDGE_MOTION.rawValue): kind = .motion
    case Int(XINPUT_BRIDGE_PINCH_BEGIN.rawValue): kind = .pinchBegin
    case Int(XINPUT_BRIDGE_PINCH_UPDATE.rawValue): kind = .pinchUpdate
    case Int(XINPUT_BRIDGE_PINCH_END.rawValue): kind = .pinchEnd(cancelled: event.cancelled != 0)
    case Int(XINPUT_BRIDGE_SWIPE_BEGIN.rawValue): kind = .swipeBegin
    case Int(XINPUT_BRIDGE_SWIPE_UPDATE.rawValue): kind = .swipeUpdate
    case Int(XINPUT_BRIDGE_SWIPE_END.rawValue): kind = .swipeEnd(cancelled: event.cancelled != 0)
    case Int(XINPUT_BRIDGE_DEVICE_REMOVED.rawValue): kind = .deviceRemoved
    case Int(XINPUT_BRIDGE_ENTER.rawValue): kind = .entered
    case Int(XINPUT_BRIDGE_DEVICES_CHANGED.rawValue): kind = .devicesChanged
    default: kind = .reset
    }
    let all = withUnsafeBytes(of: event.scroll) { Array($0.bindMemory(to: XInputBridgeScroll.self)) }
    let scrolls = all.prefix(Int(max(0, min(event.scroll_count, Int32(all.count))))).map {
      XInputEvent.Scroll(
        number: Int($0.number), value: $0.value, increment: $0.increment, isVertical: $0.vertical != 0,
        pointsPerIncrement: $0.points_per_increment, previous: $0.has_previous != 0 ? $0.previous : nil)
    }
    return XInputEvent(
      kind, serverTime: event.time == 0 ? nil : UInt32(truncatingIfNeeded: event.time), source: Int(event.source),
      isTouchpad: event.touchpad != 0, x: event.x, y: event.y, scrolls: scrolls,
      scale: event.scale, deltaX: event.delta_x, deltaY: event.delta_y, rotation: event.angle_delta)
  }

  /// Where a pinch made with the mouse (Alt-drag) is, in window points, for drawing it; nil when none is.
  public var dragPinchCentre: CGPoint? { translator.dragPinchCentre }

  /// When (seconds, on the frame clock, which SDL's event times share) input needs the loop to
  /// wake with no event: a Ctrl+wheel pinch's end is due. Nil when nothing waits on time.
  public var nextDeadline: TimeInterval? { translator.nextDeadline }

  /// Hands over what ended because time passed with no event, up to `time` (seconds, the frame
  /// clock): the loop calls it on each pass.
  public func passTime(to time: TimeInterval) {
    let events = translator.passTime(to: time)
    if !events.isEmpty { handler(events) }
  }

  private func translate(_ event: SDL_Event) {
    translator.coordinates = SDLInputSource.coordinates(of: platform)
    translator.monotonicOffset = monotonicOffset.current()
    if event.type == SDL_SYSWMEVENT.rawValue {
      takeX11PointerStamp(event)
      return
    }
    if wayland != nil, Self.isMouse(event) { takeWaylandPointerStamps() }
    if xinput != nil, event.type == xinputWakeType {
      drainXInput()
      return
    }
    if wayland != nil, event.type == waylandWakeType {
      drainWayland()
      return
    }
    if let text = textTranslator.translate(event) { return handler([text]) }
    let events = translator.translate(event)
    if !events.isEmpty { handler(events) }
  }

  private static func isMouse(_ event: SDL_Event) -> Bool {
    event.type == SDL_MOUSEMOTION.rawValue || event.type == SDL_MOUSEBUTTONDOWN.rawValue
      || event.type == SDL_MOUSEBUTTONUP.rawValue
  }

  /// The X server's stamp of the core pointer event SDL is about to turn into a mouse event.
  private func takeX11PointerStamp(_ event: SDL_Event) {
    var stamp = XInputBridgePointerStamp()
    var copy = event
    guard xinput_bridge_pointer_stamp(&copy, &stamp) != 0 else { return }
    let kind: PointerStamp.Kind = stamp.kind == 2 ? .press : stamp.kind == 3 ? .release : .motion
    translator.stamp(
      PointerStamp(
        kind, button: Int(stamp.button), x: Double(stamp.x), y: Double(stamp.y),
        serverTime: UInt32(truncatingIfNeeded: stamp.time), server: .x11))
  }

  /// The compositor's stamps of the pointer events the app's own `wl_pointer` has read so far:
  /// SDL's pointer read the same events in the same dispatch.
  private func takeWaylandPointerStamps() {
    guard let wayland else { return }
    var stamp = WaylandPointerStamp()
    let now = TimeInterval(SDL_GetTicks()) / 1000
    translator.monotonicOffset = monotonicOffset.current()
    while wayland_input_next_stamp(wayland, &stamp) != 0 {
      let kind: PointerStamp.Kind = stamp.kind == 2 ? .press : stamp.kind == 3 ? .release : .motion
      translator.stamp(
        PointerStamp(
          kind, button: Int(stamp.button), x: stamp.x, y: stamp.y, serverTime: stamp.time, server: .wayland))
      // Read no later than now: a burst's offset, before its mouse events are mapped one by one.
      translator.observe(stamp.time, readAt: now, on: .wayland)
    }
  }

  /// The translator's view of the window: SDL window units, drawable pixels, points.
  static func coordinates(of platform: SDLPlatformWindow) -> SDLCoordinateSpace {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(platform.sdlWindow, &width, &height)
    let output = platform.renderer.outputSize
    let drawable = CGSize(width: CGFloat(max(output.width, 1)), height: CGFloat(max(output.height, 1)))
    let windowSize = CGSize(width: CGFloat(max(width, 1)), height: CGFloat(max(height, 1)))
    let pointWidth = windowSize.width / platform.windowUnitsPerPoint
    return SDLCoordinateSpace(
      windowSize: windowSize, drawableSize: drawable, pixelsPerPoint: max(drawable.width / pointWidth, 1))
  }
}
