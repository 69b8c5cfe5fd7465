import Foundation
import ScrollPhysics

/// What a drag needs to remember between pan events.
struct DragState {
  /// The offset the drag started from, un-rubber-banded ("raw"): where the finger would have put
  /// the content without resistance.
  var startRawOffset: CGPoint = .zero
  /// The axis a directional lock chose, if any.
  var lockedAxis: LockedAxis = .undecided
  /// The content's velocity (pt/s, sign of the offset's change) at the latest and previous pan events.
  var latestVelocity: CGPoint = .zero
  var previousVelocity: CGPoint = .zero
  /// The target of a paging snap that the touch interrupted, if any.
  var caughtPagingTarget: CGPoint?
  /// The touch-down stopped a deceleration or an animation (so it is not a tap on the content).
  var touchCaughtMotion = false
  /// How far down a page sheet around the view follows the drag: the part of a drag down past
  /// the content's top, handed to the sheet (0 while the content takes all of it).
  var sheetTranslation: CGFloat = 0

  enum LockedAxis: Equatable {
    case undecided
    case horizontal
    case vertical
    case free
  }
}

extension UIScrollView {
  /// A finger touched down (see `beginTracking`).
  func touchDidBegin(at time: TimeInterval) {
    beginTracking(at: time)
  }

  /// All fingers lifted without a drag (see `endTracking`).
  func touchDidEnd(at time: TimeInterval) {
    endTracking(at: time)
  }

  /// The pan began: `scrollViewWillBeginDragging`, from the current (possibly rubber-banded) offset.
  func dragDidBegin(at time: TimeInterval) {
    beginDragging(.finger, at: time)
  }

  /// The finger moved: the content follows one to one, with the rubber band past an edge.
  /// `translation` is the finger's movement since the drag began, `velocity` the pan's (pt/s).
  func dragDidChange(translation: CGPoint, velocity: CGPoint, at time: TimeInterval) {
    guard activity.isDragging else { return }
    var translation = translation
    if drag.lockedAxis == .undecided { drag.lockedAxis = UIScrollView.lockAxis(for: translation) }
    switch drag.lockedAxis {
    case .horizontal: translation.y = 0
    case .vertical: translation.x = 0
    default: break
    }
    drag.previousVelocity = drag.latestVelocity
    drag.latestVelocity = CGPoint(
      x: scrollsHorizontally && drag.lockedAxis != .vertical ? -velocity.x : 0,
      y: scrollsVertically && drag.lockedAxis != .horizontal ? -velocity.y : 0)
    let raw = CGPoint(
      x: scrollsHorizontally ? drag.startRawOffset.x - translation.x : contentOffset.x,
      y: scrollsVertically ? drag.startRawOffset.y - translation.y : contentOffset.y)
    let moved = CGPoint(x: raw.x - drag.startRawOffset.x, y: raw.y - drag.startRawOffset.y)
    flicks.dragMoved(distance: Double(hypot(moved.x, moved.y)))
    var displayed = displayedOffset(forRaw: raw)
    handOffToSheet(raw: raw, displayed: &displayed)
    setOffsetInternally(displayed)
  }

  /// In a page sheet, a drag down that takes the content past its top moves the sheet instead,
  /// in the same drag (as iOS hands a list's drag to its sheet): the content stays at its top and
  /// the sheet follows by what the rubber band would have taken; moving back up lowers the sheet
  /// first, then scrolls the content again.
  private func handOffToSheet(raw: CGPoint, displayed: inout CGPoint) {
    guard scrollsVertically, drag.lockedAxis != .horizontal else { return }
    let top = minimumContentOffset.y
    let past = max(top - raw.y, 0)
    guard past > 0 || drag.sheetTranslation > 0, let sheet = enclosingSheet else { return }
    drag.sheetTranslation = past
    sheet.follow(past)
    if past > 0 { displayed.y = top }
  }

  /// The directional lock's decision: an axis when the drag is within about 22.5° of it
  /// (one component at least 2.4 times the other, tan 67.5° ≈ 2.414 rounded: the 22.5° cone is a
  /// choice of this project, as iOS documents no angle), otherwise free.
  static func lockAxis(for translation: CGPoint) -> DragState.LockedAxis {
    let dx = abs(translation.x)
    let dy = abs(translation.y)
    if dx == 0 && dy == 0 { return .undecided }
    if dx > dy * 2.4 { return .horizontal }
    if dy > dx * 2.4 { return .vertical }
    return .free
  }

  /// The offset shown for a raw (finger) offset: the rubber band past the limits when `bounces`,
  /// a hard stop when not.
  func displayedOffset(forRaw raw: CGPoint) -> CGPoint {
    guard bounces else { return clampedContentOffset(raw) }
    return CGPoint(
      x: CGFloat(
        RubberBand.displayedOffset(
          forRawOffset: Double(raw.x), limits: horizontalLimits, dimension: Double(bounds.width))),
      y: CGFloat(
        RubberBand.displayedOffset(
          forRawOffset: Double(raw.y), limits: verticalLimits, dimension: Double(bounds.height))))
  }

  /// The raw offset that shows `displayed`: the rubber band's inverse, used when a finger catches
  /// the content past an edge so the drag continues without a jump.
  func rawOffset(forDisplayed displayed: CGPoint) -> CGPoint {
    guard bounces else { return displayed }
    return CGPoint(
      x: CGFloat(
        RubberBand.rawOffset(
          forDisplayedOffset: Double(displayed.x), limits: horizontalLimits, dimension: Double(bounds.width))),
      y: CGFloat(
        RubberBand.rawOffset(
          forDisplayedOffset: Double(displayed.y), limits: verticalLimits, dimension: Double(bounds.height))))
  }

  /// The finger lifted after a drag. `velocity` is the pan's (pt/s, finger direction).
  /// Implements UIKit's release: blend, 250 pt/s gate, projection, `scrollViewWillEndDragging`
  /// (honouring a changed target), `scrollViewDidEndDragging(willDecelerate:)`, then momentum,
  /// bounce back or a paging snap.
  func dragDidEnd(velocity: CGPoint, at time: TimeInterval) {
    guard activity.isDragging else { return }
    var velocity = velocity
    if drag.sheetTranslation > 0 {
      // The sheet took the drag: it decides (dismiss or settle); the content rests at its top.
      enclosingSheet?.release(translation: drag.sheetTranslation, velocity: velocity.y)
      drag.sheetTranslation = 0
      velocity = .zero
      drag.previousVelocity = .zero
    }
    var last = CGPoint(
      x: scrollsHorizontally && drag.lockedAxis != .vertical ? -velocity.x : 0,
      y: scrollsVertically && drag.lockedAxis != .horizontal ? -velocity.y : 0)
    if !bounces { last = velocityAwayFromEdges(last) }
    let blended = ReleaseVelocity.blended(
      previous: (Double(drag.previousVelocity.x), Double(drag.previousVelocity.y)),
      latest: (Double(last.x), Double(last.y)))
    let release = CGPoint(x: CGFloat(blended.x), y: CGFloat(blended.y))
    flicks.released(at: time, speed: Double(hypot(last.x, last.y)))
    let target = isPagingEnabled ? pagingTarget(rawVelocity: last) : projectedTarget(for: release)
    endDragging(release: release, proposedTarget: target, at: time)
  }

  /// Without `bounces` a flick against an edge has nowhere to go: that component is dropped.
  func velocityAwayFromEdges(_ velocity: CGPoint) -> CGPoint {
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    var result = velocity
    if (contentOffset.x <= minimum.x && velocity.x < 0) || (contentOffset.x >= maximum.x && velocity.x > 0) {
      result.x = 0
    }
    if (contentOffset.y <= minimum.y && velocity.y < 0) || (contentOffset.y >= maximum.y && velocity.y > 0) {
      result.y = 0
    }
    return result
  }

  /// The pan was cancelled (focus lost, the window left): treated as a release at rest.
  func dragDidCancel(at time: TimeInterval) {
    guard activity.isDragging else {
      if case .tracking = activity { touchDidEnd(at: time) }
      return
    }
    drag.previousVelocity = .zero
    drag.latestVelocity = .zero
    if drag.sheetTranslation > 0 {
      enclosingSheet?.settle()
      drag.sheetTranslation = 0
    }
    dragDidEnd(velocity: .zero, at: time)
  }

  /// Where a flick at `velocity` (pt/s) comes to rest, stretched by the repeated-flick
  /// multiplier (docs/physics.md §9), clamped to the limits and pixel-rounded (§1.5, §10).
  func projectedTarget(for velocity: CGPoint) -> CGPoint {
    let scale = Double(window?.screenScale ?? 1)
    return CGPoint(
      x: CGFloat(
        MomentumProjection.projectedOffset(
          from: Double(contentOffset.x), velocity: Double(velocity.x), rate: physicsRate,
          multiplier: flicks.multiplier, limits: horizontalLimits, scale: scale)),
      y: CGFloat(
        MomentumProjection.projectedOffset(
          from: Double(contentOffset.y), velocity: Double(velocity.y), rate: physicsRate,
          multiplier: flicks.multiplier, limits: verticalLimits, scale: scale)))
  }
}
