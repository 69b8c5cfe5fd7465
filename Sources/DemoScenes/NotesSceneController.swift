import Foundation
import ViewCore

/// A notes page: one long `UITextView` filling the screen, to type and scroll in. Typing keeps
/// the caret in view (the text view scrolls as lines are added); when not editing, a drag
/// scrolls it with the usual physics; dragging a selection past an edge scrolls along. Each caret
/// move is a trace line (`notesCaret`, `caretDidMove`) with the caret's top-left in window
/// points, so tests can see it stays on screen.
final class NotesSceneController: UIViewController, UITextViewDelegate {
  let textView = UITextView()

  /// The page's opening text: a few paragraphs about what the scene shows.
  static let opening = [
    "Notes",
    "",
    "Click anywhere in this page to type. The page is a UITextView, a scroll view: as lines are "
      + "added below the bottom edge, it scrolls so that the caret stays in sight.",
    "",
    "Drag with the text selected and the page scrolls along when the pointer passes its top or "
      + "bottom edge. Double click selects a word, triple click a line.",
    "",
    "Ctrl+C, Ctrl+X and Ctrl+V go through the desktop clipboard; Ctrl+Z undoes a run of typing.",
    "",
    "Emoji are drawn in colour, one character each for the caret: 👋🏽 🎉 🚀 ❤️ 👩‍💻",
  ].joined(separator: "\n")

  override func viewDidLoad() {
    view.backgroundColor = .white
    textView.frame = view.bounds
    textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    textView.accessibilityIdentifier = "notes"
    textView.font = .systemFont(ofSize: 17)
    textView.textContainerInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    textView.text = Self.opening
    textView.delegate = self
    view.addSubview(textView)
  }

  func textViewDidChangeSelection(_ textView: UITextView) {
    guard let window = view.window, let end = textView.selectedTextRange?.end else { return }
    let caret = textView.convert(textView.caretRect(for: end), to: nil)
    window.services.scrollTrace.emit(
      ScrollTraceRecord(
        time: window.currentTime, view: "notesCaret", event: "caretDidMove", offset: caret.origin,
        zoom: 1, velocity: nil, target: nil, decelerate: nil, tracking: false, dragging: false,
        decelerating: false, zooming: false))
  }
}
