import Foundation
import ListViews
import ViewCore

/// Scene `outline`: a sidebar as iOS 14+ writes it — a list layout of the `.sidebar`
/// appearance, an outline from a section snapshot whose groups expand and collapse (a tap on a
/// group's row or its disclosure chevron), trailing swipe actions on the rows (Delete) and
/// reordering (each row's grip; the data source's reordering handlers keep the model).
final class OutlineSceneController: UIViewController {
  /// A row of the outline: a group (with children) or one of its items.
  struct Row: Hashable {
    let title: String
    let group: Int
    let number: Int?
  }

  static let groupCount = 8
  static let itemsPerGroup = 6
  /// The swatch shown on each item's row, 20 pt square, in its group's colour.
  static let swatchSize = CGSize(width: 20, height: 20)
  static let swatchColors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemRed, .systemPurple]

  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Row>!
  /// The titles of the items deleted by a swipe, in order.
  private(set) var deleted: [String] = []
  /// The reorders the data source reported, as final item titles of the section.
  private(set) var reorders: [[String]] = []

  override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground
    var list = UICollectionLayoutListConfiguration(appearance: .sidebar)
    list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.trailingActions(at: indexPath) }
    let collection = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.accessibilityIdentifier = "outline"
    collection.backgroundColor = .systemGroupedBackground
    view.addSubview(collection)
    collectionView = collection
    let groupCells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.title
      content.textProperties.font = .boldSystemFont(ofSize: 17)
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
    let itemCells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.title
      content.image = UIImage(
        color: Self.swatchColors[row.group % Self.swatchColors.count], size: Self.swatchSize)
      cell.contentConfiguration = content
      cell.accessories = [.reorder(displayed: .always)]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, indexPath, row in
      row.number == nil
        ? view.dequeueConfiguredReusableCell(using: groupCells, for: indexPath, item: row)
        : view.dequeueConfiguredReusableCell(using: itemCells, for: indexPath, item: row)
    }
    dataSource.reorderingHandlers.canReorderItem = { row in row.number != nil }
    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
      self?.reorders.append(transaction.finalSnapshot.itemIdentifiers.map(\.title))
    }
    dataSource.apply(Self.initialOutline(), to: 0, animatingDifferences: false)
  }

  /// Groups 1 … 8, collapsed, each with items "g.1" … "g.6".
  static func initialOutline() -> NSDiffableDataSourceSectionSnapshot<Row> {
    var outline = NSDiffableDataSourceSectionSnapshot<Row>()
    for group in 1...groupCount {
      let parent = Row(title: "Group \(group)", group: group, number: nil)
      outline.append([parent])
      outline.append(
        (1...itemsPerGroup).map { Row(title: "Item \(group).\($0)", group: group, number: $0) }, to: parent)
    }
    return outline
  }

  /// Delete, on every row.
  private func trailingActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let row = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
      guard let self else { return done(false) }
      var outline = dataSource.snapshot(for: 0)
      outline.delete([row])
      deleted.append(row.title)
      dataSource.apply(outline, to: 0, animatingDifferences: true)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}
