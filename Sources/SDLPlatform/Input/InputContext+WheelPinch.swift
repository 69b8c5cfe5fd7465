import Foundation
import ViewCore

/// Ctrl+wheel as a pinch: the steps of one turn of the wheel (or one trackpad scroll with Ctrl
/// held) are one `InputEvent.Gesture` pinch about the pointer — began at the first step, changed
/// at each with the product of the steps' factors, ended once the wheel has rested for
/// `SDLInputTranslator.wheelPinchIdleGap` — so it reaches the pinch recognizers under the pointer as a trackpad's
/// pinch does (the scroll view's zooms, bouncing back into its range at the end).
///
/// The wheel says nothing when it stops, so the end comes from time passing: the platform's
/// loop asks for `nextDeadline` and calls `passTime(to:)` when it wakes; the end carries the
/// moment the gap passed, not the moment the loop noticed it.
extension InputContext {
  /// One Ctrl+wheel step of `notchesAway` notches turned away from the user (negative: towards),
  /// at `location` (points): each notch multiplies the scale by `zoomFactorPerNotch`. A step at
  /// another place ends the pinch and begins one there, so each zooms about the pointer.
  mutating func wheelZoom(notchesAway: CGFloat, at location: CGPoint, time: TimeInterval) -> [InputEvent] {
    guard notchesAway.isFinite, notchesAway != 0, location.x.isFinite, location.y.isFinite else { return [] }
    var events = passTime(to: time)
    if let pinch = wheelPinch, pinch.centre != location { events += endWheelPinch(at: time) }
    var pinch = wheelPinch ?? WheelPinch(centre: location, lastStep: time)
    if wheelPinch == nil { events.append(.gesture(.init(.began, at: location, time: time))) }
    let scale = pinch.scale * pow(SDLInputTranslator.zoomFactorPerNotch, notchesAway)
    if scale.isFinite, scale > 0 { pinch.scale = scale }
    pinch.lastStep = max(pinch.lastStep, time)
    wheelPinch = pinch
    events.append(.gesture(.init(.changed, at: pinch.centre, scale: pinch.scale, time: time)))
    return events
  }

  /// When (seconds, on the event clock) `passTime(to:)` has something to end: the Ctrl+wheel
  /// pinch's idle gap; nil when nothing waits on time.
  var nextDeadline: TimeInterval? {
    wheelPinch.map { $0.lastStep + SDLInputTranslator.wheelPinchIdleGap }
  }

  /// What ends because time passed with no event, up to `time` (seconds): a Ctrl+wheel pinch
  /// whose wheel rested for `SDLInputTranslator.wheelPinchIdleGap` ends, stamped when the gap passed.
  mutating func passTime(to time: TimeInterval) -> [InputEvent] {
    guard let deadline = nextDeadline, time >= deadline else { return [] }
    return endWheelPinch(at: deadline)
  }

  /// Ends the Ctrl+wheel pinch, if one is in progress (the wheel rested, Ctrl was released, a
  /// button was pressed).
  mutating func endWheelPinch(at time: TimeInterval) -> [InputEvent] {
    guard let pinch = wheelPinch else { return [] }
    wheelPinch = nil
    return [.gesture(.init(.ended, at: pinch.centre, scale: pinch.scale, time: max(time, pinch.lastStep)))]
  }
}
