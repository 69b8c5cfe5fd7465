import Foundation

/// Wheel and key routing. Wheel events go to the innermost `WheelScrollable` under the
/// pointer that can move that way (chaining outwards at an edge), and stay with it for the rest
/// of the stream (Ctrl+wheel arrives as a pinch gesture, `+DeviceGestures`); key presses go to the first
/// responder, else to the view under the pointer, and travel up the responder chain.
extension InputDispatcher {
  func routeWheel(_ wheel: InputEvent.Wheel) {
    guard let window, wheel.location.hasFiniteCoordinates, wheel.delta.hasFiniteCoordinates else { return }
    lastPointerLocation = wheel.location
    let delta = wheel.pointDelta
    guard delta != .zero else { return }
    let streamContinues = now - latchTime <= WheelRouting.latchInterval
    if streamContinues, let latched = latchedScrollView as? WheelScrollable, latched.window === window {
      latchTime = now
      latched.handleWheel(wheel)
      return
    }
    let candidates = scrollables(at: wheel.location)
    // A trackpad is a two-finger pan: at an edge it stretches the innermost view that bounces.
    let target =
      candidates.first { $0.canScroll(by: delta) }
      ?? (wheel.isPrecise ? candidates.first { $0.canRubberBand(by: delta) } : nil)
    latchedScrollView = target
    latchTime = target == nil ? -.infinity : now
    target?.handleWheel(wheel)
  }

  /// The fingers lifted: to the view the stream was sent to.
  func routeTrackpad(_ trackpad: InputEvent.Trackpad) {
    guard trackpad.location.hasFiniteCoordinates else { return }
    lastPointerLocation = trackpad.location
    switch trackpad.phase {
    case .fingersLifted:
      guard let window, let latched = latchedScrollView as? WheelScrollable, latched.window === window else { return }
      latched.handleTrackpad(trackpad)
    }
  }

  func routeKey(_ key: InputEvent.Key) {
    if handleResponderCommand(key) { return }
    guard let responder = keyResponder() else { return }
    let phase: UIPress.Phase = key.phase == .down ? .began : .ended
    let press = UIPress(
      phase: phase, key: UIKey(keyCode: key.code, modifierFlags: key.modifiers), timestamp: now,
      isRepeat: key.isRepeat)
    let event = UIPressesEvent(timestamp: now, presses: [press])
    switch phase {
    case .began: responder.pressesBegan([press], with: event)
    case .ended: responder.pressesEnded([press], with: event)
    }
  }

  /// Typed text goes to the first responder only, when it takes text (`UIKeyInput`); a
  /// composition only to one that shows it (`UITextInput`).
  func routeText(_ text: InputEvent.Text) {
    guard let window, let first = firstResponder, Self.window(of: first) === window else { return }
    switch text.kind {
    case .commit:
      guard let input = first as? UIKeyInput, !text.text.isEmpty else { return }
      input.insertText(text.text)
    case .composition(let selection):
      guard let input = first as? UITextInput else { return }
      let utf16 = NSRange(Self.utf16Range(of: selection, in: text.text))
      if text.text.isEmpty {
        input.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
      } else {
        input.setMarkedText(text.text, selectedRange: utf16)
      }
    }
  }

  /// A range of characters of `string` as UTF-16 offsets.
  static func utf16Range(of characters: Range<Int>, in string: String) -> Range<Int> {
    let start = string.index(string.startIndex, offsetBy: characters.lowerBound)
    let end = string.index(start, offsetBy: characters.count)
    let lower = string.utf16.distance(from: string.startIndex, to: start)
    return lower..<(lower + string.utf16.distance(from: start, to: end))
  }

  /// The first responder if it is in this window, else the view under the pointer, else the
  /// root view (whose controller is next in the chain).
  func keyResponder() -> UIResponder? {
    guard let window else { return nil }
    if let first = firstResponder, Self.window(of: first) === window { return first }
    if let point = lastPointerLocation, let hit = window.hitTest(point, with: nil) { return hit }
    return window.rootViewController?.view ?? window
  }

  /// The window a responder (a view, or a controller's loaded view) is in.
  static func window(of responder: UIResponder) -> UIWindow? {
    if let view = responder as? UIView { return view.window }
    if let controller = responder as? UIViewController, controller.isViewLoaded {
      return controller.view.window
    }
    return nil
  }

  /// The wheel-scrollable views under `point`, innermost first.
  func scrollables(at point: CGPoint) -> [WheelScrollable] {
    var result: [WheelScrollable] = []
    var view = window?.hitTest(point, with: nil)
    while let current = view {
      if let scrollable = current as? WheelScrollable { result.append(scrollable) }
      view = current.superview
    }
    return result
  }
}
