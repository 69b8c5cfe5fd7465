import Foundation

/// What a text view asks and tells its delegate (UIKit's `UITextViewDelegate`, which is also the
/// scroll view's delegate: set `delegate` to it). Every member has a default that allows
/// everything.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether `range` (UTF-16 offsets of the current text) may be replaced by `text`; a delegate
  /// may refuse it and make its own change (set `text`) instead.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The text changed by the user's editing (not by setting `text`).
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
