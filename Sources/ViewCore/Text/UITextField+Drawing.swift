import Foundation

/// Drawing through the display list: the border, the placeholder or the text (dots for a
/// password), the selection behind it, the input method's marked text underlined, the caret.
extension UITextField {
  /// The selection's colour: the system blue at 20 % (a choice of this project near UIKit's tint).
  static let selectionColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 0.2)
  static let placeholderColor = UIColor.placeholderText

  func drawField() {
    guard let context = UIGraphicsContext.current else { return }
    drawBorder(context)
    let font = self.font ?? .systemFont(ofSize: 17)
    let rect = editingRect(forBounds: bounds)
    let shown = displayText
    let origin = textOriginX()
    if shown.isEmpty, let placeholder, !placeholder.isEmpty, editing.markedRange == nil {
      context.draw(
        TextRun(text: placeholder, font: font, color: Self.placeholderColor, alignment: textAlignment),
        in: placeholderRect(forBounds: bounds))
    }
    let lineHeight = font.lineHeight
    let lineTop = rect.midY - lineHeight / 2
    if isEditing, !editing.selection.isEmpty {
      let lower = origin + xOffset(editing.selection.lowerBound)
      let upper = origin + xOffset(editing.selection.upperBound)
      context.fill(CGRect(x: lower, y: lineTop, width: upper - lower, height: lineHeight), color: Self.selectionColor)
    }
    if !shown.isEmpty {
      let width = xOffset(editing.count)
      context.draw(
        TextRun(text: shown, font: font, color: textColor ?? .label),
        in: CGRect(x: origin, y: rect.minY, width: width + 2, height: rect.height))
    }
    if let marked = editing.markedRange {
      let lower = origin + xOffset(marked.lowerBound)
      let upper = origin + xOffset(marked.upperBound)
      context.fill(
        CGRect(x: lower, y: lineTop + lineHeight - 1, width: upper - lower, height: 1), color: textColor ?? .label)
    }
    if isEditing, editing.selection.isEmpty, blinker.isVisible {
      context.fill(caretRect, color: tintColorForCaret)
    }
  }

  var tintColorForCaret: UIColor { .systemBlue }

  private func drawBorder(_ context: UIGraphicsContext) {
    let rect = borderRect(forBounds: bounds)
    switch borderStyle {
    case .none: break
    case .line: context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), color: .label, lineWidth: 1)
    case .bezel: context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), color: .gray, lineWidth: 1)
    case .roundedRect:
      // UIKit's rounded-rect field: a white fill (dark grey in the dark), a hairline and 5 pt
      // corners (a choice of this project that matches its look).
      context.fillRoundedRect(rect, cornerRadius: 5, color: .chromeOpaqueMaterial)
      context.strokeRoundedRect(
        rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5, color: .separator, lineWidth: 1)
    }
  }
}
