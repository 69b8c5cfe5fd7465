import Foundation

extension UIView {
  /// Makes the first responder in this view's subtree (a field being edited) resign; with
  /// `force`, it gives the status up even if it would refuse. True when none is left editing.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let first = window.inputDispatcher.firstResponder else { return true }
    let controller = first as? UIViewController
    let firstView = (first as? UIView) ?? (controller?.isViewLoaded == true ? controller?.view : nil)
    guard let firstView, firstView.hasAncestor(self) else { return true }
    if first.resignFirstResponder() { return true }
    guard force else { return false }
    window.inputDispatcher.firstResponder = nil
    return true
  }
}
