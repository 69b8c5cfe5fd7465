import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// A swiped row of an inset grouped list: the card stays where it is, the row's content slides
/// inside it, clipped, and the actions show in the card's uncovered end.
@MainActor
final class ListSwipeInCardTests: XCTestCase {
  private var source: CountsDataSource?
  private var performed: [String] = []

  private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> (UICollectionView, UIWindow) {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          self.performed.append("Delete \(indexPath.item)")
          done(true)
        }
      ])
    }
    let source = CountsDataSource([3])
    self.source = source
    return source.collection(
      UICollectionViewCompositionalLayout.list(using: configuration), cell: UICollectionViewListCell.self)
  }

  /// A slow 150-pt drag to the left on the middle row (y 18 + 44 + 22), held, lifted.
  private func swipeMiddleRow(_ window: UIWindow) -> TimeInterval {
    var t: TimeInterval = 1
    window.handle([Finger.down(280, 84, at: t)])
    for step in 1...15 {
      t += 0.02
      window.handle([Finger.move(280 - CGFloat(step) * 10, 84, at: t)])
    }
    t += 0.2
    window.handle([Finger.up(130, 84, at: t)])
    window.advance(to: t + 0.5)
    _ = window.makeDisplayList()
    return t + 0.5
  }

  func testTheCardStaysAndTheRowsContentSlidesInsideItUncoveringTheActions() async throws {
    let (view, window) = list(.insetGrouped)
    let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    let t = swipeMiddleRow(window)
    let swipe = try XCTUnwrap(view.listSwipe, "the row is open")
    let width = swipe.actionsView.naturalWidth
    XCTAssertEqual(cell.frame, CGRect(x: 16, y: 62, width: 288, height: 44), "the card did not move")
    XCTAssertEqual(cell.transform, .identity)
    XCTAssertEqual(cell.bounds.origin.x, width, "the content slid left by the actions' width")
    XCTAssertTrue(cell.clipsToBounds, "clipped to the card")
    XCTAssertEqual(swipe.actionsView.frame, CGRect(x: 304 - width, y: 62, width: width, height: 44))
    // A tap on Delete reaches the action through the cell.
    window.handle(Finger.tap(304 - width / 2, 84, at: t + 0.1))
    window.advance(to: t + 1)
    _ = window.makeDisplayList()
    XCTAssertEqual(performed, ["Delete 1"])
    XCTAssertEqual(cell.bounds.origin.x, 0, "closed again")
  }

  func testAPlainListsRowStillSlidesAsAWhole() async throws {
    let (view, window) = list(.plain)
    let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    _ = swipeMiddleRow(window)
    let width = try XCTUnwrap(view.listSwipe).actionsView.naturalWidth
    XCTAssertEqual(cell.transform.tx, -width)
    XCTAssertEqual(cell.bounds.origin.x, 0)
  }
}
