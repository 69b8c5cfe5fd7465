import Foundation
import ListViews
import ViewCore

/// Scene `store`: a store-like page from one compositional layout and a diffable data source, as
/// apps build them today. A featured row of large cards pages a card at a time, centred, each
/// card scaled by its distance from the middle (`visibleItemsInvalidationHandler`); a row of small
/// cards scrolls freely and rests on a card's leading edge; a grid follows; every section has a
/// header, the grid's pinned.
final class StoreSceneController: UIViewController {
  enum Section: Int, CaseIterable {
    case featured, recent, grid

    var title: String {
      switch self {
      case .featured: "Featured"
      case .recent: "Recently added"
      case .grid: "All photos"
      }
    }
  }

  static let headerKind = "store-header"
  static let featuredWidth: CGFloat = 300
  static let featuredSpacing: CGFloat = 12

  private(set) var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
  private let photos: [UIImage]

  override init() {
    photos = PhotoCell.samplePhotos()
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    let collection = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.accessibilityIdentifier = "store"
    collection.backgroundColor = .systemBackground
    view.addSubview(collection)
    collectionView = collection
    let photos = self.photos
    let cells = UICollectionView.CellRegistration<PhotoCell, Int> { cell, indexPath, item in
      cell.imageView.image = photos[item % photos.count]
      cell.label.text =
        Section(rawValue: indexPath.section) == .grid ? "\(item % 1000 + 1)" : "Photo \(item % 1000 + 1)"
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    collection.register(SectionHeader.self, forSupplementaryViewOfKind: Self.headerKind, withReuseIdentifier: "header")
    dataSource.supplementaryViewProvider = { view, kind, indexPath in
      let header = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      (header as? SectionHeader)?.label.text = Section(rawValue: indexPath.section)?.title
      return header
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(Array(0..<8), toSection: .featured)
    snapshot.appendItems(Array(1000..<1020), toSection: .recent)
    snapshot.appendItems(Array(2000..<2120), toSection: .grid)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  { NSCollectionLayoutSize(widthDimension: width, heightDimension: height) }

  static func makeLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 12
    return UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in
        let section: NSCollectionLayoutSection
        let whole = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        switch Section(rawValue: index) {
        case .featured:
          let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(featuredWidth), .absolute(200)), subitems: [whole])
          section = NSCollectionLayoutSection(group: group)
          section.interGroupSpacing = featuredSpacing
          section.orthogonalScrollingBehavior = .groupPagingCentered
          section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items {
              let distance = abs(item.center.x - offset.x - width / 2)
              let scale = max(1 - distance / width * 0.4, 0.85)
              item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
          }
        case .recent:
          let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(140), .absolute(110)), subitems: [whole])
          section = NSCollectionLayoutSection(group: group)
          section.interGroupSpacing = 8
          section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        default:
          let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
          item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
          section = NSCollectionLayoutSection(group: group)
        }
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(36)), elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = index == Section.grid.rawValue
        section.boundarySupplementaryItems = [header]
        return section
      }, configuration: configuration)
  }
}
