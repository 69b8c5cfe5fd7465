import Foundation

/// The panel of an open menu: a white rounded card with the menu's title (when it has one) and
/// its rows; a tap on a row chooses it. A destructive row is red, a disabled one grey, an action
/// that is on has a checkmark, a submenu a chevron.
@MainActor
final class MenuPanelView: UIView {
  /// iOS's menu is 250 pt wide; the corner radius 13 pt (Apple's UI design resources).
  static let width: CGFloat = 250
  static let cornerRadius: CGFloat = 13
  static let titleHeight: CGFloat = 32
  /// Text starts 16 pt in, iOS's margin.
  static let margin: CGFloat = 16

  let menu: UIMenu
  let rows: [MenuRow]
  /// The row pressed now (drawn darker), by index.
  var pressedRow: Int? { didSet { if pressedRow != oldValue { setNeedsDisplay() } } }
  /// A row was chosen.
  var onChoose: ((MenuRow) -> Void)?

  init(menu: UIMenu) {
    self.menu = menu
    rows = MenuRow.rows(of: menu)
    super.init(frame: CGRect(origin: .zero, size: CGSize(width: Self.width, height: 0)))
    frame.size.height = contentHeight
    accessibilityIdentifier = "menu"
  }

  /// Made only by a menu presentation.
  required init?(coder: NSCoder) { nil }

  var headerHeight: CGFloat { menu.title.isEmpty ? 0 : Self.titleHeight }
  var contentHeight: CGFloat { headerHeight + rows.reduce(0) { $0 + $1.height } }

  /// The index of the row at `y` (in the panel), nil for the title and separators.
  func rowIndex(at y: CGFloat) -> Int? {
    var top = headerHeight
    for (index, row) in rows.enumerated() {
      if y >= top && y < top + row.height {
        if case .separator = row { return nil }
        return index
      }
      top += row.height
    }
    return nil
  }

  /// The rectangle of row `index` in the panel.
  func rowFrame(_ index: Int) -> CGRect {
    let top = headerHeight + rows[..<index].reduce(0) { $0 + $1.height }
    return CGRect(x: 0, y: top, width: bounds.width, height: rows[index].height)
  }

  func isEnabled(_ row: MenuRow) -> Bool {
    if case .action(let action, _) = row { return !action.attributes.contains(.disabled) }
    if case .submenu = row { return true }
    return false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let index = rowIndex(at: touch.location(in: self).y)
    pressedRow = index.flatMap { isEnabled(rows[$0]) ? $0 : nil }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let index = rowIndex(at: touch.location(in: self).y)
    pressedRow = index.flatMap { isEnabled(rows[$0]) ? $0 : nil }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let pressed = pressedRow else { return }
    pressedRow = nil
    let point = touch.location(in: self)
    guard bounds.contains(point), rowIndex(at: point.y) == pressed else { return }
    onChoose?(rows[pressed])
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    pressedRow = nil
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    // Menus are near-white (dark grey in the dark) on a soft shadow-like outline: choices of
    // this project (iOS's look).
    context.fillRoundedRect(bounds, cornerRadius: Self.cornerRadius, color: .chromeMenuMaterial)
    context.strokeRoundedRect(bounds, cornerRadius: Self.cornerRadius, color: .chromeHairline)
    if headerHeight > 0 {
      context.draw(
        TextRun(text: menu.title, font: .systemFont(ofSize: 13), color: .chromeSecondaryText),
        in: CGRect(x: Self.margin, y: 0, width: bounds.width - 2 * Self.margin, height: headerHeight))
    }
    for (index, row) in rows.enumerated() {
      drawRow(row, in: rowFrame(index), pressed: index == pressedRow, first: index == 0 && headerHeight == 0, context)
    }
  }

  private func drawRow(_ row: MenuRow, in frame: CGRect, pressed: Bool, first: Bool, _ context: UIGraphicsContext) {
    if case .separator = row {
      context.fill(frame, color: .chromeSeparatorBand)
      return
    }
    if pressed { context.fill(frame, color: .chromePressedRow) }
    if !first {
      context.strokeLine(
        from: CGPoint(x: frame.minX, y: frame.minY + 0.5), to: CGPoint(x: frame.maxX, y: frame.minY + 0.5),
        color: .chromeRowLine)
    }
    var color = UIColor.label
    var checked = false
    if case .action(let action, let destructive) = row {
      if destructive { color = .systemRed }
      if action.attributes.contains(.disabled) { color = .chromeDisabledText }
      checked = action.state == .on
    }
    // A checkmark in the leading 32 pt when the action is on.
    let textX = frame.minX + Self.margin + 20
    if checked {
      let midY = frame.midY
      context.strokeLine(
        from: CGPoint(x: frame.minX + 14, y: midY), to: CGPoint(x: frame.minX + 19, y: midY + 5), color: color,
        lineWidth: 2)
      context.strokeLine(
        from: CGPoint(x: frame.minX + 19, y: midY + 5), to: CGPoint(x: frame.minX + 28, y: midY - 6), color: color,
        lineWidth: 2)
    }
    context.draw(
      TextRun(text: row.title, font: .systemFont(ofSize: 17), color: color),
      in: CGRect(x: textX, y: frame.minY, width: frame.maxX - textX - 40, height: frame.height))
    if case .submenu = row {
      let x = frame.maxX - Self.margin - 6
      context.strokeLine(
        from: CGPoint(x: x - 6, y: frame.midY - 6), to: CGPoint(x: x, y: frame.midY), color: color, lineWidth: 2)
      context.strokeLine(
        from: CGPoint(x: x - 6, y: frame.midY + 6), to: CGPoint(x: x, y: frame.midY), color: color, lineWidth: 2)
    } else if case .action(let action, _) = row, let image = action.image?.resolvedForDrawing(tint: color),
      image.size.height > 0
    {
      let scale = min(1, 20 / image.size.height)
      let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
      context.draw(
        image,
        in: CGRect(
          x: frame.maxX - Self.margin - size.width, y: frame.midY - size.height / 2, width: size.width,
          height: size.height))
    }
  }
}
