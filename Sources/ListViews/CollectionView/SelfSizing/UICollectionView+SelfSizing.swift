import Foundation
import ViewCore

/// Self-sizing, one path for every layout: a view placed at an estimated size is asked, at the
/// end of the layout pass that brought it on screen, for `preferredLayoutAttributesFitting(_:)`;
/// the layout keeps the answer and, if it asks to, lays out again — with the item on screen that
/// starts nearest the visible top held where it was, so that content measured above it moves the
/// offset instead of what the user sees.
extension UICollectionView {
  /// The most measure-and-lay-out rounds in one layout pass (a choice of this project: each
  /// round measures the views that the previous one brought on screen; a screenful settles in
  /// two or three).
  static let maximumSelfSizingRounds = 8

  /// Measures the views placed at an estimated size, lays out again when the layout asks, and
  /// repeats for the views that the new layout brought on screen.
  func measureSelfSizingElements() {
    var rounds = 0
    while !unmeasured.isEmpty, rounds < Self.maximumSelfSizingRounds {
      rounds += 1
      let measuring = unmeasured
      unmeasured = []
      let anchor = scrollAnchor()
      var invalidated = false
      for (view, attributes) in measuring {
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        if collectionViewLayout.takePreferredAttributes(preferred, original: attributes) { invalidated = true }
      }
      guard invalidated else { continue }
      prepareLayout()
      if let anchor { keep(anchor) }
      updateVisibleElements()
    }
    unmeasured = []
  }

  /// The item whose place on screen a new layout keeps: of the cells on screen (outside
  /// orthogonal sections), the one whose leading edge is nearest below the visible top, else the
  /// first; with that edge's position along the scroll axis.
  private func scrollAnchor() -> (indexPath: IndexPath, edge: CGFloat)? {
    let horizontal = collectionViewLayout.scrollsHorizontally
    let top = horizontal ? contentOffset.x + adjustedContentInset.left : contentOffset.y + adjustedContentInset.top
    var best: (indexPath: IndexPath, edge: CGFloat)?
    var first: (indexPath: IndexPath, edge: CGFloat)?
    for indexPath in liveCells.keys where collectionViewLayout.orthogonalLayout(ofSection: indexPath.section) == nil {
      guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { continue }
      let edge = horizontal ? frame.minX : frame.minY
      if edge >= top - 0.5, best.map({ edge < $0.edge || (edge == $0.edge && indexPath < $0.indexPath) }) ?? true {
        best = (indexPath, edge)
      }
      if first.map({ indexPath < $0.indexPath }) ?? true { first = (indexPath, edge) }
    }
    return best ?? first
  }

  /// Moves the offset by as much as the anchor moved in the new layout — at rest kept inside the
  /// limits; in a drag or a flight, the motion moved with it so that it goes on from there.
  private func keep(_ anchor: (indexPath: IndexPath, edge: CGFloat)) {
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: anchor.indexPath)?.frame else { return }
    let horizontal = collectionViewLayout.scrollsHorizontally
    let shift = (horizontal ? frame.minX : frame.minY) - anchor.edge
    guard abs(shift) > 0.001 else { return }
    shiftContent(by: horizontal ? CGPoint(x: shift, y: 0) : CGPoint(x: 0, y: shift), limited: true)
  }
}
