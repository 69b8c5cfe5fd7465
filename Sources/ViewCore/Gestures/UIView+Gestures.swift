import Foundation

extension UIView {
  /// `gestureRecognizers`' setter: detaches the current recognizers, then attaches `recognizers`.
  func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
    for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
    for recognizer in recognizers { addGestureRecognizer(recognizer) }
  }

  /// `addGestureRecognizer(_:)`'s work.
  func attach(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// `removeGestureRecognizer(_:)`'s work.
  func detach(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.stopParticipating()
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
