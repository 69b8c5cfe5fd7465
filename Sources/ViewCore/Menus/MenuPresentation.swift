import Foundation

/// An open menu: a clear layer over the whole window that holds the menu's panel at the point
/// it was opened from (moved inside the window when it would stick out). Choosing an action
/// closes the menu and runs the action; choosing a submenu shows it in the panel's place; a tap
/// outside the panel or Esc closes it and runs nothing, as on iOS.
@MainActor
final class MenuPresentation: UIView {
  /// The panel stays this far inside the window's edges (a choice of this project).
  static let edgeGap: CGFloat = 8

  private var panel: MenuPanelView
  /// What the menu is open for (the view it was opened on); an action's `sender`.
  private weak var source: AnyObject?
  /// Where the menu was opened, in window coordinates.
  private var anchor: CGPoint
  /// The first responder before the menu took the keys (Esc); it gets them back.
  private weak var previousFirstResponder: UIResponder?
  /// Told once when the menu closes.
  private var onClose: (() -> Void)?

  private init(menu: UIMenu, source: AnyObject?, anchor: CGPoint, bounds: CGRect) {
    panel = MenuPanelView(menu: menu)
    self.source = source
    self.anchor = anchor
    super.init(frame: bounds)
    accessibilityIdentifier = "menuPresentation"
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    install(panel)
  }

  /// Made only by `show`.
  required init?(coder: NSCoder) { nil }

  /// Opens `menu` at `point` in `view`'s coordinates, over `view`'s window. A menu with no rows,
  /// or a view in no window, opens nothing and says why.
  @discardableResult
  static func show(
    _ menu: UIMenu, from view: UIView, at point: CGPoint, onClose: (() -> Void)? = nil
  ) -> MenuPresentation? {
    guard let window = view.window else {
      Diagnostics.report("a menu was asked for from a view in no window; nothing opened", from: "UIMenu")
      return nil
    }
    guard !MenuRow.rows(of: menu).isEmpty else {
      Diagnostics.report("the menu \"\(menu.title)\" has nothing to show; nothing opened", from: "UIMenu")
      return nil
    }
    window.subviews.compactMap { $0 as? MenuPresentation }.forEach { $0.close() }
    let presentation = MenuPresentation(
      menu: menu, source: view, anchor: view.convert(point, to: window), bounds: window.bounds)
    presentation.previousFirstResponder = window.inputDispatcher.firstResponder
    presentation.onClose = onClose
    window.addSubview(presentation)
    _ = presentation.becomeFirstResponder()
    return presentation
  }

  /// The open menu's panel (tests read its rows and frame).
  var panelView: MenuPanelView { panel }

  private func install(_ newPanel: MenuPanelView) {
    panel.removeFromSuperview()
    panel = newPanel
    newPanel.onChoose = { [weak self] row in self?.choose(row) }
    addSubview(newPanel)
    placePanel()
  }

  /// Below and right of the anchor, moved inside the window (above the anchor when there is no
  /// room below).
  private func placePanel() {
    let size = panel.frame.size
    var x = anchor.x
    var y = anchor.y
    if y + size.height > bounds.maxY - Self.edgeGap { y = max(bounds.minY + Self.edgeGap, anchor.y - size.height) }
    x = min(max(bounds.minX + Self.edgeGap, x), bounds.maxX - Self.edgeGap - size.width)
    y = min(y, max(bounds.minY + Self.edgeGap, bounds.maxY - Self.edgeGap - size.height))
    panel.frame.origin = CGPoint(x: x, y: y)
  }

  private func choose(_ row: MenuRow) {
    switch row {
    case .action(let action, _):
      if !action.attributes.contains(.keepsMenuPresented) { close() }
      action.perform(sender: source)
    case .submenu(let submenu):
      install(MenuPanelView(menu: submenu))
    case .separator:
      break
    }
  }

  /// Closes the menu without choosing.
  func close() {
    guard superview != nil else { return }
    if holdsFirstResponder { _ = resignFirstResponder() }
    removeFromSuperview()
    if let previous = previousFirstResponder { _ = previous.becomeFirstResponder() }
    let told = onClose
    onClose = nil
    told?()
  }

  override var canBecomeFirstResponder: Bool { true }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, !panel.frame.contains(touch.location(in: self)) else { return }
    close()
  }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if presses.contains(where: { $0.key?.keyCode == .escape }) {
      close()
    } else {
      super.pressesBegan(presses, with: event)
    }
  }
}
