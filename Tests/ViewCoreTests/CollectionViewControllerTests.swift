import Foundation
// Deliberately not `@testable`: only a plain import proves that these methods are `open`.
import ListViews
import ViewCore
import XCTest

/// Xcode's collection view controller template: a `UICollectionViewController` subclass that
/// overrides the data source and delegate methods compiles, and the collection view calls the
/// overrides — cells for its items, the selection a tap makes.
@MainActor
private final class PhotosController: UICollectionViewController {
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    section == 0 ? 3 : 2
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    cell.tag = 10 * indexPath.section + indexPath.item
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

@MainActor
final class CollectionViewControllerTests: XCTestCase {
  func testASubclassesOverridesAreWhatTheCollectionViewCalls() async throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let controller = PhotosController(collectionViewLayout: layout)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.layoutIfNeeded()
    let collection = try XCTUnwrap(controller.collectionView)
    XCTAssertTrue(controller.view === collection, "the collection view is the controller's view")
    XCTAssertTrue(controller.collectionViewLayout === layout)
    collection.layoutIfNeeded()
    XCTAssertEqual(collection.numberOfSections, 2)
    XCTAssertEqual(collection.visibleCells.map(\.tag).sorted(), [0, 1, 2, 10, 11])
    // Section 1 starts on the second line (y 60): its second item is at x 110.
    window.handle(Finger.tap(150, 85, at: 1))
    XCTAssertEqual(controller.selected, [IndexPath(item: 1, section: 1)])
  }
}
