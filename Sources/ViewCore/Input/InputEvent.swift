import Foundation

/// One input event in the core's own terms: what the platform saw, in window points and seconds
/// from the event's own clock. The SDL layer produces these; the window consumes them
/// (`UIWindow.handle(_:)`); recordings store them one JSON object per line (`InputRecording`).
public enum InputEvent: Equatable, Sendable {
  /// A finger (or the left mouse button) went down, moved, lifted or was cancelled.
  case touch(Touch)
  /// The pointer moved with no button held; it says which view is "under the pointer".
  case hover(Hover)
  /// A wheel notch or a trackpad scroll.
  case wheel(Wheel)
  /// What a trackpad says besides its deltas: the fingers lifted, or rest on it (a hold).
  case trackpad(Trackpad)
  /// A gesture the device recognised itself, or one the platform makes of a pointer: a
  /// trackpad's pinch (with rotation), Ctrl+wheel, Alt-drag.
  case gesture(Gesture)
  /// A key went down (possibly repeating) or up.
  case key(Key)
  /// Typed text, or an input method's composition (InputEvent+Text.swift).
  case text(Text)
  /// The window lost keyboard focus: touches in flight are cancelled.
  case focusLost(timestamp: TimeInterval)
  /// The pointer left the window: touches in flight are cancelled.
  case pointerLeft(timestamp: TimeInterval)
  /// The secondary (right) button went down: open the context menu under the pointer.
  case secondaryClick(SecondaryClick)

  /// When the event happened, in seconds on the platform's clock.
  public var timestamp: TimeInterval {
    switch self {
    case .touch(let touch): return touch.timestamp
    case .hover(let hover): return hover.timestamp
    case .wheel(let wheel): return wheel.timestamp
    case .trackpad(let trackpad): return trackpad.timestamp
    case .gesture(let gesture): return gesture.timestamp
    case .key(let key): return key.timestamp
    case .text(let text): return text.timestamp
    case .focusLost(let timestamp), .pointerLeft(let timestamp): return timestamp
    case .secondaryClick(let click): return click.timestamp
    }
  }
}
