/// A change in how the desktop presents the window: what a scene's activation follows.
public enum WindowActivity: Sendable, Equatable {
  /// The window took the keyboard focus.
  case focusGained
  /// Another window took the keyboard focus.
  case focusLost
  /// The window was minimised (iconified).
  case minimized
  /// The window came back from being minimised.
  case restored
}
