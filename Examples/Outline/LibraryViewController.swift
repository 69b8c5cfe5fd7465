import UIKit

class LibraryViewController: UIViewController {
  struct Shelf: Hashable {
    let id = UUID()
    let title: String
    let books: [Shelf]

    init(_ title: String, books: [String] = []) {
      self.title = title
      self.books = books.map { Shelf($0) }
    }
  }

  let shelves = [
    Shelf("Fiction", books: ["Middlemarch", "Persuasion", "The Leopard"]),
    Shelf("Science", books: ["The Selfish Gene", "Cosmos", "Gödel, Escher, Bach", "The Double Helix"]),
    Shelf("Poetry", books: ["Leaves of Grass", "Ariel"]),
    Shelf("History", books: ["SPQR", "The Guns of August"]),
  ]

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, Shelf>!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    configureDataSource()
    applySnapshot()
  }

  func configureDataSource() {
    let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Shelf> {
      cell, indexPath, shelf in
      var content = cell.defaultContentConfiguration()
      content.text = shelf.title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }
    let bookRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Shelf> { cell, indexPath, book in
      var content = cell.defaultContentConfiguration()
      content.text = book.title
      cell.contentConfiguration = content
      cell.accessories = []
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Shelf>(collectionView: collectionView) {
      collectionView, indexPath, item in
      if item.books.isEmpty {
        return collectionView.dequeueConfiguredReusableCell(using: bookRegistration, for: indexPath, item: item)
      }
      return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
    }
  }

  func applySnapshot() {
    var snapshot = NSDiffableDataSourceSectionSnapshot<Shelf>()
    for shelf in shelves {
      snapshot.append([shelf])
      snapshot.append(shelf.books, to: shelf)
    }
    dataSource.apply(snapshot, to: 0, animatingDifferences: false)
  }
}
