import Foundation
import ScrollPhysics

/// Tracking: a finger (or the trackpad's resting fingers) down, before any drag.
extension ScrollEngine {
  /// A finger touched down: anything moving stops where it is (catching a bounce in place, with
  /// no jump and no "did end" message, as on iOS), and the view is tracking.
  package mutating func touchBegan(at time: TimeInterval, _ g: ScrollGeometry) -> [ScrollEffect] {
    beginTracking(at: time, g)
    return takeOutput()
  }

  /// All fingers lifted without a drag: back to rest, or back inside the limits (onto a page)
  /// if the touch caught the content outside them.
  package mutating func touchEnded(at time: TimeInterval, _ g: ScrollGeometry) -> [ScrollEffect] {
    endTracking(at: time, g)
    return takeOutput()
  }

  /// The trackpad's fingers came to rest (a hold) or lifted from one: resting fingers catch a
  /// flight or a scrolling animation, as a touch does; when they lift (or start scrolling), the
  /// caught view settles as after a touch that did not drag.
  package mutating func trackpadHold(began: Bool, at time: TimeInterval, _ g: ScrollGeometry) -> [ScrollEffect] {
    if began {
      switch activity {
      case .decelerating, .animatingOffset:
        beginTracking(at: time, g)
        caughtByTrackpadHold = activity.isTrackingOnly
      default: break
      }
    } else if caughtByTrackpadHold {
      caughtByTrackpadHold = false
      endTracking(at: time, g)
    }
    return takeOutput()
  }

  mutating func beginTracking(at time: TimeInterval, _ g: ScrollGeometry) {
    flicks.touchBegan(at: time)
    drag.touchCaughtMotion = false
    switch activity {
    case .decelerating:
      drag.touchCaughtMotion = true
      drag.caughtPagingTarget = pagingTargetInFlight(g)
      become(.tracking)
    case .animatingOffset:
      drag.touchCaughtMotion = true
      become(.tracking)
    case .idle:
      drag.caughtPagingTarget = nil
      become(.tracking)
    default:
      break
    }
  }

  mutating func endTracking(at time: TimeInterval, _ g: ScrollGeometry) {
    guard case .tracking = activity else { return }
    let time = max(time, g.now)
    let restingPage = g.isPagingEnabled ? pagingTarget(rawVelocity: .zero, g) : g.offset
    guard g.isOutsideLimits || restingPage != g.offset else { return become(.idle) }
    let flight =
      g.isPagingEnabled
      ? pagingFlight(to: restingPage, velocity: .zero, at: time, g) : momentumFlight(velocity: .zero, at: time, g)
    become(.decelerating(flight), announced: true)
    send(.willBeginDecelerating)
    output.append(.requestFrames)
  }
}
