import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// The traits apps read: the screen's scale, size classes from the window's size, left to right.
@MainActor
final class TraitCollectionTests: XCTestCase {
  func testAViewsTraitsComeFromItsWindow() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.screenScale = 2
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(cell)
    XCTAssertEqual(cell.traitCollection.displayScale, 2, "a hairline is 1 / displayScale")
    XCTAssertEqual(cell.traitCollection.horizontalSizeClass, .compact, "400 pt wide: a phone's width")
    XCTAssertEqual(cell.traitCollection.verticalSizeClass, .regular)
    XCTAssertEqual(cell.traitCollection.userInterfaceStyle, .light)
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 400)
    XCTAssertEqual(cell.traitCollection.horizontalSizeClass, .regular, "1024 pt: an iPad's")
    XCTAssertEqual(cell.traitCollection.verticalSizeClass, .compact, "400 pt tall: a phone on its side")
    XCTAssertEqual(cell.effectiveUserInterfaceLayoutDirection, .leftToRight)
  }
}
