import Foundation
import ViewCore

/// The essay's other use of insets, as a real form: name, e-mail, a password and more fields in
/// a scroll view, and a multi-line note (a `UITextView` that grows with its text) at the end.
/// Clicking a field begins editing; the simulated on-screen keyboard slides up
/// and posts UIKit's keyboard notifications, and the controller — as the essay's code does —
/// grows the scroll view's bottom inset from `keyboardFrameEndUserInfoKey` and scrolls the
/// field into view. `keyboardDismissMode` none, on-drag and interactive can be switched.
final class KeyboardSceneController: UIViewController, UIScrollViewDelegate, UITextFieldDelegate, UITextViewDelegate {
  static let keyboardHeight: CGFloat = 260
  /// The keyboard's slide, 0.25 s: the duration iOS's keyboard notifications carry.
  static let keyboardDuration: TimeInterval = 0.25
  let scrollView = UIScrollView()
  let keyboard = UIView()
  /// The form's last row: a note of several lines, as tall as its text (at least `noteMinimumHeight`).
  let note = UITextView()
  /// The note's placeholder (UITextView has none of its own; apps lay a label over it).
  let notePlaceholder = UILabel(text: "Note — several lines", font: .systemFont(ofSize: 17))
  /// Room for four lines of the note before it grows: a choice of this project.
  static let noteMinimumHeight: CGFloat = 4 * UIFont.systemFont(ofSize: 17).lineHeight + 16
  private(set) var fields: [FormField] = []
  private(set) var modeButtons: [UIButton] = []
  private(set) var focusedField: Int?
  /// How far the keyboard is up, 0...1.
  private(set) var keyboardShown: CGFloat = 0
  private var keyboardAnimator: SceneAnimator?
  private var observers: [NSObjectProtocol] = []
  /// The field names of the form's first rows (the name field refuses digits); the rest are
  /// numbered.
  static let fieldNames = ["Name", "E-mail", "Password"]

  override func viewDidLoad() {
    view.backgroundColor = UIColor.systemGroupedBackground
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.accessibilityIdentifier = "keyboard"
    scrollView.alwaysBounceVertical = true
    scrollView.delegate = self
    view.addSubview(scrollView)
    for index in 0..<16 {
      let field = FormField()
      field.placeholder =
        index == 0
        ? "Name (no digits)"
        : index < Self.fieldNames.count ? Self.fieldNames[index] : "Field \(index + 1) — click to type"
      field.accessibilityIdentifier = "field\(index + 1)"
      field.clearButtonMode = .whileEditing
      // A 16-pt margin before the text, as a left view (UIKit's usual way to pad a borderless field).
      field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 1))
      field.leftViewMode = .always
      field.isSecureTextEntry = index == 2
      field.keyboardType = index == 1 ? .emailAddress : .default
      field.returnKeyType = .next
      field.delegate = self
      field.tag = index
      field.addAction(UIAction { [weak self] _ in self?.focus(index) }, for: .editingDidBegin)
      field.addAction(UIAction { [weak self] _ in self?.fieldEnded(index) }, for: .editingDidEnd)
      scrollView.addSubview(field)
      fields.append(field)
    }
    note.accessibilityIdentifier = "note"
    note.isScrollEnabled = false
    note.textContainerInset = UIEdgeInsets(top: 8, left: 11, bottom: 8, right: 11)
    note.delegate = self
    scrollView.addSubview(note)
    notePlaceholder.textColor = .placeholderText
    note.addSubview(notePlaceholder)
    let modes: [(String, UIScrollView.KeyboardDismissMode)] = [
      ("none", .none), ("on drag", .onDrag), ("interactive", .interactive),
    ]
    for (index, (title, mode)) in modes.enumerated() {
      let button = UIButton()
      button.setTitle("Dismiss: \(title)", for: .normal)
      button.tag = index
      button.addAction(UIAction { [weak self] _ in self?.setDismissMode(mode) }, for: .touchUpInside)
      scrollView.addSubview(button)
      modeButtons.append(button)
    }
    keyboard.backgroundColor = FormColors.keyboard
    keyboard.accessibilityIdentifier = "simulatedKeyboard"
    for row in 0..<4 {
      for column in 0..<10 {
        let key = UIView(frame: CGRect(x: 6 + CGFloat(column) * 62, y: 10 + CGFloat(row) * 60, width: 56, height: 48))
        key.backgroundColor = FormColors.key
        keyboard.addSubview(key)
      }
    }
    view.addSubview(keyboard)
    setDismissMode(.none)
    observeKeyboard()
  }

  /// The essay's code: the inset follows the keyboard's end frame, converted to the view.
  private func observeKeyboard() {
    let center = NotificationCenter.default
    for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
      observers.append(
        center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
          let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          MainActor.assumeIsolated {
            self?.keyboardWillChange(to: frame, hiding: name == UIResponder.keyboardWillHideNotification)
          }
        })
    }
  }

  private func keyboardWillChange(to frame: CGRect?, hiding: Bool) {
    guard let frame, !hiding else {
      scrollView.contentInset.bottom = 0
      scrollView.verticalScrollIndicatorInsets.bottom = 0
      return
    }
    let overlap = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
    scrollView.contentInset.bottom = overlap
    scrollView.verticalScrollIndicatorInsets.bottom = overlap
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewWillLayoutSubviews() {
    let size = view.bounds.size
    for (index, button) in modeButtons.enumerated() {
      button.frame = CGRect(x: 20 + CGFloat(index) * 200, y: 20, width: 190, height: 36)
    }
    for (index, field) in fields.enumerated() {
      field.frame = CGRect(x: 20, y: 80 + CGFloat(index) * 64, width: max(0, size.width - 40), height: 48)
    }
    let noteTop = 80 + CGFloat(fields.count) * 64
    let noteWidth = max(0, size.width - 40)
    let noteHeight = max(note.sizeThatFits(CGSize(width: noteWidth, height: 0)).height, Self.noteMinimumHeight)
    note.frame = CGRect(x: 20, y: noteTop, width: noteWidth, height: noteHeight)
    notePlaceholder.frame = CGRect(x: 16, y: 8, width: noteWidth - 32, height: UIFont.systemFont(ofSize: 17).lineHeight)
    scrollView.contentSize = CGSize(width: size.width, height: noteTop + noteHeight + 20)
    placeKeyboard()
  }

  /// The name field refuses digits: a delegate keeping characters out of a field.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    !(textField.tag == 0 && string.contains(where: \.isNumber))
  }

  /// Return moves to the next field, as a form's Next key does; the last one ends editing.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    let next = textField.tag + 1
    if fields.indices.contains(next) { fields[next].becomeFirstResponder() } else { textField.resignFirstResponder() }
    return false
  }

  /// The note began editing: the keyboard comes up as for a field.
  func textViewDidBeginEditing(_ textView: UITextView) {
    focus(fields.count)
  }

  func textViewDidEndEditing(_ textView: UITextView) {
    guard focusedField == fields.count, !fields.contains(where: \.isEditing) else { return }
    dismissKeyboard()
  }

  /// The note grew or shrank: lay the form out again and keep the caret above the keyboard.
  func textViewDidChange(_ textView: UITextView) {
    notePlaceholder.isHidden = textView.hasText
    view.setNeedsLayout()
    view.layoutIfNeeded()
    guard let end = textView.selectedTextRange?.end else { return }
    let caret = scrollView.convert(textView.caretRect(for: end), from: textView)
    scrollView.scrollRectToVisible(caret.insetBy(dx: 0, dy: -8), animated: false)
  }

  func setDismissMode(_ mode: UIScrollView.KeyboardDismissMode) {
    scrollView.keyboardDismissMode = mode
    for (index, button) in modeButtons.enumerated() {
      button.isSelected = index == mode.rawValue
      button.backgroundColor = button.isSelected ? FormColors.selected : FormColors.rest
    }
  }

  /// A field began editing: show the keyboard and bring the field above it.
  func focus(_ index: Int) {
    focusedField = index
    for field in fields { field.isFocused = field.tag == index }
    animateKeyboard(to: 1)
  }

  /// A field ended editing: the keyboard goes unless another field took over.
  private func fieldEnded(_ index: Int) {
    fields[index].isFocused = false
    guard focusedField == index, !fields.contains(where: \.isEditing), !note.isEditing else { return }
    dismissKeyboard()
  }

  func dismissKeyboard() {
    guard focusedField != nil else { return }
    focusedField = nil
    view.endEditing(true)
    animateKeyboard(to: 0)
  }

  /// The keyboard's frame (window points) when `shown` of it is up.
  private func keyboardFrame(shown: CGFloat) -> CGRect {
    let height = KeyboardSceneController.keyboardHeight
    let frame = CGRect(x: 0, y: view.bounds.height - height * shown, width: view.bounds.width, height: height)
    return view.convert(frame, to: nil)
  }

  /// Posts UIKit's notifications for a slide from `start` to `target`.
  private func postKeyboard(from start: CGFloat, to target: CGFloat, did: Bool) {
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: keyboardFrame(shown: start)),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboardFrame(shown: target)),
      UIResponder.keyboardAnimationDurationUserInfoKey: Self.keyboardDuration,
      UIResponder.keyboardAnimationCurveUserInfoKey: UIView.AnimationCurve.easeInOut.rawValue,
      UIResponder.keyboardIsLocalUserInfoKey: true,
    ]
    let center = NotificationCenter.default
    if did {
      center.post(
        name: target > 0 ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
        object: nil, userInfo: info)
      center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    } else {
      center.post(
        name: target > 0 ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
        object: nil, userInfo: info)
      center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    }
  }

  private func animateKeyboard(to target: CGFloat) {
    let start = keyboardShown
    postKeyboard(from: start, to: target, did: false)
    keyboardAnimator = SceneAnimator(
      duration: Self.keyboardDuration,
      update: { [weak self] progress in
        self?.keyboardShown = start + (target - start) * progress
        self?.placeKeyboard()
      }
    ) { [weak self] in
      guard let self else { return }
      self.postKeyboard(from: start, to: target, did: true)
      guard target == 1, let index = self.focusedField else { return }
      let frame = self.fields.indices.contains(index) ? self.fields[index].frame : self.note.frame
      self.scrollView.scrollRectToVisible(frame.insetBy(dx: 0, dy: -8), animated: true)
    }
    keyboardAnimator?.run(in: view.window)
  }

  /// Moves the simulated keyboard (the inset follows its notifications).
  private func placeKeyboard() {
    let size = view.bounds.size
    let height = KeyboardSceneController.keyboardHeight
    keyboard.frame = CGRect(x: 0, y: size.height - height * keyboardShown, width: size.width, height: height)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    if scrollView.keyboardDismissMode == .onDrag { dismissKeyboard() }
  }

  /// Interactive: the keyboard follows a finger that drags down into it; let go below its middle
  /// and it goes away, above and it comes back.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView.keyboardDismissMode == .interactive, scrollView.isDragging, focusedField != nil else { return }
    let finger = scrollView.panGestureRecognizer.location(in: view).y
    let top = view.bounds.height - KeyboardSceneController.keyboardHeight
    let shown = 1 - max(0, finger - top) / KeyboardSceneController.keyboardHeight
    keyboardShown = min(1, max(0, shown))
    placeKeyboard()
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    guard scrollView.keyboardDismissMode == .interactive, focusedField != nil else { return }
    if keyboardShown < 0.5 { dismissKeyboard() } else { animateKeyboard(to: 1) }
  }
}

/// The form's colours, light and dark: a field or button at rest (white; the grouped dark grey),
/// a selected button, a field being edited (a pale yellow; a dark amber), the simulated keyboard
/// and its keys (iOS's light and dark keyboards).
enum FormColors {
  static let rest = UIColor.secondarySystemGroupedBackground
  static let selected = appearance(light: 0xD0E4FF, dark: 0x1F3A5C)
  static let focused = appearance(light: 0xFFF6D5, dark: 0x3A3422)
  static let keyboard = appearance(light: 0xD1D1D1, dark: 0x2B2B2D)
  static let key = appearance(light: 0xFFFFFF, dark: 0x6B6B6E)

  static func appearance(light: UInt32, dark: UInt32) -> UIColor {
    UIColor { $0.userInterfaceStyle == .dark ? UIColor(hex: dark) : UIColor(hex: light) }
  }
}

/// The form's field: tinted as the scene's buttons were — the system tint at 12 % over the rest
/// colour, 35 % while pressed, the focus colour under the 12 % tint while it is edited — so that
/// what is pressed and what is focused shows.
final class FormField: UITextField {
  var isFocused = false { didSet { backgroundColor = isFocused ? FormColors.focused : FormColors.rest } }

  override var isHighlighted: Bool { didSet { setNeedsDisplay() } }

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = FormColors.rest
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    UIGraphicsContext.current?.fill(bounds, color: UIColor.systemBlue.withAlphaComponent(isHighlighted ? 0.35 : 0.12))
    super.draw(rect)
  }
}
