import Foundation
import ViewCore

/// List sections: one full-width row per item, estimated 44 pt tall and sized to its content,
/// with the appearance's insets, header and footer.
extension NSCollectionLayoutSection {
  /// The estimated row height, iOS's standard 44 pt.
  static let listRowEstimate: CGFloat = 44
  /// The space between a grouped list's sections and above its first, in points (the grouped
  /// table's spacing, UITableView+Data.swift).
  static let groupedSectionSpacing: CGFloat = 18
  /// A sidebar's side insets, in points.
  static let sidebarSideInset: CGFloat = 10

  /// A section laid out as a list of `configuration`'s appearance.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowEstimate))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    let side: CGFloat
    switch configuration.appearance {
    case .plain, .grouped: side = 0
    case .insetGrouped:
      // The card's inset is the layout margin, as an inset grouped table's (UITableView+InsetGrouped.swift):
      // 20 pt in a horizontally regular environment, 16 pt in a compact one.
      side = layoutEnvironment.traitCollection.horizontalSizeClass == .regular ? 20 : 16
    case .sidebar, .sidebarPlain: side = sidebarSideInset
    }
    let hasHeader = configuration.headerMode == .supplementary
    let hasFooter = configuration.footerMode == .supplementary
    let padding = configuration.headerTopPadding ?? (configuration.isGrouped ? groupedSectionSpacing : 0)
    section.contentInsets = NSDirectionalEdgeInsets(
      top: hasHeader ? 0 : padding, leading: side, bottom: configuration.isGrouped && !hasFooter ? padding : 0,
      trailing: side)
    var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
    // Header and footer heights as the table's (28 pt plain, 38 pt grouped), estimates measured by
    // their views.
    let headerHeight: CGFloat = configuration.isGrouped ? 38 : 28
    if hasHeader {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header.contentInsets.top = configuration.headerTopPadding ?? 0
      header.pinToVisibleBounds = configuration.appearance == .plain
      boundaries.append(header)
    }
    if hasFooter {
      boundaries.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundaries
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list of `configuration`'s appearance.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  /// Gives a collection view with no background of its own the list's (iOS draws it behind a
  /// list's sections): the first list section's appearance decides.
  func applyListBackground() {
    guard let collectionView, collectionView.backgroundColor == nil,
      let list = laidOut.lazy.compactMap({ $0.section?.listConfiguration }).first
    else { return }
    collectionView.backgroundColor = list.resolvedBackgroundColor
  }

  /// The list configuration of `section`, if it is a list.
  func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
    laidOut.indices.contains(section) ? laidOut[section].section?.listConfiguration : nil
  }
}
