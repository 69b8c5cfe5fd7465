import Foundation
import ViewCore

/// The `?` panel: every control of the demo, keys on the left and what they do on the right.
public final class HelpOverlayView: UIView {
  /// One line of the panel.
  public struct Entry: Equatable, Sendable {
    public var keys: String
    public var action: String
  }

  /// The modifier shown for the second pinch gesture until the app sets the one its input layer uses.
  public static let defaultSecondPinchModifier = "Ctrl+Shift"
  static let font = UIFont.systemFont(ofSize: 14)
  static let titleFont = UIFont.boldSystemFont(ofSize: 17)
  static let padding: CGFloat = 20
  static let keysColumnWidth: CGFloat = 230

  /// The second modifier that, held while dragging, pinches (for desktops that take Alt-drag).
  public var secondPinchModifier = HelpOverlayView.defaultSecondPinchModifier {
    didSet { if secondPinchModifier != oldValue { setNeedsDisplay() } }
  }

  /// The lines shown, in order.
  public var entries: [Entry] { HelpOverlayView.entries(secondPinchModifier: secondPinchModifier) }

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    if frame.isEmpty { bounds.size = sizeThatFits(.zero) }
  }

  public required init?(coder: NSCoder) { nil }

  /// Every control, with `secondPinchModifier` in the second pinch's line.
  public static func entries(secondPinchModifier: String) -> [Entry] {
    [
      Entry(keys: "Drag", action: "One finger: scroll, rubber band past the edges"),
      Entry(keys: "Drag and let go while moving", action: "Flick: momentum, then bounce"),
      Entry(keys: "Wheel", action: "Scroll vertically"),
      Entry(keys: "Shift+wheel", action: "Scroll horizontally"),
      Entry(keys: "Ctrl+wheel", action: "Zoom about the pointer"),
      Entry(keys: "Two fingers on a trackpad", action: "Scroll 1:1; momentum as they lift"),
      Entry(keys: "Trackpad pinch", action: "Zoom about the pointer (Wayland, X11)"),
      Entry(keys: "Fingers resting on a trackpad", action: "Catch a flight (Wayland)"),
      Entry(keys: "Alt+drag", action: "Pinch about the press point (right or down spreads)"),
      Entry(keys: "Alt+Shift+drag", action: "Two-finger pan"),
      Entry(keys: "\(secondPinchModifier)+drag", action: "Pinch (second modifier)"),
      Entry(keys: "Double click", action: "Double tap (zoom in or out)"),
      Entry(keys: "Arrow keys", action: "Scroll by a line"),
      Entry(keys: "Page Up / Page Down / Space", action: "Scroll by a page"),
      Entry(keys: "Home / End", action: "Scroll to the top / the bottom"),
      Entry(keys: "Click the strip at the top", action: "Scroll to top (the status-bar tap)"),
      Entry(keys: "Up / Down, Return (menu)", action: "Move the focus; open that scene"),
      Entry(keys: "Esc", action: "Back (or drag from the left edge)"),
      Entry(keys: "Tab / number keys", action: "Next scene / scene by number"),
      Entry(keys: "H or F1", action: "Show or hide the HUD"),
      Entry(keys: "D", action: "Switch between the light and dark appearance"),
      Entry(keys: "?", action: "Show or hide this help"),
    ]
  }

  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    let rows = CGFloat(entries.count) * HelpOverlayView.rowHeight
    return CGSize(
      width: 620, height: 2 * HelpOverlayView.padding + HelpOverlayView.titleFont.lineHeight + 12 + rows)
  }

  static var rowHeight: CGFloat { font.lineHeight + 4 }

  public override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    context.fillRoundedRect(bounds, cornerRadius: 14, color: UIColor(white: 0.08, alpha: 0.88))
    let padding = HelpOverlayView.padding
    var y = padding
    let titleHeight = HelpOverlayView.titleFont.lineHeight
    context.draw(
      TextRun(text: "Controls", font: HelpOverlayView.titleFont, color: .white),
      in: CGRect(x: padding, y: y, width: bounds.width - 2 * padding, height: titleHeight))
    y += titleHeight + 12
    let actionX = padding + HelpOverlayView.keysColumnWidth
    for entry in entries {
      let height = HelpOverlayView.rowHeight
      context.draw(
        TextRun(text: entry.keys, font: HelpOverlayView.font, color: UIColor(hex: 0x64D2FF)),
        in: CGRect(x: padding, y: y, width: HelpOverlayView.keysColumnWidth - 10, height: height))
      context.draw(
        TextRun(text: entry.action, font: HelpOverlayView.font, color: .white),
        in: CGRect(x: actionX, y: y, width: max(0, bounds.width - actionX - padding), height: height))
      y += height
    }
  }
}
