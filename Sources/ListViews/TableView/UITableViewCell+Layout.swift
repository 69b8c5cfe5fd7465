import Foundation
import ViewCore

extension UITableViewCell {
  /// The leading and trailing margin of the labels, in points (iOS's 16-pt layout margin on a
  /// phone-width table).
  public static let layoutMargin: CGFloat = 16
  /// The width the disclosure indicator or check mark takes at the trailing edge, in points: a
  /// choice of this project, close to iOS's look.
  static let accessoryWidth: CGFloat = 38
  /// iOS's secondary label colour made opaque over the cell: #3C3C43 at 60 % over white, and
  /// #EBEBF5 at 60 % over black in the dark appearance.
  static let secondaryTextColor = UIColor(light: UIColor(hex: 0x8A8A8E), dark: UIColor(hex: 0x8D8D93))
  /// The grey of grouped headers' and footers' captions: #6D6D72 (iOS's grouped caption) in the
  /// light appearance, the dark secondary label made opaque over black (#8D8D93) in the dark.
  static let groupedCaptionColor = UIColor(light: UIColor(hex: 0x6D6D72), dark: UIColor(hex: 0x8D8D93))
  /// A plain table's section header: #F7F7F7 in the light appearance, #1C1C1E (the dark
  /// secondary system background) in the dark.
  static let plainHeaderColor = UIColor(light: UIColor(hex: 0xF7F7F7), dark: UIColor(hex: 0x1C1C1E))
  /// The disclosure chevron: #C4C4C7 light, the dark tertiary label over black (#48484A) dark.
  static let chevronColor = UIColor(light: UIColor(hex: 0xC4C4C7), dark: UIColor(hex: 0x48484A))

  /// The cell's background while it has the default one: the table's style decides it, the
  /// system background in a plain table and the secondary grouped background (the card's white,
  /// #1C1C1E dark) in a grouped one, as iOS's cells take them.
  func adoptDefaultBackground(grouped: Bool) {
    guard backgroundColor == .systemBackground || backgroundColor == .secondarySystemGroupedBackground else { return }
    let wanted: UIColor = grouped ? .secondarySystemGroupedBackground : .systemBackground
    if backgroundColor != wanted { backgroundColor = wanted }
  }

  /// Places `contentView` beside the accessory and the labels inside it by the cell's style. The
  /// 8-pt gap beside a value1 detail and the 1-pt gap under a subtitle's title are choices of this
  /// project.
  /// In editing mode the content starts after the editing control and ends before the reorder
  /// control, and the accessory is hidden (UITableViewCell+Editing.swift).
  func layoutContent() {
    let accessory = editingState ? 0 : accessoryReservedWidth
    layoutAccessoryButton()
    let leading = editingLeadingInset
    let contentFrame = CGRect(
      x: leading, y: 0, width: max(0, bounds.width - leading - max(accessory, editingTrailingInset)),
      height: bounds.height)
    contentView.frame = contentFrame
    layoutEditingControls()
    configuredContentView?.frame = contentView.bounds
    let margin = UITableViewCell.layoutMargin
    let trailing = accessory == 0 ? margin : 0
    let usable = CGRect(
      x: margin, y: 0, width: max(0, contentFrame.width - margin - trailing), height: contentFrame.height)
    switch style {
    case .default:
      textLabel?.frame = usable
    case .value1:
      let detailWidth = min(usable.width / 2, detailTextLabel.map(Self.fittingWidth) ?? 0)
      detailTextLabel?.frame = CGRect(
        x: usable.maxX - detailWidth, y: usable.minY, width: detailWidth, height: usable.height)
      textLabel?.frame = CGRect(
        x: usable.minX, y: usable.minY, width: max(0, usable.width - detailWidth - 8), height: usable.height)
    case .subtitle:
      let textHeight = textLabel?.font.lineHeight ?? 0
      let detailHeight = detailTextLabel?.font.lineHeight ?? 0
      let hasDetail = !(detailTextLabel?.text ?? "").isEmpty
      let total = textHeight + (hasDetail ? detailHeight + 1 : 0)
      let top = ((usable.height - total) / 2).rounded()
      textLabel?.frame = CGRect(x: usable.minX, y: top, width: usable.width, height: textHeight)
      detailTextLabel?.frame = CGRect(
        x: usable.minX, y: top + textHeight + 1, width: usable.width, height: hasDetail ? detailHeight : 0)
    }
  }

  private static func fittingWidth(of label: UILabel) -> CGFloat {
    label.sizeThatFits(.zero).width
  }

  /// The highlight, the separator and the accessory, drawn under `contentView`. The accessories'
  /// sizes, strokes and grey are choices of this project, drawn to resemble iOS's.
  func drawBackgroundAndDecorations(in context: UIGraphicsContext) {
    if selectionStyle != .none, isHighlighted || isSelected {
      if layer.cornerRadius > 0 {
        // An inset grouped card's end row: the grey follows its rounded corners.
        context.fillRoundedRect(
          layer.maskedCorners.roundedShape(for: bounds, radius: layer.cornerRadius), cornerRadius: layer.cornerRadius,
          color: UITableViewCell.highlightColor)
      } else {
        context.fill(bounds, color: UITableViewCell.highlightColor)
      }
    }
    if showsFocus {
      // A 3-pt tinted ring 3 pt inside the row: a choice of this project, like iPadOS's focus ring.
      context.strokeRoundedRect(bounds.insetBy(dx: 3, dy: 3), cornerRadius: 8, color: .systemBlue, lineWidth: 3)
    }
    if let separatorColor {
      let y = bounds.maxY - 0.5
      let from = CGPoint(x: bounds.minX + separatorInset.left + editingLeadingInset, y: y)
      let to = CGPoint(x: bounds.maxX - separatorInset.right, y: y)
      if to.x > from.x { context.strokeLine(from: from, to: to, color: separatorColor, lineWidth: 1) }
    }
    let center = CGPoint(x: bounds.maxX - UITableViewCell.layoutMargin - 5, y: bounds.midY)
    switch editingState || accessoryView != nil ? .none : accessoryType {
    case .none:
      break
    case .disclosureIndicator, .detailDisclosureButton:
      let color = UITableViewCell.chevronColor
      let tip = CGPoint(x: center.x + 3, y: center.y)
      context.strokeLine(
        from: CGPoint(x: center.x - 3, y: center.y - 6.5), to: tip, color: color, lineWidth: 2)
      context.strokeLine(
        from: CGPoint(x: center.x - 3, y: center.y + 6.5), to: tip, color: color, lineWidth: 2)
    case .detailButton:
      break
    case .checkmark:
      let corner = CGPoint(x: center.x - 2, y: center.y + 5)
      context.strokeLine(
        from: CGPoint(x: center.x - 7, y: center.y), to: corner, color: .systemBlue, lineWidth: 2)
      context.strokeLine(
        from: corner, to: CGPoint(x: center.x + 6, y: center.y - 7), color: .systemBlue, lineWidth: 2)
    }
  }

  /// iOS's selected-cell grey (systemGray4: #D1D1D6, #3A3A3C in the dark).
  static let highlightColor = UIColor.systemGray4
}
