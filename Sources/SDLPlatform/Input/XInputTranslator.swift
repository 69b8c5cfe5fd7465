import Foundation
import ViewCore

/// XInput 2 on X11: a trackpad's smooth-scrolling valuators and its pinch
/// gestures, as real servers send them.
///
/// Scrolling: a scroll valuator reports an absolute value per device; its change since the
/// previous event of the same device (for the first, since the value the bridge read from the
/// device when it appeared, the app started or the pointer entered) is the scroll, in units of
/// the server's increment (one notch). A change is precise — the content follows it, `pointsPerIncrement` points per
/// increment — when the device is a touchpad, when it is not a whole number of increments (a
/// wheel moves by whole notches), or when it continues a precise stream within
/// `WheelRouting.latchInterval` (`InputContext.isPreciseWheelStep`, the rule every source
/// shares); otherwise it is a notch. (Xwayland reports a trackpad and a
/// wheel through the same device: a finger step of exactly 10 px is a whole increment there and
/// reads as a notch unless a fractional step came before it.) The server also sends core button
/// 4/5 presses for the same motion (emulated for old clients), which SDL turns into wheel events:
/// while the bridge says the server has scroll valuators (`scrollsWithXInput`), SDL's wheel
/// events are ignored, so nothing scrolls twice.
///
/// Times: the X server's own event times, mapped onto the window's clock (`ServerClock`).
///
/// Gestures: an XI 2.4 pinch becomes the core's pinch gesture (`InputContext+TrackpadPinch`), with its
/// rotation, and a swipe its swipe gesture (`InputContext+TrackpadSwipe`); unplugging the device that makes
/// one cancels it.
struct XInputTranslator {
  /// The latest value of each XInput 2 scroll valuator.
  var scrollValuators: [ScrollValuatorKey: Double] = [:]

  /// Core events for one XInput 2 event read at `time` (seconds, on SDL's event clock).
  mutating func translate(_ event: XInputEvent, at readTime: TimeInterval, in shared: inout InputContext)
    -> [InputEvent]
  {
    guard event.x.isFinite, event.y.isFinite else { return [] }
    let time = event.serverTime.map { shared.time(ofServerMilliseconds: $0, readAt: readTime, on: .x11) } ?? readTime
    let scale = shared.coordinates.pointsPerWindowUnit
    let location = CGPoint(x: CGFloat(event.x) * scale, y: CGFloat(event.y) * scale)
    switch event.kind {
    case .entered, .devicesChanged:
      scrollValuators.removeAll()
      return []
    case .reset:
      if event.source == 0 {
        scrollValuators.removeAll()
      } else {
        scrollValuators = scrollValuators.filter { $0.key.device != event.source }
      }
      return []
    case .deviceRemoved:
      scrollValuators = scrollValuators.filter { $0.key.device != event.source }
      var ended: [InputEvent] = []
      if shared.trackpadPinch?.source == event.source { ended += shared.endGesturePinch(cancelled: true, time: time) }
      if shared.trackpadSwipe?.source == event.source { ended += shared.endSwipe(cancelled: true, time: time) }
      return ended
    case .motion:
      return scrollFromValuators(event, at: location, time: time, in: &shared)
    case .pinchBegin:
      return shared.beginGesturePinch(at: location, time: time, source: event.source)
    case .pinchUpdate:
      let delta = CGPoint(x: CGFloat(event.deltaX) * scale, y: CGFloat(event.deltaY) * scale)
      return shared.updateGesturePinch(
        centreDelta: delta, scale: event.scale, rotationDelta: event.rotation, time: time)
    case .pinchEnd(let cancelled):
      return shared.endGesturePinch(cancelled: cancelled, time: time)
    case .swipeBegin:
      return shared.beginSwipe(at: location, time: time, source: event.source)
    case .swipeUpdate:
      return shared.updateSwipe(
        by: CGPoint(x: CGFloat(event.deltaX) * scale, y: CGFloat(event.deltaY) * scale), time: time)
    case .swipeEnd(let cancelled):
      return shared.endSwipe(cancelled: cancelled, time: time)
    }
  }

  /// The valuators' changes as a wheel event (or, with Ctrl, a pinch step).
  private mutating func scrollFromValuators(
    _ event: XInputEvent, at location: CGPoint, time: TimeInterval, in shared: inout InputContext
  ) -> [InputEvent] {
    shared.pointer = location
    var increments = CGPoint.zero
    var points = CGPoint.zero
    for scroll in event.scrolls
    where scroll.value.isFinite && scroll.increment.isFinite && scroll.increment != 0
      && scroll.pointsPerIncrement.isFinite
    {
      let key = ScrollValuatorKey(device: event.source, number: scroll.number)
      let recorded = scrollValuators.updateValue(scroll.value, forKey: key)
      // The bridge's reference (read from the device) comes first; without either, the first
      // value after a reset only sets where the valuator stands.
      guard let previous = scroll.previous ?? recorded, previous.isFinite else { continue }
      let change = CGFloat((scroll.value - previous) / abs(scroll.increment))
      let distance = change * CGFloat(scroll.pointsPerIncrement)
      if scroll.isVertical {
        increments.y += change
        points.y += distance
      } else {
        increments.x += change
        points.x += distance
      }
    }
    guard increments != .zero, increments.x.isFinite, increments.y.isFinite else { return [] }
    let isWhole = increments.x == increments.x.rounded() && increments.y == increments.y.rounded()
    let isPrecise = shared.isPreciseWheelStep(isWhole: isWhole, isTouchpad: event.isTouchpad, time: time)
    return shared.wheelStep(
      isPrecise ? points : increments, zoomNotchesAway: -increments.y, isPrecise: isPrecise, at: location, time: time)
  }
}

/// A scroll valuator of one device.
struct ScrollValuatorKey: Hashable {
  var device: Int
  var number: Int
}
