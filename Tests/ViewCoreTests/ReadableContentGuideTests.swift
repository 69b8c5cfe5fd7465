import Foundation
import XCTest

@testable import ViewCore

/// `readableContentGuide`: the layout margins narrowed to 672 pt and centred, as on iOS at the
/// default text size.
@MainActor
final class ReadableContentGuideTests: XCTestCase {
  private func pinnedToReadableGuide(width: CGFloat) -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
    let text = UIView()
    text.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(text)
    let guide = root.readableContentGuide
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: guide.topAnchor),
      text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return (root, text)
  }

  func testOnAWideViewTheGuideIs672PointsCentred() async {
    let (root, text) = pinnedToReadableGuide(width: 1024)
    XCTAssertEqual(text.frame, CGRect(x: 176, y: 8, width: 672, height: 384))
    XCTAssertEqual(root.readableContentGuide.layoutFrame, text.frame)
  }

  func testOnANarrowViewTheGuideIsTheMargins() async {
    let (_, text) = pinnedToReadableGuide(width: 320)
    XCTAssertEqual(text.frame, CGRect(x: 8, y: 8, width: 304, height: 384))
  }
}
