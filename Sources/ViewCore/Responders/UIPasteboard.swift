import Foundation

/// The pasteboard copy, cut and paste use (UIKit's `UIPasteboard`, text only). `general` reads
/// and writes the desktop clipboard through the key window's `WindowServices.pasteboard` (or the
/// last one a window was lent); with none, as in the core's tests, it keeps its text in the
/// process.
@MainActor
public final class UIPasteboard {
  /// The system-wide pasteboard.
  public static let general = UIPasteboard()

  private var localText: String?
  /// The pasteboard the platform lent most recently (`WindowServices.pasteboard`).
  weak var lentHost: PasteboardHosting?

  private init() {}

  private var host: PasteboardHosting? { UIWindow.host?.keyWindow?.services.pasteboard ?? lentHost }

  /// The pasteboard's text, nil when it holds none.
  public var string: String? {
    get { host.map { $0.clipboardText } ?? localText }
    set {
      if let host { host.clipboardText = newValue } else { localText = newValue }
    }
  }

  /// The texts on the pasteboard (one at most: the desktop clipboard holds one).
  public var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.first }
  }

  /// True when the pasteboard holds text.
  public var hasStrings: Bool { !(string ?? "").isEmpty }

  /// The primary selection (selecting text on X11 and Wayland offers it to a middle click);
  /// nil without a platform that has one.
  public var primarySelection: String? {
    get { host?.primarySelectionText }
    set { host?.primarySelectionText = newValue }
  }
}
