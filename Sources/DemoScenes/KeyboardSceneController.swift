import Foundation
import ViewCore

/// The essay's other use of insets: a simulated on-screen keyboard slides up, the scroll view's
/// bottom inset grows by its height so every field stays reachable, and the focused field is
/// scrolled into view. `keyboardDismissMode` none, on-drag and interactive can be switched.
final class KeyboardSceneController: UIViewController, UIScrollViewDelegate {
  static let keyboardHeight: CGFloat = 260
  let scrollView = UIScrollView()
  let keyboard = UIView()
  private(set) var fields: [UIButton] = []
  private(set) var modeButtons: [UIButton] = []
  private(set) var focusedField: Int?
  /// How far the keyboard is up, 0...1.
  private(set) var keyboardShown: CGFloat = 0
  private var keyboardAnimator: SceneAnimator?

  override func viewDidLoad() {
    view.backgroundColor = UIColor.systemGroupedBackground
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.accessibilityIdentifier = "keyboard"
    scrollView.alwaysBounceVertical = true
    scrollView.delegate = self
    view.addSubview(scrollView)
    for index in 0..<16 {
      let field = UIButton()
      field.setTitle("Field \(index + 1) — click to type", for: .normal)
      field.backgroundColor = .white
      field.tag = index
      field.addAction(UIAction { [weak self] _ in self?.focus(index) }, for: .touchUpInside)
      scrollView.addSubview(field)
      fields.append(field)
    }
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
    keyboard.backgroundColor = UIColor(white: 0.82)
    keyboard.accessibilityIdentifier = "simulatedKeyboard"
    for row in 0..<4 {
      for column in 0..<10 {
        let key = UIView(frame: CGRect(x: 6 + CGFloat(column) * 62, y: 10 + CGFloat(row) * 60, width: 56, height: 48))
        key.backgroundColor = .white
        keyboard.addSubview(key)
      }
    }
    view.addSubview(keyboard)
    setDismissMode(.none)
  }

  override func viewWillLayoutSubviews() {
    let size = view.bounds.size
    for (index, button) in modeButtons.enumerated() {
      button.frame = CGRect(x: 20 + CGFloat(index) * 200, y: 20, width: 190, height: 36)
    }
    for (index, field) in fields.enumerated() {
      field.frame = CGRect(x: 20, y: 80 + CGFloat(index) * 64, width: max(0, size.width - 40), height: 48)
    }
    scrollView.contentSize = CGSize(width: size.width, height: 80 + CGFloat(fields.count) * 64 + 20)
    placeKeyboard()
  }

  func setDismissMode(_ mode: UIScrollView.KeyboardDismissMode) {
    scrollView.keyboardDismissMode = mode
    for (index, button) in modeButtons.enumerated() {
      button.isSelected = index == mode.rawValue
      button.backgroundColor = button.isSelected ? UIColor(hex: 0xD0E4FF) : .white
    }
  }

  /// A field was clicked: show the keyboard and bring the field above it.
  func focus(_ index: Int) {
    focusedField = index
    for field in fields { field.backgroundColor = field.tag == index ? UIColor(hex: 0xFFF6D5) : .white }
    animateKeyboard(to: 1)
  }

  func dismissKeyboard() {
    guard focusedField != nil else { return }
    focusedField = nil
    for field in fields { field.backgroundColor = .white }
    animateKeyboard(to: 0)
  }

  private func animateKeyboard(to target: CGFloat) {
    let start = keyboardShown
    keyboardAnimator = SceneAnimator(
      duration: 0.25,
      update: { [weak self] progress in
        self?.keyboardShown = start + (target - start) * progress
        self?.placeKeyboard()
      }
    ) { [weak self] in
      guard let self, target == 1, let index = self.focusedField else { return }
      self.scrollView.scrollRectToVisible(self.fields[index].frame.insetBy(dx: 0, dy: -8), animated: true)
    }
    keyboardAnimator?.run(in: view.window)
  }

  /// Moves the keyboard and sets the bottom inset to the part of it over the scroll view.
  private func placeKeyboard() {
    let size = view.bounds.size
    let height = KeyboardSceneController.keyboardHeight
    keyboard.frame = CGRect(x: 0, y: size.height - height * keyboardShown, width: size.width, height: height)
    let inset = height * keyboardShown
    scrollView.contentInset.bottom = inset
    scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0)
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
