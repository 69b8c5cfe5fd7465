import Foundation

/// The scroll view's pan: it tells the scroll view when a finger lands and lifts (so a touch
/// catches a moving view), and begins only for a drag the scroll view should follow — one along
/// an axis it can scroll, not taken by a scroll view nested inside it, and not at an edge that an
/// enclosing scroll view can continue past.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  var scrollView: UIScrollView? { view as? UIScrollView }

  override func canBegin(withTranslation translation: CGPoint) -> Bool {
    guard let scrollView else { return false }
    let touchedViews = trackedTouches.compactMap(\.view)
    return scrollView.shouldBeginDrag(translation: translation, touchedViews: touchedViews)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    // The base class has already added `touches` to the tracked ones.
    let first = numberOfTouches == touches.count
    super.touchesBegan(touches, with: event)
    if first { scrollView?.touchDidBegin(at: event.timestamp) }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if numberOfTouches == 0, state == .possible || state == .failed {
      scrollView?.touchDidEnd(at: event.timestamp)
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    if numberOfTouches == 0, let scrollView, scrollView.activity.isTrackingOnly {
      scrollView.touchDidEnd(at: event.timestamp)
    }
  }

  /// The gesture is over (whatever ended it): a scroll view still "tracking" lets go, so nothing
  /// stays tracking after a failed or cancelled pan.
  override func reset() {
    super.reset()
    if let scrollView, scrollView.activity.isTrackingOnly {
      scrollView.touchDidEnd(at: scrollView.now)
    }
  }
}
