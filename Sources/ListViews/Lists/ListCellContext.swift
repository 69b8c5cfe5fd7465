import Foundation
import ViewCore

/// Where a list cell is: its list's configuration and its place in the section. The collection
/// view sets it when it hands the cell out, so that `defaultContentConfiguration()` and the
/// default background match the list, as on iOS.
struct ListCellContext {
  var configuration: UICollectionLayoutListConfiguration?
  /// The section's first row styled as its header (`headerMode = .firstItemInSection`), or a
  /// header or footer supplementary view.
  var isHeader = false
  var isFooter = false
  var isFirstInSection = false
  var isLastInSection = false

  var appearance: UICollectionLayoutListConfiguration.Appearance { configuration?.appearance ?? .plain }

  /// Whether `other` puts the cell in the same place of its section (first, last, header, footer).
  func hasSamePlace(as other: ListCellContext) -> Bool {
    isHeader == other.isHeader && isFooter == other.isFooter && isFirstInSection == other.isFirstInSection
      && isLastInSection == other.isLastInSection
  }
}

extension UICollectionView {
  /// The list context of the item or supplementary view (`kind`) at `indexPath`; nil outside a
  /// list section.
  func listContext(at indexPath: IndexPath, kind: String? = nil) -> ListCellContext? {
    guard indexPath.count == 2,
      let configuration = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(
        ofSection: indexPath.section)
    else { return nil }
    var context = ListCellContext(configuration: configuration)
    if let kind {
      context.isHeader = kind == UICollectionView.elementKindSectionHeader
      context.isFooter = kind == UICollectionView.elementKindSectionFooter
      return context
    }
    let count = numberOfItems(inSection: indexPath.section)
    // Under a header row, the first row proper is the section's first (its top corners round).
    let headerRow = configuration.headerMode == .firstItemInSection
    context.isFirstInSection = indexPath.item == (headerRow ? 1 : 0)
    context.isLastInSection = indexPath.item == count - 1
    context.isHeader = indexPath.item == 0 && headerRow
    return context
  }
}
