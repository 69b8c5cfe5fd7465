import Foundation

/// Lines and geometry: the text is laid out at the width inside the container insets and the
/// line fragment padding; the content is as tall as the lines; the caret's rectangle keeps the
/// view scrolled to it while editing, and the input method's candidate window beside it.
extension UITextView {
  /// The font the text is laid out and drawn in: the view's, or the one all of
  /// `attributedText`'s runs share (runs in different fonts are drawn in the view's).
  var resolvedFont: UIFont {
    let base = font ?? .systemFont(ofSize: 17)
    return editing.attributeRuns?.sharedFont(over: base) ?? base
  }

  /// Where the first line's top-left is (content points).
  var textOrigin: CGPoint {
    CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
  }

  /// The width lines wrap at (points).
  func wrapWidth(forWidth width: CGFloat) -> CGFloat {
    max(width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding, 1)
  }

  /// The lines at the view's current width, laid out again after a change.
  var textLayout: TextLayout {
    let width = wrapWidth(forWidth: bounds.width)
    if let cachedLayout, cachedWidth == width { return cachedLayout }
    let layout = makeLayout(width: width)
    cachedLayout = layout
    cachedWidth = width
    return layout
  }

  func makeLayout(width: CGFloat) -> TextLayout {
    let font = resolvedFont
    return TextLayout(text: editing.text, width: width, lineHeight: font.lineHeight, breaks: breaks) {
      [unowned self] string in
      self.measure(string, font: font).width
    }
  }

  /// The text, its font or the insets changed: lay the lines out again.
  func textLayoutDidChange() {
    cachedLayout = nil
    if !isScrollEnabled { invalidateIntrinsicContentSize() }
    setNeedsLayout()
    contentView.setNeedsDisplay()
  }

  /// The height of the text and the container insets at `width` (points).
  func contentHeight(forWidth width: CGFloat) -> CGFloat {
    let layout = width == bounds.width ? textLayout : makeLayout(width: wrapWidth(forWidth: width))
    return (layout.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
  }

  /// Sizes the content to the text and the content view to at least the view; with scrolling
  /// off, a new width asks for the intrinsic height again (a stack view relays out).
  func layoutText() {
    let height = contentHeight(forWidth: bounds.width)
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size { contentSize = size }
    let frame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: max(height, bounds.height)))
    if contentView.frame != frame { contentView.frame = frame }
    if !isScrollEnabled, intrinsicWidth != bounds.width {
      intrinsicWidth = bounds.width
      invalidateIntrinsicContentSize()
    }
  }

  /// Scrolling moved the visible part outside the lines drawn: draw again.
  func visibleRectDidChange() {
    guard let drawn = contentView.drawnSpan else { return }
    if bounds.minY < drawn.lowerBound || bounds.maxY > drawn.upperBound { contentView.setNeedsDisplay() }
  }

  /// Where line `index` starts horizontally (content points), after alignment.
  func lineOriginX(_ index: Int, in layout: TextLayout) -> CGFloat {
    let origin = textOrigin.x
    guard textAlignment != .left, layout.lines.indices.contains(index) else { return origin }
    let line = layout.lines[index]
    let visible = line.text.reversed().drop(while: \.isWhitespace).count
    let spare = wrapWidth(forWidth: bounds.width) - layout.width(of: line, upTo: visible)
    return origin + (textAlignment == .center ? spare / 2 : spare)
  }

  /// The caret's rectangle for `offset` (content points): 2 pt wide, a line tall.
  func caretRect(forOffset offset: Int) -> CGRect {
    let layout = textLayout
    let point = layout.caretPoint(forOffset: offset)
    let line = layout.lineIndex(forOffset: offset)
    return CGRect(
      x: lineOriginX(line, in: layout) + point.x, y: textOrigin.y + point.y, width: 2, height: layout.lineHeight)
  }

  /// The caret offset nearest `point` (view points, which are content points for a scroll view).
  func characterOffset(at point: CGPoint) -> Int {
    let layout = textLayout
    let y = point.y - textOrigin.y
    let line = min(max(Int((y / layout.lineHeight).rounded(.down)), 0), max(layout.lines.count - 1, 0))
    return layout.offset(at: CGPoint(x: point.x - lineOriginX(line, in: layout), y: y))
  }

  /// The caret's rectangle in window points.
  var caretRectInWindow: CGRect { convert(caretRect(forOffset: editing.caret), to: nil) }

  /// The caret moved or the text changed: while editing, scroll it into view (the line above
  /// and below it too, 2 pt, a choice of this project so the caret never sits on the very
  /// edge); show it solid, tell the input method and the delegate.
  func caretDidMove() {
    if isEditing, isScrollEnabled, window != nil, !isTracking, dragAnchor == nil {
      layoutIfNeeded()
      scrollRectToVisible(caretRect(forOffset: editing.caret).insetBy(dx: 0, dy: -2), animated: false)
    }
    contentView.setNeedsDisplay()
    blinker.restart()
    guard isFirstResponder, let window else { return }
    window.inputDispatcher.caretMoved()
    if !editing.selection.isEmpty { UIPasteboard.general.primarySelection = editing.selectedText }
  }
}

extension UITextField {
  /// The character offset of UTF-16 offset `utf16` in `text` (clamped; inside a character:
  /// that character's start).
  static func characterOffset(utf16 location: Int, in text: String) -> Int {
    let utf16 = text.utf16
    let index = utf16.index(utf16.startIndex, offsetBy: min(max(location, 0), utf16.count))
    return text[..<index].count
  }
}
