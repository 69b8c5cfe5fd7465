import Foundation

/// A text view's content: it draws the lines near the visible part (one screen above and below,
/// a choice of this project so a scroll of less than a screen draws nothing new), the selection
/// behind them, the input method's marked text underlined and the caret. It takes no touches:
/// the text view itself handles the pointer.
final class TextViewContentView: UIView {
  weak var textView: UITextView?
  /// The vertical span (content points) the last drawing covered.
  private(set) var drawnSpan: Range<CGFloat>?

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    guard let textView, let context = UIGraphicsContext.current else { return }
    let visible = textView.bounds
    let span = (visible.minY - visible.height)..<(visible.maxY + visible.height)
    drawnSpan = span
    let layout = textView.textLayout
    let origin = textView.textOrigin
    let editing = textView.editing
    let font = textView.resolvedFont
    let lineHeight = layout.lineHeight
    let lines = layout.lineIndices(from: span.lowerBound - origin.y, to: span.upperBound - origin.y)
    let color = textView.textColor ?? .label
    // Where each run starts, once a drawing: each line then finds its first run by a search.
    let runStarts = editing.attributeRuns.map { $0.runs.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.length) } }
    for index in lines {
      let line = layout.lines[index]
      let y = origin.y + CGFloat(index) * lineHeight
      let x = textView.lineOriginX(index, in: layout)
      if textView.isSelectable, !editing.selection.isEmpty,
        editing.selection.overlaps(line.range)
          || (editing.selection.contains(line.range.upperBound) && line.range.isEmpty)
      {
        let lower = max(editing.selection.lowerBound, line.range.lowerBound) - line.range.lowerBound
        let upper = min(editing.selection.upperBound, line.range.upperBound) - line.range.lowerBound
        let start = x + layout.width(of: line, upTo: lower)
        // A selection running on past the line's end covers a space's width there.
        let runsOn = editing.selection.upperBound > line.range.upperBound ? font.pointSize / 3 : 0
        let end = x + layout.width(of: line, upTo: upper) + runsOn
        context.fill(
          CGRect(x: start, y: y, width: max(end - start, 0), height: lineHeight), color: UITextField.selectionColor)
      }
      if !line.text.isEmpty {
        drawRuns(
          of: line, in: layout, context: context, x: x, y: y, font: font, color: color, editing: editing,
          runStarts: runStarts)
      }
      if let marked = editing.markedRange, marked.overlaps(line.range) {
        let lower = max(marked.lowerBound, line.range.lowerBound) - line.range.lowerBound
        let upper = min(marked.upperBound, line.range.upperBound) - line.range.lowerBound
        let start = x + layout.width(of: line, upTo: lower)
        let end = x + layout.width(of: line, upTo: upper)
        context.fill(CGRect(x: start, y: y + lineHeight - 1, width: end - start, height: 1), color: color)
      }
    }
    if textView.isEditing, editing.selection.isEmpty, textView.blinker.isVisible {
      context.fill(textView.caretRect(forOffset: editing.caret), color: .systemBlue)
    }
  }

  /// The line's text, a run of attributes at a time (one run for plain text).
  private func drawRuns(
    of line: TextLayout.Line, in layout: TextLayout, context: UIGraphicsContext, x: CGFloat, y: CGFloat, font: UIFont,
    color: UIColor, editing: TextEditingState, runStarts: [Int]?
  ) {
    let lineHeight = layout.lineHeight
    let baseline = y + StyledTextLayout.baselineFromTop(font)
    guard let runs = editing.attributeRuns, let runStarts else {
      let width = layout.width(of: line, upTo: line.range.count)
      context.draw(
        TextRun(text: line.text, font: font, color: color), in: CGRect(x: x, y: y, width: width + 2, height: lineHeight)
      )
      return
    }
    // The first run ending after the line's start (runStarts has one more entry than the runs).
    var low = 0
    var high = runs.runs.count
    while low < high {
      let middle = (low + high) / 2
      if runStarts[middle + 1] <= line.range.lowerBound { low = middle + 1 } else { high = middle }
    }
    for (run, start) in zip(runs.runs[low...], runStarts[low...]) {
      if start >= line.range.upperBound { break }
      let lower = max(start, line.range.lowerBound) - line.range.lowerBound
      let upper = min(start + run.length, line.range.upperBound) - line.range.lowerBound
      guard lower < upper else { continue }
      var style = run.attributes.resolved(font: font, color: color)
      style.font = font
      let left = layout.width(of: line, upTo: lower)
      let width = layout.width(of: line, upTo: upper) - left
      let characters = line.text.dropFirst(lower).prefix(upper - lower)
      StyledTextLayout.drawSegment(
        String(characters), style: style, in: context, x: x + left, width: width, textWidth: width + 2,
        baseline: baseline, lineTop: y, lineHeight: lineHeight)
    }
  }
}
