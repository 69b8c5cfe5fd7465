import Foundation
import ViewCore

/// The display: on the desktop, the area of the app's one SDL window.
///
/// Before a window is shown, `bounds` is the size the app will open at (`--window-size`,
/// `UIKIT_WINDOW_SIZE`, else 1280 × 800 pt) and `scale` is 1; afterwards both follow the window
/// (a resize changes `bounds`, a high-DPI display makes `scale` 2).
@MainActor
public final class UIScreen {
  /// The one screen.
  public static let main = UIScreen()

  private init() {}

  /// The screen's rectangle in points, origin zero.
  public var bounds: CGRect {
    if let window = UIApplication.shared.platformWindow?.uiWindow {
      return CGRect(origin: .zero, size: window.bounds.size)
    }
    return CGRect(origin: .zero, size: UIApplication.shared.configuration.windowSize)
  }

  /// Pixels per point of the window's drawable (2 on a high-DPI screen).
  public var scale: CGFloat { UIApplication.shared.platformWindow?.uiWindow.screenScale ?? 1 }

  /// The same as `scale` (no display zoom on the desktop).
  public var nativeScale: CGFloat { scale }

  /// The same as `bounds` (no rotation on the desktop: resizing the window plays its part).
  public var nativeBounds: CGRect { bounds }
}
