/// The engine's frame writes as one batch for the renderer: each view it places would otherwise
/// look for its window (a walk up the hierarchy) on every centre and size it sets, to ask for
/// a composite. While the engine writes a view, that view's requests are noted instead, and the
/// batch asks the root's window once at its end — every view the engine places is in the root's
/// hierarchy, so the window asked is the one each would have found. Requests from any other
/// view (an override of a setter reaching elsewhere) go to their window as usual.
extension AutoLayoutEngine {
  /// The view whose geometry the engine is writing now, if any.
  static var writingView: ObjectIdentifier?
  /// Whether the view being written asked for a composite during the current batch.
  static var writesNeedComposite = false

  /// Starts a batch of writes; what is returned restores an enclosing batch (an override of a
  /// setter that lays out another hierarchy starts one inside this one).
  static func beginWrites() -> (view: ObjectIdentifier?, needsComposite: Bool) {
    let outer = (writingView, writesNeedComposite)
    writingView = nil
    writesNeedComposite = false
    return outer
  }

  /// Ends the batch: the root's window composites once when a written view asked for it.
  static func endWrites(_ outer: (view: ObjectIdentifier?, needsComposite: Bool), root: UIView?) {
    let needed = writesNeedComposite
    (writingView, writesNeedComposite) = outer
    if needed { root?.window?.setNeedsComposite() }
  }

  /// Whether `view`'s request for a composite was taken by the current batch (which also tells
  /// the superview's subview index of a move: `apply()` does, for each view it moved).
  static func deferComposition(of view: UIView) -> Bool {
    guard let writing = writingView, writing == ObjectIdentifier(view) else { return false }
    writesNeedComposite = true
    return true
  }
}
