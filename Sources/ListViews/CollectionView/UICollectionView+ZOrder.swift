import Foundation
import ViewCore

/// The layout attributes' `zIndex` as the stacking of the views on screen: a view with a higher
/// `zIndex` is drawn above (and hit before) one with a lower; views of equal `zIndex` keep the
/// order they have (cells arrive at the back, supplementary views above them). The order is
/// checked only when a view arrived or its `zIndex` changed, and views move only when it is wrong.
extension UICollectionView {
  /// Notes a view's `zIndex` from its attributes; a change asks for the stacking to be checked.
  func applyZIndex(_ zIndex: Int, to view: UICollectionReusableView) {
    if view.appliedZIndex != zIndex {
      view.appliedZIndex = zIndex
      zOrderNeedsUpdate = true
    }
  }

  /// Puts the live views of `parent` (the collection view, or an orthogonal section's scroll
  /// view) in `zIndex` order, if they are not.
  func updateZOrder(of views: [UICollectionReusableView], in parent: UIView) {
    guard views.count > 1 else { return }
    var position: [ObjectIdentifier: Int] = [:]
    for (index, subview) in parent.subviews.enumerated() { position[ObjectIdentifier(subview)] = index }
    let current = views.filter { $0.superview === parent }.sorted {
      position[ObjectIdentifier($0), default: 0] < position[ObjectIdentifier($1), default: 0]
    }
    let wanted = current.enumerated().sorted {
      ($0.element.appliedZIndex, $0.offset) < ($1.element.appliedZIndex, $1.offset)
    }.map(\.element)
    guard zip(current, wanted).contains(where: { $0 !== $1 }) else { return }
    // The lowest stays where it is; each next one goes just above the one before it.
    for (below, view) in zip(wanted, wanted.dropFirst()) { parent.insertSubview(view, aboveSubview: below) }
  }
}
