import Foundation

/// The desktop's clipboard as the platform lends it (`WindowServices.pasteboard`): SDL's
/// clipboard text and, where the display server has one, the primary selection (X11's and
/// Wayland's "middle-click paste").
@MainActor
public protocol PasteboardHosting: AnyObject {
  /// The clipboard's text; nil when it holds none. Setting nil empties it.
  var clipboardText: String? { get set }
  /// The primary selection's text; nil when the server has none or it is empty.
  var primarySelectionText: String? { get set }
}
