import Foundation
import ScrollPhysics

extension UIScrollView: FrameAnimating {
  /// Steps whatever moves the scroll view to `time` (s, the window's frame time); returns false
  /// once everything, including the indicators' fade, has come to rest (the window then stops
  /// stepping it).
  package func advance(to time: TimeInterval) -> Bool {
    switch activity {
    case .decelerating(.momentum(let x, let y, let target)):
      if !stepMomentum(x: x, y: y, target: target, to: time) { endDeceleration() }
    case .decelerating(.paging(let x, let y)):
      if !stepPaging(x: x, y: y, to: time) { endDeceleration() }
    case .animatingOffset(let animation):
      stepOffsetAnimation(animation, to: time)
    case .animatingZoom(let animation):
      stepZoomAnimation(animation, to: time)
    case .dragging(.trackpad(let stream)):
      endTrackpadStreamIfPaused(stream, at: time)
    case .zooming(.wheel(let lastEvent)):
      if time - lastEvent >= WheelTiming.magnifyIdleTimeout { endZooming() }
    case .idle, .tracking, .dragging(.finger), .zooming(.pinch):
      break
    }
    let fading = indicators.isVisible(at: time, held: !activity.isIdle)
    if fading { invalidateComposition() }
    return fading || movesOnItsOwn
  }

  /// True while the activity needs frames: a flight, an animation, or a stream that ends when it pauses.
  var movesOnItsOwn: Bool {
    switch activity {
    case .decelerating, .animatingOffset, .animatingZoom, .dragging(.trackpad), .zooming(.wheel): return true
    case .idle, .tracking, .dragging(.finger), .zooming(.pinch): return false
    }
  }
}
