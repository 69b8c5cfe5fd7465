import Foundation
import ViewCore

/// Adds a double-tap recognizer to `view`; `handler` gets the tap's location in `view`.
func installDoubleTap(on view: UIView, handler: @escaping (CGPoint) -> Void) {
  let doubleTap = UITapGestureRecognizer()
  doubleTap.numberOfTapsRequired = 2
  doubleTap.addTarget(view) { [weak view] recognizer in
    guard let view, recognizer.state == .ended else { return }
    handler(recognizer.location(in: view))
  }
  view.addGestureRecognizer(doubleTap)
}
