import Foundation
import ScrollPhysics

/// Programmatic scrolling: `setContentOffset(_:animated:)`, keys and scroll-to-top — started,
/// stepped, and arrived with the message its kind sends.
extension ScrollEngine {
  /// The keys that scroll.
  package enum Key: Sendable {
    case up, down, left, right, pageUp, pageDown, space, home, end
  }

  /// The distance one arrow key scrolls, in points (a choice of this project: the step desktop
  /// toolkits use, and the same as one wheel notch).
  package static let arrowKeyStep: CGFloat = 40

  /// Starts a programmatic scroll to `target` at the window's time: sin² over 0.3 s, or the
  /// scroll-to-top spring (docs/physics.md §7).
  package mutating func animateOffset(to target: CGPoint, kind: OffsetAnimation.Kind, _ g: ScrollGeometry)
    -> [ScrollEffect]
  {
    let start = g.now
    let curve: TimingCurve = kind == .scrollToTop ? .spring(.scrollToTop) : .sineSquared
    let duration =
      kind == .scrollToTop ? ScrollToTopSpring.scrollToTop.settleDuration : ContentOffsetAnimation.duration
    become(
      .animatingOffset(
        OffsetAnimation(
          x: TimedAnimation(
            from: Double(g.offset.x), to: Double(target.x), startTime: start, duration: duration, curve: curve),
          y: TimedAnimation(
            from: Double(g.offset.y), to: Double(target.y), startTime: start, duration: duration, curve: curve),
          kind: kind)))
    output.append(.requestFrames)
    return takeOutput()
  }

  /// Scrolls to the top (`−contentInset.top`) with the scroll-to-top spring; at the top already,
  /// only `scrollViewDidScrollToTop`. (The view asks `scrollViewShouldScrollToTop` first.)
  package mutating func scrollToTop(_ g: ScrollGeometry) -> [ScrollEffect] {
    let target = CGPoint(x: g.offset.x, y: g.minimumOffset.y)
    guard target != g.offset else { return [.send(.didScrollToTop)] }
    return animateOffset(to: target, kind: .scrollToTop, g)
  }

  /// Where `key` scrolls to (unclamped), from a running animation's destination so that repeated
  /// keys add up: arrows a step (a paging view, a page), Page Up/Down and Space a screen less a
  /// step, Home and End the ends; along the axis that scrolls (vertical when both do).
  package func keyTarget(for key: Key, shift: Bool, _ g: ScrollGeometry) -> CGPoint {
    var base: CGPoint
    if case .animatingOffset(let animation) = activity { base = animation.destination } else { base = g.offset }
    if g.isPagingEnabled {
      // From the page it is on (or heading for), as a wheel notch does: an offset off the page
      // grid (a destination set before a resize changed the page size) must not carry the next
      // page off it too.
      var from = g
      from.offset = base
      base = pagingTarget(rawVelocity: .zero, from)
    }
    let visible = CGSize(
      width: g.size.width - g.insets.left - g.insets.right, height: g.size.height - g.insets.top - g.insets.bottom)
    let step = Self.arrowKeyStep
    let page = CGSize(width: max(visible.width - step, step), height: max(visible.height - step, step))
    let arrow = g.isPagingEnabled ? g.pageSize : CGSize(width: step, height: step)
    let vertical = g.scrollsVertically || !g.scrollsHorizontally
    switch key {
    case .up: return CGPoint(x: base.x, y: base.y - arrow.height)
    case .down: return CGPoint(x: base.x, y: base.y + arrow.height)
    case .left: return CGPoint(x: base.x - arrow.width, y: base.y)
    case .right: return CGPoint(x: base.x + arrow.width, y: base.y)
    case .pageUp, .pageDown, .space:
      let forward = key == .pageDown || (key == .space && !shift)
      let screen = g.isPagingEnabled ? g.pageSize : page
      let amount = forward ? (vertical ? screen.height : screen.width) : -(vertical ? screen.height : screen.width)
      return vertical ? CGPoint(x: base.x, y: base.y + amount) : CGPoint(x: base.x + amount, y: base.y)
    case .home:
      return vertical ? CGPoint(x: base.x, y: g.minimumOffset.y) : CGPoint(x: g.minimumOffset.x, y: base.y)
    case .end:
      return vertical ? CGPoint(x: base.x, y: g.maximumOffset.y) : CGPoint(x: g.maximumOffset.x, y: base.y)
    }
  }

  /// Steps a programmatic scroll; at its end time, its destination and then its arrival.
  mutating func stepOffsetAnimation(_ animation: OffsetAnimation, to time: TimeInterval) {
    if animation.x.isFinished(at: time) && animation.y.isFinished(at: time) {
      output.append(.setOffset(animation.destination))
      output.append(.resume(.endOffsetAnimation))
    } else {
      output.append(
        .setOffset(CGPoint(x: CGFloat(animation.x.value(at: time)), y: CGFloat(animation.y.value(at: time)))))
    }
  }

  /// A programmatic scroll arrived: at rest, with the message its kind sends.
  mutating func endOffsetAnimation() {
    guard case .animatingOffset(let animation) = activity else { return }
    become(.idle)
    switch animation.kind {
    case .contentOffset: send(.didEndScrollingAnimation)
    case .scrollToTop: send(.didScrollToTop)
    }
  }
}
