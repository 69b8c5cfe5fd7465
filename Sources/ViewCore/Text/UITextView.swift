import Foundation

/// Multi-line text in a scroll view (UIKit's `UITextView`): wrapped at the view's width, editable
/// or read-only, selectable with the keyboard and the pointer. While it is edited it scrolls to
/// keep the caret in view; dragged when not being edited, it scrolls with the scroll view's
/// physics; a selection dragged past an edge scrolls it along. With `isScrollEnabled` false it
/// grows with its text instead (its intrinsic height), for a stack view or a self-sizing row.
/// Editing is a `TextEditingState`, as `UITextField`'s is.
open class UITextView: UIScrollView, UITextInput, CaretLocating {
  /// Posted (object: the text view) after each edit by the user that changes the text.
  public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  var editing = TextEditingState() {
    didSet {
      if editing.text != oldValue.text { textLayoutDidChange() }
      if editing.attributeRuns != oldValue.attributeRuns { contentView.setNeedsDisplay() }
      if editing != oldValue { caretDidMove() }
      if editing.selection != oldValue.selection { textViewDelegate?.textViewDidChangeSelection(self) }
    }
  }

  /// The text; setting it (as code does) leaves the caret at the end, sends no delegate message
  /// and ends the current typing run's undo step.
  open var text: String! {
    get { editing.text }
    set {
      editing = TextEditingState(text: newValue ?? "")
      typingStepOpen = false
    }
  }

  /// The text in runs of colours, backgrounds, underlines and strikethroughs (attributes absent
  /// from a run are the view's `font` and `textColor`); a font is drawn when every run has it
  /// (runs in different fonts are laid out and drawn in the view's font). Typing takes the
  /// attributes of what it replaces or follows; reading it back gives plain text the view's font
  /// and colour.
  open var attributedText: NSAttributedString! {
    get {
      if let runs = editing.attributeRuns { return runs.attributedString(of: editing.text) }
      return NSAttributedString(
        string: editing.text, attributes: [.font: resolvedFont, .foregroundColor: textColor ?? .label])
    }
    set {
      editing = TextEditingState(
        text: newValue?.string ?? "", attributeRuns: newValue.map(TextAttributeRuns.init(of:)))
      typingStepOpen = false
      breaks.removeAll()
      textLayoutDidChange()
    }
  }

  /// UIKit's default body text size, 17 pt.
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      breaks.removeAll()
      textLayoutDidChange()
    }
  }
  open var textColor: UIColor? = .label { didSet { contentView.setNeedsDisplay() } }
  open var textAlignment: NSTextAlignment = .left { didSet { contentView.setNeedsDisplay() } }
  /// False: read-only (still selectable and copyable when `isSelectable`).
  open var isEditable = true {
    didSet { if !isEditable, isFirstResponder { _ = resignFirstResponder() } }
  }
  /// False: no caret, no selection, no copying; links and scrolling only.
  open var isSelectable = true
  /// Space between the view's edges and the text container (points); UIKit's default is 8 pt
  /// above and below.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textLayoutDidChange() }
  }
  /// Space before and after each line inside the container, 5 pt (UIKit's
  /// `NSTextContainer.lineFragmentPadding` default).
  public static let lineFragmentPadding: CGFloat = 5
  /// False: the view does not scroll and its intrinsic height is its text's, so a stack view or
  /// a self-sizing cell grows it as text is typed.
  open override var isScrollEnabled: Bool {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
  /// Text typed over the selection from now on takes no attributes here; kept for source
  /// compatibility.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// True between beginning and ending editing.
  public internal(set) var isEditing = false

  /// True while the current run of typing has an undo step registered.
  var typingStepOpen = false
  /// The text and selection before the input method's composition began: a refused commit
  /// puts them back (the composition replaced the selection without asking the delegate).
  var compositionBase: TextEditingState?
  lazy var blinker = CaretBlinker(field: self)
  /// Draws the lines; sized to the content, so the scroll view's offset moves it.
  let contentView = TextViewContentView()
  let breaks = ParagraphBreakCache()
  /// The lines at the current width; nil until asked for after a change.
  var cachedLayout: TextLayout?
  /// The wrap width `cachedLayout` was made at (points).
  var cachedWidth: CGFloat = -1
  /// Where a pointer selection started (characters), and its unit (1 characters, 2 words, 3 lines).
  var dragAnchor: Range<Int>?
  var dragUnit = 1
  /// The pointer's latest position while selecting (view points), for autoscrolling.
  var dragPoint: CGPoint?
  /// A press landed on a text view not being edited: it begins editing if released without a drag.
  var focusOnRelease = false
  lazy var autoscroller = SelectionAutoscroller(textView: self)
  /// The width the intrinsic height was last measured at.
  var intrinsicWidth: CGFloat = 0

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    clipsToBounds = true
    alwaysBounceVertical = true
    backgroundColor = .systemBackground
    contentView.textView = self
    addSubview(contentView)
  }

  /// The delegate as a text view delegate (the scroll view stores it as a `UIScrollViewDelegate`).
  var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

  public var hasText: Bool { !editing.text.isEmpty }

  /// The selection in UTF-16 offsets of `text` (UIKit's `selectedRange`); an empty range is the caret.
  open var selectedRange: NSRange {
    get { editing.utf16Range(of: editing.selection) }
    set {
      let text = editing.text
      let lower = UITextField.characterOffset(utf16: newValue.location, in: text)
      let upper = UITextField.characterOffset(utf16: newValue.location + max(newValue.length, 0), in: text)
      editing.select(lower..<max(lower, upper))
    }
  }

  /// The selected characters (an empty range: the caret), in characters of `text`.
  public var selectedCharacterRange: Range<Int> {
    get { editing.selection }
    set { editing.select(newValue) }
  }

  /// The input method's composition in progress, in characters of `text`.
  public var markedCharacterRange: Range<Int>? { editing.markedRange }

  /// Scrolls so that the characters of `range` (UTF-16 offsets) show.
  open func scrollRangeToVisible(_ range: NSRange) {
    let start = UITextField.characterOffset(utf16: range.location, in: editing.text)
    scrollRectToVisible(caretRect(forOffset: start).insetBy(dx: 0, dy: -2), animated: false)
  }

  // MARK: Responder (the work is in UITextView+Editing.swift, +Keys.swift and +Pointer.swift)

  open override var canBecomeFirstResponder: Bool { isEditable && isUserInteractionEnabled }

  /// Begins editing, unless the delegate refuses (`textViewShouldBeginEditing`).
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil, textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    beginEditing()
    return true
  }

  /// Ends editing, unless the delegate refuses (`textViewShouldEndEditing`).
  open override func resignFirstResponder() -> Bool {
    if isEditing, isFirstResponder, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
    guard super.resignFirstResponder() else { return false }
    if isEditing { finishEditing() }
    return true
  }

  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    canPerformEditAction(action)
  }

  open override func copy(_ sender: Any?) { copySelection() }
  open override func cut(_ sender: Any?) { cutSelection() }
  open override func paste(_ sender: Any?) { pasteClipboard() }
  open override func selectAll(_ sender: Any?) { if isSelectable { editing.selectAll() } }
  open override func delete(_ sender: Any?) { deleteSelection() }

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key, isEditing || isSelectable, handleKey(key) else {
      return super.pressesBegan(presses, with: event)
    }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pointerDown(touch)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pointerMoved(touch)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pointerUp(touch)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    endSelectionDrag()
    focusOnRelease = false
  }

  /// While a pointer selects, the scroll pan waits: the drag selects (and autoscrolls) instead,
  /// as a desktop text box's does; a drag on a text view not being edited scrolls it.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer, dragAnchor != nil { return false }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// With scrolling off, as tall as the text at the current width (no intrinsic width: the
  /// text wraps at whatever width the view is given).
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    return CGSize(width: UIView.noIntrinsicMetric, height: contentHeight(forWidth: bounds.width))
  }

  /// The text's height at the width given (or the current width when none is).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : bounds.width
    return CGSize(width: width, height: contentHeight(forWidth: width))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutText()
  }

  /// Scrolled: lines outside those drawn are drawn.
  open override var bounds: CGRect {
    didSet { if bounds.origin != oldValue.origin { visibleRectDidChange() } }
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil, isEditing { blinker.start() }
  }
}

extension UITextView: CaretBlinking {
  func caretVisibilityDidChange() { contentView.setNeedsDisplay() }
}
