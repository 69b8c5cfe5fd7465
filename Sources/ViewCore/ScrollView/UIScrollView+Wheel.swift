import Foundation
import ScrollEngine

extension UIScrollView: WheelScrollable {
  /// True when the content can move by `delta` (the window then chains to an outer scroll view
  /// when this one is at its edge).
  package func canScroll(by delta: CGPoint) -> Bool {
    guard isScrollEnabled else { return false }
    if case .dragging(.trackpad) = engine.activity { return true }
    return canMove(by: delta)
  }

  /// True when a trackpad stream at the edge stretches the content (`bounces`, on an axis that scrolls).
  package func canRubberBand(by delta: CGPoint) -> Bool {
    guard isScrollEnabled, bounces else { return false }
    let g = engineGeometry()
    return (delta.x != 0 && g.scrollsHorizontally) || (delta.y != 0 && g.scrollsVertically)
  }

  /// A precise (trackpad) delta drags the content, with the same delegate messages as a finger;
  /// a notch scrolls a fixed step (or one page) with a short deceleration to its target.
  package func handleWheel(_ event: InputEvent.Wheel) {
    let delta = event.pointDelta
    guard isScrollEnabled, delta.x.isFinite, delta.y.isFinite, delta != .zero else { return }
    if event.isPrecise {
      apply(
        engine.trackpadScrolled(
          by: delta, at: event.timestamp, endsWithLiftOff: event.endsWithLiftOff, engineGeometry(sheet: true)))
    } else {
      apply(engine.notch(by: delta, at: event.timestamp, engineGeometry()))
    }
  }

  /// The trackpad's fingers lifted: the stream's flight starts now.
  package func handleTrackpad(_ trackpad: InputEvent.Trackpad) {
    switch trackpad.phase {
    case .fingersLifted:
      apply(engine.trackpadLifted(at: trackpad.timestamp, engineGeometry()))
    }
  }

  /// Fingers rest on the trackpad (a hold catches a flight as a touch does) and lift again (a
  /// caught view settles inside its limits).
  package func handleHold(_ hold: InputEvent.Gesture) {
    switch hold.phase {
    case .began:
      apply(engine.trackpadHold(began: true, at: hold.timestamp, engineGeometry()))
    case .ended, .cancelled:
      apply(engine.trackpadHold(began: false, at: hold.timestamp, engineGeometry()))
    case .changed:
      break
    }
  }
}
