import Foundation

extension UIView {
  /// The recognizers attached to the view; setting the list attaches and detaches them.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer`, detaching it from its previous view first.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`; a gesture in progress is cancelled.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.stopParticipating()
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
