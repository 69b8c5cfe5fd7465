import Foundation
import ScrollPhysics

/// What a drag needs to remember between pan events.
package struct DragState: Sendable {
  /// The offset the drag started from, un-rubber-banded ("raw"): where the finger would have put
  /// the content without resistance.
  package var startRawOffset: CGPoint = .zero
  /// The axis a directional lock chose, if any.
  package var lockedAxis: LockedAxis = .undecided
  /// The content's velocity (pt/s, sign of the offset's change) at the latest and previous pan events.
  package var latestVelocity: CGPoint = .zero
  package var previousVelocity: CGPoint = .zero
  /// The target of a paging snap that the touch interrupted, if any.
  package var caughtPagingTarget: CGPoint?
  /// The touch-down stopped a deceleration or an animation (so it is not a tap on the content).
  package var touchCaughtMotion = false
  /// How far down a page sheet around the view follows the drag: the part of a drag down past
  /// the content's top, handed to the sheet (0 while the content takes all of it).
  package var sheetTranslation: CGFloat = 0

  package enum LockedAxis: Equatable, Sendable {
    case undecided
    case horizontal
    case vertical
    case free
  }
}

/// Dragging: the pan's begin, its moves (1:1 with the rubber band, the directional lock, the hand
/// off to a sheet) and the release (blend, projection, `scrollViewWillEndDragging`'s target).
extension ScrollEngine {
  /// The pan began: `scrollViewWillBeginDragging`, from the current (possibly rubber-banded)
  /// offset. Whatever still moved stops without a message.
  package mutating func dragBegan(at time: TimeInterval, _ g: ScrollGeometry) -> [ScrollEffect] {
    beginDragging(.finger, at: time, g)
    return takeOutput()
  }

  /// The finger moved: the content follows one to one, with the rubber band past an edge.
  /// `translation` is the finger's movement since the drag began, `velocity` the pan's (pt/s).
  package mutating func dragChanged(translation: CGPoint, velocity: CGPoint, at time: TimeInterval, _ g: ScrollGeometry)
    -> [ScrollEffect]
  {
    moveDrag(translation: translation, velocity: velocity, g)
    return takeOutput()
  }

  /// The finger lifted after a drag. `velocity` is the pan's (pt/s, finger direction). UIKit's
  /// release: blend, 250 pt/s gate, projection, then `scrollViewWillEndDragging` (`askTarget`).
  package mutating func dragEnded(velocity: CGPoint, at time: TimeInterval, _ g: ScrollGeometry) -> [ScrollEffect] {
    endDrag(velocity: velocity, at: time, g)
    return takeOutput()
  }

  /// The pan was cancelled (focus lost, the window left): treated as a release at rest.
  package mutating func dragCancelled(at time: TimeInterval, _ g: ScrollGeometry) -> [ScrollEffect] {
    guard activity.isDragging else {
      if case .tracking = activity { endTracking(at: time, g) }
      return takeOutput()
    }
    drag.previousVelocity = .zero
    drag.latestVelocity = .zero
    if drag.sheetTranslation > 0 {
      output.append(.sheet(.settle))
      drag.sheetTranslation = 0
    }
    endDrag(velocity: .zero, at: time, g)
    return takeOutput()
  }

  /// The release, after the delegate answered `scrollViewWillEndDragging` with `target`:
  /// `scrollViewDidEndDragging(willDecelerate:)`, then `scrollViewWillBeginDecelerating` and the
  /// flight, whose time origin is the release (or the window's time, if a frame was already drawn
  /// later than that: the flight starts from what is on screen, at the time its messages carry).
  /// Wheel notches start their flight a 60 Hz frame early (a choice of this project: the loop
  /// wakes for the notch and draws at once, and that first frame must already move).
  package mutating func release(_ question: ReleaseQuestion, target: CGPoint, _ g: ScrollGeometry) -> [ScrollEffect] {
    let time = max(question.time, g.now) - (question.startsAFrameEarly ? 1.0 / 60 : 0)
    let release = question.velocity
    let target = target.x.isFinite && target.y.isFinite ? target : question.proposedTarget
    // Paging always snaps to its page; a still release moves only toward a target that is not here.
    let plainRest = g.isPagingEnabled ? g.offset : projectedTarget(for: release, g)
    let moves = release != .zero || g.isOutsideLimits || target != plainRest
    let flight: Flight?
    if !moves {
      flight = nil
    } else if g.isPagingEnabled {
      flight = pagingFlight(to: target, velocity: release, at: time, g)
    } else {
      flight = momentumFlight(velocity: release, at: time, g, target: target == plainRest ? nil : target)
    }
    become(flight.map(ScrollActivity.decelerating) ?? .idle, announced: true)
    send(.didEndDragging(willDecelerate: moves))
    if moves {
      // Dropped by the view if the delegate stopped the flight inside the message before.
      send(.willBeginDecelerating)
      output.append(.requestFrames)
    }
    return takeOutput()
  }

  // MARK: The steps

  mutating func beginDragging(_ input: ScrollActivity.DragInput, at time: TimeInterval, _ g: ScrollGeometry) {
    let caught = activity.isDecelerating ? pagingTargetInFlight(g) : drag.caughtPagingTarget
    drag = DragState()
    drag.caughtPagingTarget = caught
    drag.startRawOffset = g.rawOffset(forDisplayed: g.offset)
    drag.lockedAxis = g.isDirectionalLockEnabled ? .undecided : .free
    become(.dragging(input), announced: true)
    send(.willBeginDragging)
  }

  mutating func moveDrag(translation: CGPoint, velocity: CGPoint, _ g: ScrollGeometry) {
    guard activity.isDragging else { return }
    var translation = translation
    if drag.lockedAxis == .undecided { drag.lockedAxis = Self.lockAxis(for: translation) }
    switch drag.lockedAxis {
    case .horizontal: translation.y = 0
    case .vertical: translation.x = 0
    default: break
    }
    drag.previousVelocity = drag.latestVelocity
    drag.latestVelocity = CGPoint(
      x: g.scrollsHorizontally && drag.lockedAxis != .vertical ? -velocity.x : 0,
      y: g.scrollsVertically && drag.lockedAxis != .horizontal ? -velocity.y : 0)
    let raw = CGPoint(
      x: g.scrollsHorizontally ? drag.startRawOffset.x - translation.x : g.offset.x,
      y: g.scrollsVertically ? drag.startRawOffset.y - translation.y : g.offset.y)
    let moved = CGPoint(x: raw.x - drag.startRawOffset.x, y: raw.y - drag.startRawOffset.y)
    flicks.dragMoved(distance: Double(hypot(moved.x, moved.y)))
    var displayed = g.displayedOffset(forRaw: raw)
    handOffToSheet(raw: raw, displayed: &displayed, g)
    output.append(.setOffset(displayed))
  }

  /// In a page sheet, a drag down that takes the content past its top moves the sheet instead,
  /// in the same drag (as iOS hands a list's drag to its sheet): the content stays at its top and
  /// the sheet follows by what the rubber band would have taken; moving back up lowers the sheet
  /// first, then scrolls the content again.
  private mutating func handOffToSheet(raw: CGPoint, displayed: inout CGPoint, _ g: ScrollGeometry) {
    guard g.scrollsVertically, drag.lockedAxis != .horizontal else { return }
    let top = g.minimumOffset.y
    let past = max(top - raw.y, 0)
    guard past > 0 || drag.sheetTranslation > 0, g.isInPageSheet else { return }
    drag.sheetTranslation = past
    output.append(.sheet(.follow(past)))
    if past > 0 { displayed.y = top }
  }

  mutating func endDrag(velocity: CGPoint, at time: TimeInterval, _ g: ScrollGeometry) {
    guard activity.isDragging else { return }
    var velocity = velocity
    if drag.sheetTranslation > 0 {
      // The sheet took the drag: it decides (dismiss or settle); the content rests at its top.
      output.append(.sheet(.release(translation: drag.sheetTranslation, velocity: velocity.y)))
      drag.sheetTranslation = 0
      velocity = .zero
      drag.previousVelocity = .zero
    }
    var last = CGPoint(
      x: g.scrollsHorizontally && drag.lockedAxis != .vertical ? -velocity.x : 0,
      y: g.scrollsVertically && drag.lockedAxis != .horizontal ? -velocity.y : 0)
    if !g.bounces { last = Self.velocityAwayFromEdges(last, g) }
    let blended = ReleaseVelocity.blended(
      previous: (Double(drag.previousVelocity.x), Double(drag.previousVelocity.y)),
      latest: (Double(last.x), Double(last.y)))
    let release = CGPoint(x: CGFloat(blended.x), y: CGFloat(blended.y))
    flicks.released(at: time, speed: Double(hypot(last.x, last.y)))
    let target = g.isPagingEnabled ? pagingTarget(rawVelocity: last, g) : projectedTarget(for: release, g)
    output.append(
      .askTarget(ReleaseQuestion(velocity: release, proposedTarget: target, time: time, startsAFrameEarly: false)))
  }

  /// The directional lock's decision: an axis when the drag is within about 22.5° of it
  /// (one component at least 2.4 times the other, tan 67.5° ≈ 2.414 rounded: the 22.5° cone is a
  /// choice of this project, as iOS documents no angle), otherwise free.
  package static func lockAxis(for translation: CGPoint) -> DragState.LockedAxis {
    let dx = abs(translation.x)
    let dy = abs(translation.y)
    if dx == 0 && dy == 0 { return .undecided }
    if dx > dy * 2.4 { return .horizontal }
    if dy > dx * 2.4 { return .vertical }
    return .free
  }

  /// Without `bounces` a flick against an edge has nowhere to go: that component is dropped.
  static func velocityAwayFromEdges(_ velocity: CGPoint, _ g: ScrollGeometry) -> CGPoint {
    let minimum = g.minimumOffset
    let maximum = g.maximumOffset
    var result = velocity
    if (g.offset.x <= minimum.x && velocity.x < 0) || (g.offset.x >= maximum.x && velocity.x > 0) { result.x = 0 }
    if (g.offset.y <= minimum.y && velocity.y < 0) || (g.offset.y >= maximum.y && velocity.y > 0) { result.y = 0 }
    return result
  }

  /// Where a flick at `velocity` (pt/s) comes to rest, stretched by the repeated-flick
  /// multiplier (docs/physics.md §9), clamped to the limits and pixel-rounded (§1.5, §10).
  func projectedTarget(for velocity: CGPoint, _ g: ScrollGeometry) -> CGPoint {
    CGPoint(
      x: CGFloat(
        MomentumProjection.projectedOffset(
          from: Double(g.offset.x), velocity: Double(velocity.x), rate: g.decelerationRate,
          multiplier: flicks.multiplier, limits: g.horizontalLimits, scale: g.screenScale)),
      y: CGFloat(
        MomentumProjection.projectedOffset(
          from: Double(g.offset.y), velocity: Double(velocity.y), rate: g.decelerationRate,
          multiplier: flicks.multiplier, limits: g.verticalLimits, scale: g.screenScale)))
  }
}
