import Foundation
import XCTest

@testable import ViewCore

/// An app that sets its root controller before `makeKeyAndVisible()` lays out before the platform
/// lends the window its text measurer; labels sized by Auto Layout are measured again when it
/// arrives, not left at the estimate.
@MainActor
final class LabelMeasuringTests: XCTestCase {
  private final class WideMeasurer: TextMeasuring {
    func size(of text: String, font: UIFont, wrapWidth: CGFloat?) -> CGSize {
      CGSize(width: CGFloat(text.count) * 20, height: 20)
    }
  }

  func testAutoLayoutLabelsAreMeasuredAgainWhenTheWindowGetsItsMeasurer() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 44))
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Featured"
    header.addSubview(label)
    window.addSubview(header)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      label.centerYAnchor.constraint(equalTo: header.centerYAnchor),
    ])
    _ = window.makeDisplayList()
    let estimated = label.frame.width
    let measurer = WideMeasurer()
    window.services.textMeasurer = measurer
    _ = window.makeDisplayList()
    XCTAssertNotEqual(estimated, 160)
    XCTAssertEqual(label.frame.width, 160, "8 characters at the measurer's 20 pt each")
  }
}
