import UIKit

class GroceryListViewController: UIViewController {
  enum Section {
    case main
  }

  struct Grocery: Hashable {
    let id = UUID()
    let name: String
    let aisle: String
  }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Grocery>!

  let groceries = [
    Grocery(name: "Apples", aisle: "Produce"),
    Grocery(name: "Bread", aisle: "Bakery"),
    Grocery(name: "Coffee", aisle: "Aisle 4"),
    Grocery(name: "Eggs", aisle: "Dairy"),
    Grocery(name: "Lemons", aisle: "Produce"),
    Grocery(name: "Milk", aisle: "Dairy"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Groceries"
    configureCollectionView()
    configureDataSource()
    applyInitialSnapshot()
  }

  func configureCollectionView() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.trailingSwipeActions(for: indexPath)
    }
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Grocery> {
      cell, indexPath, grocery in
      var content = cell.defaultContentConfiguration()
      content.text = grocery.name
      content.secondaryText = grocery.aisle
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Grocery>(collectionView: collectionView) {
      collectionView, indexPath, grocery in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: grocery)
    }
  }

  func applyInitialSnapshot() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Grocery>()
    snapshot.appendSections([.main])
    snapshot.appendItems(groceries)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func trailingSwipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let grocery = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
      guard let self else {
        completion(false)
        return
      }
      var snapshot = self.dataSource.snapshot()
      snapshot.deleteItems([grocery])
      self.dataSource.apply(snapshot, animatingDifferences: true)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}
