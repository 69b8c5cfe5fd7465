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
    let fonts = drawnFonts
    let rect = editingRect(forBounds: bounds)
    let origin = textOriginX()
    if editing.count == 0, let placeholder, !placeholder.isEmpty, editing.markedRange == nil {
      context.draw(
        TextRun(
          text: placeholder, font: font ?? .systemFont(ofSize: 17), color: Self.placeholderColor,
          alignment: textAlignment),
        in: placeholderRect(forBounds: bounds))
    }
    let lineHeight = lineFont.lineHeight
    let lineTop = rect.midY - lineHeight / 2
    if isEditing, !editing.selection.isEmpty {
      let lower = origin + xOffset(editing.selection.lowerBound)
      let upper = origin + xOffset(editing.selection.upperBound)
      context.fill(CGRect(x: lower, y: lineTop, width: upper - lower, height: lineHeight), color: Self.selectionColor)
    }
    if editing.count > 0 { drawText(context, in: rect, origin: origin, fonts: fonts) }
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

  /// The characters inside the editing rect and one either side: only those are drawn (a field
  /// holding megabytes draws a line's worth).
  func visibleCharacters(in rect: CGRect) -> Range<Int> {
    guard xOffset(editing.count) > rect.width else { return 0..<editing.count }
    let lower = max(characterOffset(at: CGPoint(x: rect.minX, y: rect.midY)) - 1, 0)
    let upper = min(characterOffset(at: CGPoint(x: rect.maxX, y: rect.midY)) + 1, editing.count)
    return lower..<max(upper, lower)
  }

  /// The visible text, a run of attributes at a time, on one baseline (dots for a password).
  private func drawText(
    _ context: UIGraphicsContext, in rect: CGRect, origin: CGFloat, fonts: (uniform: UIFont, perRun: TextAttributeRuns?)
  ) {
    let visible = visibleCharacters(in: rect)
    let color = textColor ?? .label
    var pieces: [(range: Range<Int>, style: TextStyle)] = []
    if let runs = editing.attributeRuns, !isSecureTextEntry {
      var start = 0
      for run in runs.runs {
        let range = max(start, visible.lowerBound)..<min(start + run.length, visible.upperBound)
        if !range.isEmpty { pieces.append((range, run.attributes.resolved(font: fonts.uniform, color: color))) }
        start += run.length
      }
    } else {
      pieces = [(visible, TextAttributes().resolved(font: fonts.uniform, color: color))]
    }
    let lineHeight = pieces.map(\.style.font.lineHeight).max() ?? fonts.uniform.lineHeight
    let lineTop = rect.midY - lineHeight / 2
    let baseline = lineTop + (pieces.map { StyledTextLayout.baselineFromTop($0.style.font) }.max() ?? 0)
    for (range, style) in pieces {
      let x = origin + xOffset(range.lowerBound)
      let width = origin + xOffset(range.upperBound) - x
      let text = isSecureTextEntry ? String(repeating: "•", count: range.count) : editing.substring(range)
      StyledTextLayout.drawSegment(
        text, style: style, in: context, x: x, width: width, textWidth: width + 2, baseline: baseline,
        lineTop: lineTop, lineHeight: lineHeight)
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
