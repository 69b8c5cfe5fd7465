// A list screen as iOS developers write it today: a compositional layout with an
// orthogonally scrolling featured row and a grid, a diffable data source, cell and supplementary
// registrations. Changes from the iOS code, each forced by Linux: the cells' and the header's
// `override init(frame:)` are `required init(frame:)` — without the Objective-C runtime, Swift can
// make a registered class only through a required initializer.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: BrowseViewController())
    window?.makeKeyAndVisible()
    return true
  }
}

class BrowseViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case featured
    case grid
  }

  struct Item: Hashable {
    let id = UUID()
    let title: String
  }

  static let headerKind = "section-header"

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Browse"
    view.backgroundColor = .systemBackground
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    configureDataSource()
    applyInitialSnapshot()
  }

  func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      let section: NSCollectionLayoutSection
      switch Section(rawValue: sectionIndex)! {
      case .featured:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.orthogonalScrollingBehavior = .groupPagingCentered
      case .grid:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(160))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        section = NSCollectionLayoutSection(group: group)
      }
      let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerSize, elementKind: BrowseViewController.headerKind, alignment: .top)
      section.boundarySupplementaryItems = [header]
      return section
    }
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<TileCell, Item> { cell, indexPath, item in
      cell.label.text = item.title
      cell.contentView.backgroundColor = indexPath.section == Section.featured.rawValue ? .systemBlue : .systemGreen
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<HeaderView>(
      elementKind: BrowseViewController.headerKind
    ) { header, _, indexPath in
      header.label.text = indexPath.section == Section.featured.rawValue ? "Featured" : "All items"
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
  }

  func applyInitialSnapshot() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.featured, .grid])
    snapshot.appendItems((1...6).map { Item(title: "Featured \($0)") }, toSection: .featured)
    snapshot.appendItems((1...60).map { Item(title: "Item \($0)") }, toSection: .grid)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

class TileCell: UICollectionViewCell {
  let label = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.textColor = .white
    label.textAlignment = .center
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class HeaderView: UICollectionReusableView {
  let label = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.font = UIFont.preferredFont(forTextStyle: .headline)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
