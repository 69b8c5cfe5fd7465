import Foundation

/// A text box's editing as a value, with no views: the text, the selection (a caret when
/// empty), an input method's marked text, and the moves a keyboard makes. Offsets count
/// characters (grapheme clusters: "é" written as e + combining accent, or 👍🏽, is one), so the
/// caret never lands inside one.
public struct TextEditingState: Equatable, Sendable {
  /// What an edit was, so that a run of typing undoes as one step.
  public enum EditKind: Equatable, Sendable {
    case typing
    case deleting
    /// A paste, a cut, a replacement: always a step of its own.
    case other
  }

  public private(set) var text: String
  /// The number of characters, kept up to date by each edit (not counted at every question).
  public private(set) var count: Int
  /// The selected characters; empty: the caret, before the character at `lowerBound`.
  public private(set) var selection: Range<Int>
  /// The input method's composition in progress, shown underlined; nil when none.
  public private(set) var markedRange: Range<Int>?
  /// Where a Shift-extended selection is anchored (the end that stays put).
  private var anchor: Int
  /// The end of the selection that stays put while Shift extends it.
  public var anchorOffset: Int { anchor }
  /// The kind of the last edit since the caret last moved by itself (nil: none).
  private var lastEdit: EditKind?
  /// The text's attributes in runs, kept in step with each edit (new characters take the
  /// attributes of the first one they replace, else of the one before them, as UIKit's typing
  /// attributes do); nil for plain text.
  public private(set) var attributeRuns: TextAttributeRuns?

  public init(text: String = "", selection: Range<Int>? = nil, attributeRuns: TextAttributeRuns? = nil) {
    self.text = text
    let count = text.count
    self.count = count
    if let attributeRuns, !attributeRuns.isPlain {
      var runs = attributeRuns
      // Runs that do not cover the text exactly are cut or carried to its end.
      let covered = runs.count
      if covered != count {
        let last = runs.attributes(at: max(covered - 1, 0))
        runs.replace(min(covered, count)..<covered, withCount: max(count - covered, 0), attributes: last)
      }
      self.attributeRuns = runs
    }
    let chosen = selection ?? count..<count
    let lower = min(max(chosen.lowerBound, 0), count)
    self.selection = lower..<min(max(chosen.upperBound, lower), count)
    anchor = self.selection.lowerBound
  }

  /// The caret's offset when the selection is empty (else the selection's moving end).
  public var caret: Int { anchor == selection.lowerBound ? selection.upperBound : selection.lowerBound }
  public var selectedText: String { substring(selection) }
  public var markedText: String? { markedRange.map(substring) }

  /// The characters in `range` (clamped to the text).
  public func substring(_ range: Range<Int>) -> String {
    let clamped = clamp(range)
    return String(text[index(clamped.lowerBound)..<index(clamped.upperBound)])
  }

  /// The index of the character at `offset`, walked to from the nearer end (typing at the end
  /// of a long text does not walk all of it).
  func index(_ offset: Int) -> String.Index {
    let clamped = min(max(offset, 0), count)
    if clamped > count / 2 { return text.index(text.endIndex, offsetBy: clamped - count) }
    return text.index(text.startIndex, offsetBy: clamped)
  }

  func clamp(_ range: Range<Int>) -> Range<Int> {
    let lower = min(max(range.lowerBound, 0), count)
    return lower..<min(max(range.upperBound, lower), count)
  }

  /// `range` (characters, clamped) in UTF-16 code units, as UIKit's delegates are told it; the
  /// ends are found from the nearer end of the text.
  public func utf16Range(of range: Range<Int>) -> NSRange {
    let clamped = clamp(range)
    let start = index(clamped.lowerBound)
    let end = index(clamped.upperBound)
    return NSRange(
      location: text.utf16.distance(from: text.startIndex, to: start), length: text.utf16.distance(from: start, to: end)
    )
  }

  /// The range an insertion replaces: the marked text, else the selection.
  public var replacementRange: Range<Int> { markedRange ?? selection }

  // MARK: Edits

  /// Replaces `range` with `string`, leaving the caret after it and no marked text. Returns
  /// true when this edit starts a new undo step (a run of typing, or of deleting, is one step).
  @discardableResult
  public mutating func replace(_ range: Range<Int>, with string: String, kind: EditKind = .other) -> Bool {
    let clamped = clamp(range)
    let before = count
    replaceText(clamped, with: string)
    // Combining marks may join the characters either side: count what the edit added.
    let end = min(max(clamped.lowerBound + (count - (before - clamped.count)), clamped.lowerBound), count)
    selection = end..<end
    anchor = end
    markedRange = nil
    let startsStep = kind == .other || lastEdit != kind
    lastEdit = kind == .other ? nil : kind
    return startsStep
  }

  /// Types `string` over the marked text or the selection.
  @discardableResult
  public mutating func insert(_ string: String) -> Bool {
    replace(replacementRange, with: string, kind: .typing)
  }

  /// Backspace: removes the selection, else the character before the caret. False when there
  /// was nothing to delete.
  @discardableResult
  public mutating func deleteBackward() -> Bool {
    if !selection.isEmpty { return deleting(selection) }
    guard selection.lowerBound > 0 else { return false }
    return deleting((selection.lowerBound - 1)..<selection.lowerBound)
  }

  /// Delete: removes the selection, else the character after the caret.
  @discardableResult
  public mutating func deleteForward() -> Bool {
    if !selection.isEmpty { return deleting(selection) }
    guard selection.upperBound < count else { return false }
    return deleting(selection.upperBound..<(selection.upperBound + 1))
  }

  /// The range Backspace (or Delete, `forward`) would remove, nil when none.
  public func deletionRange(forward: Bool) -> Range<Int>? {
    if !selection.isEmpty { return selection }
    if forward { return selection.upperBound < count ? selection.upperBound..<(selection.upperBound + 1) : nil }
    return selection.lowerBound > 0 ? (selection.lowerBound - 1)..<selection.lowerBound : nil
  }

  private mutating func deleting(_ range: Range<Int>) -> Bool {
    replace(range, with: "", kind: .deleting)
    return true
  }

  /// Shows `marked` (an input method's composition) in place of the marked text or the
  /// selection, with `selected` (characters within it) as the selection; nil or empty removes
  /// the composition.
  public mutating func setMarkedText(_ marked: String?, selected: Range<Int>) {
    let range = replacementRange
    let string = marked ?? ""
    let before = count
    replaceText(clamp(range), with: string)
    let length = max(0, count - (before - range.count))
    let start = range.lowerBound
    markedRange = length == 0 ? nil : start..<(start + length)
    let lower = start + min(max(selected.lowerBound, 0), length)
    selection = lower..<(start + min(max(selected.upperBound, lower - start), length))
    anchor = selection.lowerBound
    lastEdit = nil
  }

  /// Replaces the characters in `range` (clamped) and counts the characters again: by the
  /// difference when the edit's edges are ASCII other than CR (no character can join across
  /// them), else the whole text.
  private mutating func replaceText(_ range: Range<Int>, with string: String) {
    let lower = index(range.lowerBound)
    let upper = index(range.upperBound)
    let byteBefore = lower > text.startIndex ? text.utf8[text.utf8.index(before: lower)] : nil
    let byteAfter = upper < text.endIndex ? text.utf8[upper] : nil
    let separate =
      Self.endsCleanly(byteBefore) && Self.startsCleanly(byteAfter)
      && (string.isEmpty || (Self.startsCleanly(string.utf8.first) && Self.endsCleanly(string.utf8.last)))
    text.replaceSubrange(lower..<upper, with: string)
    let countBefore = count
    count = separate ? count - range.count + string.count : text.count
    if var runs = attributeRuns {
      let attributes =
        range.isEmpty ? runs.typingAttributes(at: range.lowerBound) : runs.attributes(at: range.lowerBound)
      runs.replace(range, withCount: max(count - (countBefore - range.count), 0), attributes: attributes)
      attributeRuns = runs
    }
  }

  /// An ASCII byte other than CR (nil: the text's edge): nothing after it joins it.
  private static func endsCleanly(_ byte: UInt8?) -> Bool { byte.map { $0 < 0x80 && $0 != 0x0D } ?? true }
  /// An ASCII byte other than LF (nil: the text's edge): it joins nothing before it.
  private static func startsCleanly(_ byte: UInt8?) -> Bool { byte.map { $0 < 0x80 && $0 != 0x0A } ?? true }

  /// Keeps the marked text as ordinary text, the caret after it.
  public mutating func unmarkText() {
    guard let marked = markedRange else { return }
    markedRange = nil
    select(marked.upperBound..<marked.upperBound)
  }

  // MARK: Selection

  /// Selects `range` (clamped), anchored at its start.
  public mutating func select(_ range: Range<Int>) {
    selection = clamp(range)
    anchor = selection.lowerBound
    lastEdit = nil
  }

  /// Selects from `anchor` to `offset` (a Shift-click or a drag), either way round.
  public mutating func select(from anchorOffset: Int, to offset: Int) {
    let a = min(max(anchorOffset, 0), count)
    let b = min(max(offset, 0), count)
    selection = min(a, b)..<max(a, b)
    anchor = a
    lastEdit = nil
  }

  public mutating func selectAll() { select(0..<count) }
}
