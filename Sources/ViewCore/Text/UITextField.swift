import Foundation

/// One line of editable text (UIKit's `UITextField`): click to edit, type with the desktop's
/// keyboard and input method, select with the keyboard or the pointer, copy and paste through
/// the desktop clipboard, undo with the window's `undoManager`. Editing is a `TextEditingState`;
/// text is drawn with the platform's fonts through the display list, as `UILabel`'s is.
open class UITextField: UIControl, UITextInput, CaretLocating {
  /// The frame drawn around the text.
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view (the clear button, a left or right view) shows.
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  /// What UIKit's `didEndEditing(reason:)` would say; kept for source compatibility.
  public enum DidEndEditingReason: Int, Sendable {
    case committed
  }

  /// Posted (object: the field) after each edit that changes the text.
  public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  var editing = TextEditingState() {
    didSet {
      setNeedsDisplay()
      if editing.text != oldValue.text { invalidateIntrinsicContentSize() }
      if editing.selection != oldValue.selection || editing.text != oldValue.text { caretDidMove() }
    }
  }

  /// The text; setting it (as code does) leaves the caret at the end, sends no control event and
  /// clears the undo steps of this field's typing run.
  open var text: String? {
    get { editing.text }
    set {
      editing = TextEditingState(text: newValue ?? "")
      typingStepOpen = false
    }
  }

  /// The text in runs of fonts, colours, backgrounds, underlines and strikethroughs (attributes
  /// absent from a run are the field's `font` and `textColor`); typing takes the attributes of
  /// what it replaces or follows. Reading it back gives plain text the field's font and colour.
  open var attributedText: NSAttributedString? {
    get {
      if let runs = editing.attributeRuns { return runs.attributedString(of: editing.text) }
      return NSAttributedString(string: editing.text, attributes: defaultTextAttributes)
    }
    set {
      editing = TextEditingState(
        text: newValue?.string ?? "", attributeRuns: newValue.map(TextAttributeRuns.init(of:)))
      typingStepOpen = false
    }
  }

  /// The field's font, colour and alignment as attributes; setting them sets those properties.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get {
      let style = NSMutableParagraphStyle()
      style.alignment = textAlignment
      return [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label, .paragraphStyle: style]
    }
    set {
      let attributes = TextAttributes(newValue)
      if let font = attributes.font { self.font = font }
      if let color = attributes.foregroundColor { textColor = color }
      if let alignment = attributes.alignment { textAlignment = alignment }
    }
  }

  /// What typing at the caret takes: the attributes of the character before it. Setting it is
  /// accepted for source compatibility and changes nothing (typing always follows the text).
  open var typingAttributes: [NSAttributedString.Key: Any]? {
    get {
      editing.attributeRuns?.typingAttributes(at: editing.selection.lowerBound).dictionary ?? defaultTextAttributes
    }
    set {}
  }

  open var placeholder: String? { didSet { setNeedsDisplay() } }
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
  open var textAlignment: NSTextAlignment = .left { didSet { setNeedsDisplay() } }
  open var borderStyle: BorderStyle = .none {
    didSet {
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
  open var leftView: UIView? {
    didSet { replaceOverlay(oldValue, with: leftView) }
  }
  open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  open var rightView: UIView? {
    didSet { replaceOverlay(oldValue, with: rightView) }
  }
  open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// True for a password: drawn as dots, never copied or cut.
  open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var clearsOnBeginEditing = false
  open weak var delegate: UITextFieldDelegate?
  /// True between `editingDidBegin` and `editingDidEnd`.
  public internal(set) var isEditing = false
  /// True while the current run of typing has an undo step registered.
  var typingStepOpen = false
  /// The text and selection before the input method's composition began: a refused commit
  /// puts them back (the composition replaced the selection without asking the delegate).
  var compositionBase: TextEditingState?
  /// How far the text is scrolled left to keep the caret in view (points).
  var scrollOffset: CGFloat = 0
  /// When the caret last moved (window seconds): it shows solid, then blinks.
  var caretMovedAt: TimeInterval = 0
  lazy var blinker = CaretBlinker(field: self)
  let clearButton = UIButton()
  /// Where a pointer selection started (characters), and how it grows: by characters, words or
  /// lines (a double or triple click held and dragged).
  var dragAnchor: Range<Int>?
  var dragUnit = 1
  /// A press landed on a field not being edited: it begins editing when released over it.
  var focusOnRelease = false
  /// The widths of the text as drawn, by chunks (UITextField+Pointer.swift).
  var advances: TextAdvanceIndex?
  /// Where each run starts when the runs are in more than one font (UITextField+Pointer.swift).
  var runOffsets: FieldRunOffsets?

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
    clearButton.setTitle("✕", for: .normal)
    clearButton.accessibilityIdentifier = "clearButton"
    clearButton.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
    clearButton.isHidden = true
    addSubview(clearButton)
  }

  private func replaceOverlay(_ old: UIView?, with new: UIView?) {
    if old !== new { old?.removeFromSuperview() }
    if let new { addSubview(new) }
    setNeedsLayout()
  }

  // MARK: Geometry

  /// Horizontal padding inside a bordered field: 7 pt, a choice of this project close to what
  /// UIKit's rounded-rect field shows.
  static let padding: CGFloat = 7
  /// The clear button's side, 19 pt: a choice of this project near UIKit's glyph.
  static let clearButtonSide: CGFloat = 19

  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }

  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = leftView.bounds.size
    return CGRect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
  }

  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = rightView.bounds.size
    return CGRect(
      x: bounds.width - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
  }

  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = Self.clearButtonSide
    let trailing = rightView != nil && shows(rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.width
    return CGRect(x: trailing - side - 4, y: (bounds.height - side) / 2, width: side, height: side)
  }

  /// Where the text is drawn: inside the padding, the left view and the clear button.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let inset = borderStyle == .none ? 0 : Self.padding
    var minX = inset
    var maxX = bounds.width - inset
    if leftView != nil, shows(leftViewMode) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
    if rightView != nil, shows(rightViewMode) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
    if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
    return CGRect(x: minX, y: 0, width: max(maxX - minX, 0), height: bounds.height)
  }

  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  var showsClearButton: Bool { shows(clearButtonMode) && !editing.text.isEmpty }

  open override func layoutSubviews() {
    super.layoutSubviews()
    clearButton.isHidden = !showsClearButton
    clearButton.frame = clearButtonRect(forBounds: bounds)
    if let leftView {
      leftView.isHidden = !shows(leftViewMode)
      leftView.frame = leftViewRect(forBounds: bounds)
    }
    if let rightView {
      rightView.isHidden = !shows(rightViewMode)
      rightView.frame = rightViewRect(forBounds: bounds)
    }
  }

  /// One line of the font (or the placeholder's width) plus the border's padding; the height
  /// of a bordered field is at least 34 pt (UIKit's rounded-rect field's default height).
  open override var intrinsicContentSize: CGSize {
    let font = lineFont
    let shown = displayText.isEmpty ? (placeholder ?? "") : displayText
    var textWidth = measure(shown.isEmpty ? " " : shown, font: self.font ?? .systemFont(ofSize: 17)).width
    // Runs in other fonts: as wide as they are drawn (the line as tall as the tallest).
    if !displayText.isEmpty, editing.attributeRuns != nil, !isSecureTextEntry { textWidth = xOffset(editing.count) }
    let inset = borderStyle == .none ? 0 : 2 * Self.padding
    var width = textWidth.rounded(.up) + inset + 1
    if let leftView, shows(leftViewMode) { width += leftView.bounds.width }
    if let rightView, shows(rightViewMode) { width += rightView.bounds.width }
    let height = max(font.lineHeight.rounded(.up), borderStyle == .roundedRect ? 34 : 0)
    return CGSize(width: width, height: height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The text as drawn: dots for a password.
  var displayText: String {
    isSecureTextEntry ? String(repeating: "•", count: editing.count) : editing.text
  }

  // MARK: Responder (overrides; the work is in UITextField+Editing.swift and +Keys.swift)

  open override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

  /// Begins editing, unless the delegate refuses (`textFieldShouldBeginEditing`).
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    beginEditing()
    return true
  }

  /// Ends editing, unless the delegate refuses (`textFieldShouldEndEditing`) while the field is
  /// still in its window.
  open override func resignFirstResponder() -> Bool {
    if isEditing, isFirstResponder, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
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
  open override func selectAll(_ sender: Any?) { editing.selectAll() }
  open override func delete(_ sender: Any?) { deleteSelection() }

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key, isEditing, handleKey(key) else {
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
    dragAnchor = nil
    focusOnRelease = false
    isHighlighted = false
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil, isEditing { blinker.start() }
  }

  open override func draw(_ rect: CGRect) { drawField() }
}
