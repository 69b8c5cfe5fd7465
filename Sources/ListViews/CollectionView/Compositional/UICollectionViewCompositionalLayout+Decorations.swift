import Foundation
import ViewCore

/// A section's decoration views (backgrounds) and its items' badges, from the prepared sections.
extension UICollectionViewCompositionalLayout {
  /// The section's backgrounds: its area less each decoration item's insets.
  func decorationAttributes(ofSection index: Int) -> [UICollectionViewLayoutAttributes] {
    guard laidOut.indices.contains(index), let section = laidOut[index].section else { return [] }
    let area = laidOut[index].contentFrame
    return section.decorationItems.map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
      attributes.frame = area.inset(by: item.contentInsets.finiteNonNegative)
      attributes.zIndex = item.zIndex
      return attributes
    }
  }

  /// The badges of the section's items whose frames meet `rect`.
  func badgeAttributes(ofSection index: Int, meeting rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    let section = laidOut[index]
    guard section.leafSupplementaries.contains(where: { !$0.isEmpty }) else { return [] }
    var result: [UICollectionViewLayoutAttributes] = []
    for item in section.itemFrames.indices {
      let kinds = section.leafSupplementaries[item % section.leafSupplementaries.count]
      for badge in kinds {
        guard let attributes = badgeAttributes(badge, at: IndexPath(item: item, section: index)),
          attributes.frame.overlaps(rect)
        else { continue }
        result.append(attributes)
      }
    }
    return result
  }

  /// The badge of `kind` on the item at `indexPath`, if it has one.
  func badgeAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let section = laidOut[indexPath.section]
    guard !section.leafSupplementaries.isEmpty else { return nil }
    let kinds = section.leafSupplementaries[indexPath.item % section.leafSupplementaries.count]
    return kinds.first { $0.elementKind == kind }.flatMap { badgeAttributes($0, at: indexPath) }
  }

  private func badgeAttributes(_ badge: NSCollectionLayoutSupplementaryItem, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let container = frame(of: indexPath) else { return nil }
    let size = badge.layoutSize.resolve(in: container.size)
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: badge.elementKind, with: indexPath)
    attributes.frame = badge.containerAnchor.frame(of: size, in: container)
    attributes.zIndex = badge.zIndex
    return attributes
  }
}
