import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// `UIListContentConfiguration` laid out by `UIListContentView` at hand-computed frames (text by
/// the core's estimate: 17-pt lines 20 pt, 15-pt lines 18 pt, 0.56 em per character).
@MainActor
final class ListContentConfigurationTests: XCTestCase {
  /// A 60×40 image held to 30×30 shows at 30×20; the text starts 16 pt after it (16 + 30 + 16 =
  /// 62) and is 320 − 62 − 16 = 242 wide; the row is 11 + 20 + 11 = 42 (the cell keeps 44).
  func testAnImageHeldToItsMaximumSizeAndTheTextBesideIt() async {
    var content = UIListContentConfiguration.cell()
    content.image = UIImage(color: .systemBlue, size: CGSize(width: 60, height: 40))
    content.imageProperties.maximumSize = CGSize(width: 30, height: 30)
    content.text = "Inbox"
    let view = UIListContentView(configuration: content)
    XCTAssertEqual(view.sizeThatFits(CGSize(width: 320, height: 0)).height, 42)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    view.layoutIfNeeded()
    XCTAssertEqual(view.imageView.frame, CGRect(x: 16, y: 12, width: 30, height: 20))
    XCTAssertEqual(view.textLabel.frame, CGRect(x: 62, y: 12, width: 242, height: 20))
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentConfiguration = content
    XCTAssertEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, 44)
  }

  /// A value cell: "Volume" on the left, "Loud" (4 × 9.52 = 38.08, rounded up to 39) at the
  /// trailing edge: x = 320 − 16 − 39 = 265; the text 320 − 32 − 39 − 8 = 241 wide.
  func testAValueCellPutsTheSecondaryTextAtTheTrailingEdge() async {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Volume"
    content.secondaryText = "Loud"
    cell.contentConfiguration = content
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    let view = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
    XCTAssertEqual(view?.secondaryTextLabel.frame, CGRect(x: 265, y: 12, width: 39, height: 20))
    XCTAssertEqual(view?.textLabel.frame, CGRect(x: 16, y: 12, width: 241, height: 20))
    // A new configuration updates the same view.
    content.secondaryText = "Quiet"
    cell.contentConfiguration = content
    XCTAssertTrue(cell.contentView.subviews.contains { $0 === view })
    XCTAssertEqual(view?.secondaryTextLabel.text, "Quiet")
  }
}
