import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// `UIListContentConfiguration.directionalLayoutMargins` and
/// `axesPreservingSuperviewLayoutMargins`, laid out by `UIListContentView` (text by the core's
/// estimate: 17-pt lines 20 pt tall).
@MainActor
final class ListContentMarginsTests: XCTestCase {
  /// A content view filling a 320 × 60 container whose margins are 30 pt on every side, showing
  /// "Inbox" with the cell's margins (11 top and bottom, 16 leading and trailing).
  /// The containers, kept alive while a test measures (a view holds its superview weakly).
  private var containers: [UIView] = []

  private func layOut(_ axes: UIAxis?, margins: NSDirectionalEdgeInsets? = nil) -> UIListContentView {
    var content = UIListContentConfiguration.cell()
    content.text = "Inbox"
    if let axes { content.axesPreservingSuperviewLayoutMargins = axes }
    if let margins { content.directionalLayoutMargins = margins }
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 30, leading: 30, bottom: 30, trailing: 30)
    let view = UIListContentView(configuration: content)
    container.addSubview(view)
    containers.append(container)
    view.frame = container.bounds
    view.layoutIfNeeded()
    return view
  }

  func testByDefaultTheSuperviewsWiderMarginsWinOnBothAxes() async {
    let view = layOut(nil)
    XCTAssertEqual(view.listConfiguration.axesPreservingSuperviewLayoutMargins, .both)
    // 30 pt in from each side: 320 − 60 = 260 wide; the 20-pt line in the 60 − 60 = 0 pt left
    // inside, centred on the same line as before (y = 30 − 10 = 20).
    XCTAssertEqual(view.textLabel.frame.minX, 30)
    XCTAssertEqual(view.textLabel.frame.width, 260)
    XCTAssertEqual(view.sizeThatFits(CGSize(width: 320, height: 0)).height, 30 + 20 + 30)
  }

  func testAnEmptySetPlacesTheContentByItsOwnMarginsAlone() async {
    let view = layOut([])
    XCTAssertEqual(view.textLabel.frame, CGRect(x: 16, y: 20, width: 288, height: 20))
    XCTAssertEqual(view.sizeThatFits(CGSize(width: 320, height: 0)).height, 11 + 20 + 11)
  }

  func testTheHorizontalAxisAloneAndTheConfigurationsOwnMargins() async {
    let horizontal = layOut(.horizontal)
    XCTAssertEqual(horizontal.textLabel.frame.minX, 30)
    XCTAssertEqual(horizontal.sizeThatFits(CGSize(width: 320, height: 0)).height, 42, "vertical margins its own")
    let own = layOut([], margins: NSDirectionalEdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 8))
    XCTAssertEqual(own.textLabel.frame.minX, 40)
    XCTAssertEqual(own.textLabel.frame.width, 320 - 48)
    XCTAssertEqual(own.sizeThatFits(CGSize(width: 320, height: 0)).height, 28)
  }
}
