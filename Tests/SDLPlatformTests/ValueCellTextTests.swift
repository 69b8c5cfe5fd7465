import CSDL2
import Foundation
import XCTest

@testable import ListViews
@testable import SDLPlatform
@testable import ViewCore

/// Text placed by its superview before either was in a window (measured by the core's estimate)
/// is placed again by the window's own measure once it is shown.
@MainActor
final class ValueCellTextTests: XCTestCase {
  /// A value cell's content laid out before it is in a window, as a collection view sizes a
  /// cell before showing it: in the window its "Symbols" takes the width SDL2_ttf measures
  /// (73 pt at 17 pt, against the estimate's 67) and stays on its one line.
  func testAValueCellLaidOutBeforeItsWindowKeepsItsSecondaryTextOnOneLine() async throws {
    let window = try SDLTestSupport.makeWindow()
    var configuration = UIListContentConfiguration.valueCell()
    configuration.text = "❤️"
    configuration.secondaryText = "Symbols"
    let content = UIListContentView(configuration: configuration)
    content.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    content.layoutIfNeeded()
    window.uiWindow.rootViewController!.view.addSubview(content)
    let frame = try window.captureFrame()
    let label = content.secondaryTextLabel
    let measured = label.measure("Symbols", font: label.font)
    XCTAssertEqual(label.frame.width, measured.width.rounded(.up), "placed at the window's measure")
    let isInk: (UInt32) -> Bool = { $0 & 0xFF < 0xE0 }
    let ink = frame.count(in: label.frame, where: isInk)
    let above = frame.count(
      in: CGRect(x: label.frame.minX, y: 0, width: label.frame.width, height: label.frame.minY), where: isInk)
    let below = frame.count(
      in: CGRect(x: label.frame.minX, y: label.frame.maxY, width: label.frame.width, height: 12), where: isInk)
    XCTAssertGreaterThan(ink, 100, "the word is drawn")
    XCTAssertEqual(above + below, 0, "one line, inside the label (a wrapped word spills above and below)")
  }
}
