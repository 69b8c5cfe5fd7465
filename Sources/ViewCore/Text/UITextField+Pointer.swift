import Foundation

/// The pointer: a click (on release, as a tap on iOS, so a drag that scrolls the field's scroll
/// view does not focus it) focuses the field and places the caret; in a field being edited a
/// drag selects, a double click selects a word and a triple click the whole line (dragging
/// after either grows by that unit).
extension UITextField {
  func pointerDown(_ touch: UITouch) {
    guard isFirstResponder else {
      focusOnRelease = true
      isHighlighted = true
      return
    }
    let offset = characterOffset(at: touch.location(in: self))
    let press = beginPressSelection(tapCount: touch.tapCount, at: offset)
    (dragUnit, dragAnchor) = (press.unit, press.anchor)
  }

  func pointerUp(_ touch: UITouch) {
    dragAnchor = nil
    guard focusOnRelease else { return }
    focusOnRelease = false
    isHighlighted = false
    guard bounds.contains(touch.location(in: self)), becomeFirstResponder() else { return }
    let offset = characterOffset(at: touch.location(in: self))
    editing.select(offset..<offset)
  }

  func pointerMoved(_ touch: UITouch) {
    guard let anchor = dragAnchor else { return }
    let offset = characterOffset(at: touch.location(in: self))
    let unit: Range<Int>
    switch dragUnit {
    case 2: unit = editing.wordRange(at: offset)
    case 3: unit = editing.lineRange(at: offset)
    default: unit = offset..<offset
    }
    if unit.lowerBound < anchor.lowerBound {
      editing.select(from: anchor.upperBound, to: unit.lowerBound)
    } else {
      editing.select(from: anchor.lowerBound, to: max(unit.upperBound, anchor.upperBound))
    }
  }

  /// The caret offset nearest `point` (field points): a binary search over measured prefixes.
  func characterOffset(at point: CGPoint) -> Int {
    let x = point.x - textOriginX()
    var low = 0
    var high = editing.count
    while low < high {
      let middle = (low + high) / 2
      // The caret goes before a character when the point is left of the character's middle.
      let middleX = (xOffset(middle) + xOffset(middle + 1)) / 2
      if x < middleX { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The width of the first `offset` characters as drawn (points).
  func xOffset(_ offset: Int) -> CGFloat {
    let fonts = drawnFonts
    if let runs = fonts.perRun {
      return runOffsets(runs).width(upTo: offset, in: editing) { self.measure($0, font: $1).width }
    }
    let font = fonts.uniform
    let measure = { (text: Substring) in self.measure(String(text), font: font).width }
    return advanceIndex(font: font, measure: measure).width(upTo: offset, measure: measure)
  }

  /// The font the text is drawn in — the field's, or the one all its runs share — or, when its
  /// runs differ, the runs with their fonts.
  var drawnFonts: (uniform: UIFont, perRun: TextAttributeRuns?) {
    let base = font ?? .systemFont(ofSize: 17)
    guard !isSecureTextEntry, let runs = editing.attributeRuns else { return (base, nil) }
    if let shared = runs.sharedFont(over: base) { return (shared, nil) }
    return (base, runs)
  }

  /// The font whose line the text's line takes: the field's, or a taller run's.
  var lineFont: UIFont {
    let base = font ?? .systemFont(ofSize: 17)
    guard !isSecureTextEntry, let runs = editing.attributeRuns else { return base }
    let tallest = runs.runs.compactMap(\.attributes.font).max { $0.lineHeight < $1.lineHeight }
    guard let tallest, tallest.lineHeight > base.lineHeight else { return base }
    return tallest
  }

  private func runOffsets(_ runs: TextAttributeRuns) -> FieldRunOffsets {
    let base = font ?? .systemFont(ofSize: 17)
    let measurer = window?.services.textMeasurer.map(ObjectIdentifier.init)
    if let runOffsets, runOffsets.text == editing.text, runOffsets.runs == runs, runOffsets.base == base,
      runOffsets.measurer == measurer
    {
      return runOffsets
    }
    let offsets = FieldRunOffsets(text: editing.text, runs: runs, base: base, measurer: measurer) {
      self.measure($0, font: $1).width
    }
    runOffsets = offsets
    return offsets
  }

  /// The widths of the text as drawn, indexed again (from where it changed) when the text, the
  /// font or the window's measurer changed.
  private func advanceIndex(font: UIFont, measure: (Substring) -> CGFloat) -> TextAdvanceIndex {
    let shown = displayText
    let measurer = window?.services.textMeasurer.map(ObjectIdentifier.init)
    if let advances, advances.font == font, advances.measurer == measurer, advances.text == shown { return advances }
    let index = TextAdvanceIndex(text: shown, font: font, measurer: measurer, reusing: advances, measure: measure)
    advances = index
    return index
  }

  /// Where the text's first character starts (field points), after alignment and scrolling.
  func textOriginX() -> CGFloat {
    let rect = editingRect(forBounds: bounds)
    let width = xOffset(editing.count)
    guard width < rect.width else { return rect.minX - scrollOffset }
    return rect.minX + (rect.width - width) * textAlignment.slackFraction
  }

  /// The caret's rectangle in field points.
  var caretRect: CGRect {
    let lineHeight = lineFont.lineHeight
    let rect = editingRect(forBounds: bounds)
    return CGRect(
      x: textOriginX() + xOffset(editing.caret), y: rect.midY - lineHeight / 2, width: 2, height: lineHeight)
  }

  var caretRectInWindow: CGRect { convert(caretRect, to: nil) }

  /// The caret moved or the text changed: scroll it into view, show it solid, tell the input
  /// method, and offer the selection as the primary selection.
  func caretDidMove() {
    let rect = editingRect(forBounds: bounds)
    let caretX = xOffset(editing.caret)
    let width = xOffset(editing.count)
    if width < rect.width {
      scrollOffset = 0
    } else if caretX - scrollOffset > rect.width - 2 {
      scrollOffset = caretX - rect.width + 2
    } else if caretX < scrollOffset {
      scrollOffset = caretX
    }
    caretMovedAt = window?.currentTime ?? 0
    blinker.restart()
    delegate?.textFieldDidChangeSelection(self)
    guard isFirstResponder, let window else { return }
    window.inputDispatcher.caretMoved()
    if !isSecureTextEntry, !editing.selection.isEmpty { UIPasteboard.general.primarySelection = editing.selectedText }
  }
}

/// Where each run of a field's text starts (characters and points) when the runs are in more
/// than one font: the x of an offset is its run's start plus the run's characters before it,
/// measured in the run's font.
struct FieldRunOffsets {
  let text: String
  let runs: TextAttributeRuns
  let base: UIFont
  let measurer: ObjectIdentifier?
  private var starts: [Int] = []
  private var xs: [CGFloat] = []

  /// Measures each run once (`measure` is not kept: the field holding these offsets would then
  /// be kept alive by its own cache).
  init(
    text: String, runs: TextAttributeRuns, base: UIFont, measurer: ObjectIdentifier?,
    measure: (String, UIFont) -> CGFloat
  ) {
    self.text = text
    self.runs = runs
    self.base = base
    self.measurer = measurer
    var start = 0
    var x: CGFloat = 0
    var index = text.startIndex
    for run in runs.runs {
      starts.append(start)
      xs.append(x)
      let end = text.index(index, offsetBy: run.length, limitedBy: text.endIndex) ?? text.endIndex
      x += measure(String(text[index..<end]), run.attributes.font ?? base)
      index = end
      start += run.length
    }
    starts.append(start)
    xs.append(x)
  }

  /// The x of `offset` (characters of `editing`'s text, which these runs describe).
  func width(upTo offset: Int, in editing: TextEditingState, measure: (String, UIFont) -> CGFloat) -> CGFloat {
    let clamped = min(max(offset, 0), starts.last ?? 0)
    var k = 0
    while k + 1 < starts.count, starts[k + 1] <= clamped { k += 1 }
    guard k < runs.runs.count, clamped > starts[k] else { return xs[k] }
    let font = runs.runs[k].attributes.font ?? base
    return xs[k] + measure(editing.substring(starts[k]..<clamped), font)
  }
}
