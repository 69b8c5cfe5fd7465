import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// A model made off the main actor, as a nonisolated initialiser or a cell provider makes one:
/// on iOS `UIImage`, `UIColor`, `UIFont` and snapshots are `Sendable` and usable anywhere.
private struct PhotoModel: Sendable {
  let image: UIImage?
  let colour: UIColor
  let font: UIFont

  nonisolated init(name: String) {
    image = UIImage(named: name)
    colour = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
    font = .systemFont(ofSize: 17)
  }
}

final class NonisolatedUIKitValuesTests: XCTestCase {
  func testImagesColoursFontsAndSnapshotsAreMadeAndSentOffTheMainActor() async {
    let name = "photos/\(try! FileManager.default.contentsOfDirectory(atPath: "Assets/photos").sorted().first!)"
    let detached = await Task.detached { () -> (PhotoModel, NSDiffableDataSourceSnapshot<Int, String>) in
      XCTAssertFalse(Thread.isMainThread)
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["a", "b"])
      return (PhotoModel(name: name), snapshot)
    }.value
    XCTAssertNotNil(detached.0.image, "found off the main thread in the built-in folders")
    XCTAssertGreaterThan(detached.0.image?.size.width ?? 0, 0)
    XCTAssertEqual(detached.0.colour.description, "#00FFFFFF")
    XCTAssertEqual(detached.1.numberOfItems, 2)
    XCTAssertNil(PhotoModel(name: "no-such-image").image)
  }
}
