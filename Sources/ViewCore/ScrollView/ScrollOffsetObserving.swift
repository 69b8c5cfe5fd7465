import Foundation

/// Something outside a scroll view that follows its offset without being its delegate (the app
/// owns the delegate): a navigation controller collapsing its large title as the list scrolls.
@MainActor
package protocol ScrollOffsetObserving: AnyObject {
  func scrollViewOffsetDidChange(_ scrollView: UIScrollView)
  /// Where a release should rest instead of `proposed` (a search bar snaps shown or hidden).
  func scrollViewReleaseTarget(_ scrollView: UIScrollView, proposed: CGPoint) -> CGPoint
  /// The content size, the bounds' size or the adjusted inset changed.
  func scrollViewGeometryDidChange(_ scrollView: UIScrollView)
  /// How much of the adjusted top inset covers nothing at the moment (points): a search bar
  /// tucked away under the navigation bar leaves its part of the safe area uncovered.
  func scrollViewUncoveredTopInset(_ scrollView: UIScrollView) -> CGFloat
}

extension ScrollOffsetObserving {
  func scrollViewReleaseTarget(_ scrollView: UIScrollView, proposed: CGPoint) -> CGPoint { proposed }
  func scrollViewGeometryDidChange(_ scrollView: UIScrollView) {}
  func scrollViewUncoveredTopInset(_ scrollView: UIScrollView) -> CGFloat { 0 }
}

/// A scroll view that moves a release's target before its delegate is asked (a collection view's
/// layout snapping it): the seam through which the list views, a module of their own, take part.
@MainActor
package protocol ScrollReleaseTargeting: UIScrollView {
  /// Where a flight released at `velocity` (points per second) toward `proposed` should end.
  func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint
}
