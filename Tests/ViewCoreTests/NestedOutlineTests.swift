import XCTest

@testable import ListViews
@testable import ViewCore

/// An outline three levels deep in a sidebar list, as Apple's "Implementing Modern Collection
/// Views" builds its menu: parents with a `.header` outline disclosure, leaves without.
@MainActor
final class NestedOutlineTests: XCTestCase {
  private struct Fixture {
    let window: UIWindow
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
  }

  private static let children = [
    "Layouts": ["Basics", "Advanced"], "Basics": ["Grid", "List"], "Advanced": ["Nested"],
  ]

  private func makeOutline() -> Fixture {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    let parent = outlineRow(disclosed: true)
    let leaf = outlineRow(disclosed: false)
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      view, indexPath, title in
      Self.children[title] == nil
        ? view.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: title)
        : view.dequeueConfiguredReusableCell(using: parent, for: indexPath, item: title)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    func add(_ titles: [String], to parentTitle: String?) {
      outline.append(titles, to: parentTitle)
      for title in titles { if let inner = Self.children[title] { add(inner, to: title) } }
    }
    add(["Layouts", "Lists"], to: nil)
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    window.layoutIfNeeded()
    return Fixture(window: window, collectionView: collectionView, dataSource: dataSource)
  }

  private func cell(titled title: String, in fixture: Fixture) throws -> UICollectionViewListCell {
    let index = try XCTUnwrap(fixture.dataSource.snapshot().indexOfItem(title), "\(title) is shown")
    let cell = fixture.collectionView.cellForItem(at: IndexPath(item: index, section: 0))
    return try XCTUnwrap(cell as? UICollectionViewListCell, "\(title)'s cell")
  }

  private func shown(_ fixture: Fixture) -> [String] { fixture.dataSource.snapshot().itemIdentifiers }

  /// Expanding the top row and then the child row under it opens the child, not the top row
  /// again: each row's disclosure toggles its own item after rows have moved.
  func testAChildRowsDisclosureTogglesTheChildAfterItsParentOpened() async throws {
    let fixture = makeOutline()
    var now: TimeInterval = 0
    try cell(titled: "Layouts", in: fixture).toggleOutline()
    now = fixture.window.advanceUntilIdle(from: now)
    fixture.window.layoutIfNeeded()
    XCTAssertEqual(shown(fixture), ["Layouts", "Basics", "Advanced", "Lists"])
    try cell(titled: "Basics", in: fixture).toggleOutline()
    now = fixture.window.advanceUntilIdle(from: now)
    fixture.window.layoutIfNeeded()
    XCTAssertEqual(shown(fixture), ["Layouts", "Basics", "Grid", "List", "Advanced", "Lists"])
    try cell(titled: "Advanced", in: fixture).toggleOutline()
    now = fixture.window.advanceUntilIdle(from: now)
    fixture.window.layoutIfNeeded()
    XCTAssertEqual(shown(fixture), ["Layouts", "Basics", "Grid", "List", "Advanced", "Nested", "Lists"])
    try cell(titled: "Layouts", in: fixture).toggleOutline()
    fixture.window.advanceUntilIdle(from: now)
    XCTAssertEqual(shown(fixture), ["Layouts", "Lists"])
  }

  /// The sample's own shape: the list fills a navigation controller's root view (under the
  /// 44-pt bar, so its content starts at y 44) and a tap on a row's header disclosure opens that
  /// row — a tap on the second row does not open the first.
  func testATapOnTheSecondRowOfANavigatedSidebarOpensTheSecondRow() async throws {
    let controller = OutlineController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.layoutIfNeeded()
    _ = window.makeDisplayList()
    var now = window.currentTime + 0.1
    window.handle(Finger.tap(370, 44 + 44 + 22, at: now))
    now = window.advanceUntilIdle(from: now + 0.1)
    _ = window.makeDisplayList()
    XCTAssertEqual(
      controller.dataSource.snapshot().itemIdentifiers, ["Layouts", "Lists", "Table"], "Lists opened, Layouts not")
  }
}

/// A view controller written as Apple's sample writes its outline: the list built in
/// `viewDidLoad` from `view.bounds`, resized with its view.
@MainActor
private final class OutlineController: UIViewController {
  var dataSource: UICollectionViewDiffableDataSource<Int, String>! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Outline"
    let collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
    view.addSubview(collectionView)
    collectionView.autoresizingMask = [.flexibleHeight, .flexibleWidth]
    let parent = outlineRow(disclosed: true)
    let leaf = outlineRow(disclosed: false)
    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      view, indexPath, title in
      ["Layouts", "Lists"].contains(title)
        ? view.dequeueConfiguredReusableCell(using: parent, for: indexPath, item: title)
        : view.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: title)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Layouts", "Lists"])
    outline.append(["Grid"], to: "Layouts")
    outline.append(["Table"], to: "Lists")
    dataSource.apply(outline, to: 0, animatingDifferences: false)
  }
}

/// A sidebar row showing its title; a parent row has a `.header` outline disclosure.
@MainActor
private func outlineRow(disclosed: Bool) -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
  UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
    var content = cell.defaultContentConfiguration()
    content.text = title
    cell.contentConfiguration = content
    cell.accessories =
      disclosed ? [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))] : []
  }
}
