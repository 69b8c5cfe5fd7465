import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// A view's layer drawn through real SDL: rounded background, border above the subviews, shadow.
@MainActor
final class LayerPixelTests: XCTestCase {
  func testRoundedCornersBorderAndShadowArePixels() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let root = window.uiWindow.rootViewController!.view
    let card = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
    card.backgroundColor = .blue
    card.layer.cornerRadius = 20
    card.layer.borderWidth = 4
    card.layer.borderColor = UIColor.red.cgColor
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 1
    card.layer.shadowOffset = CGSize(width: 0, height: 10)
    let inner = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
    inner.backgroundColor = .green
    card.addSubview(inner)
    root.addSubview(card)
    let frame = try window.captureFrame()
    let expectations: [(x: Int, y: Int, color: UInt32, why: String)] = [
      (41, 41, 0xFFFFFF, "outside the rounded top-left corner"),
      (90, 65, 0x0000FF, "the background inside"),
      (90, 41, 0xFF0000, "the border along the top edge"),
      (41, 90, 0xFF0000, "the border over the green subview's left end"),
      (70, 90, 0x00FF00, "the subview inside the border"),
      (90, 145, 0x000000, "the shadow 10 pt below the bottom edge"),
      (90, 155, 0xFFFFFF, "below the shadow"),
    ]
    for e in expectations {
      XCTAssertEqual(frame.color(x: e.x, y: e.y).map(hex), hex(e.color), "\(e.why) at (\(e.x), \(e.y))")
    }
  }
}
