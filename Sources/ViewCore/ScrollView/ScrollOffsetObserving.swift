import Foundation

/// Something outside a scroll view that follows its offset without being its delegate (the app
/// owns the delegate): a navigation controller collapsing its large title as the list scrolls.
@MainActor
protocol ScrollOffsetObserving: AnyObject {
  func scrollViewOffsetDidChange(_ scrollView: UIScrollView)
}
