import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class LayerAndContentModeTests: XCTestCase {
  /// A 200 × 100 view at (50, 50) with a subview, in a 400 × 300 window.
  private func makeWindow() -> (UIWindow, UIView, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
    card.backgroundColor = .systemBlue
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    inner.backgroundColor = .systemRed
    card.addSubview(inner)
    window.addSubview(card)
    return (window, card, inner)
  }

  func testAViewWithoutLayerSettingsCompositesAsBefore() async {
    let (window, _, _) = makeWindow()
    XCTAssertEqual(
      window.makeDisplayList().items.map(\.command),
      [
        .fillRect(CGRect(x: 50, y: 50, width: 200, height: 100), .systemBlue),
        .fillRect(CGRect(x: 60, y: 60, width: 20, height: 20), .systemRed),
      ])
  }

  func testCornerRadiusBorderAndShadowAreDrawnInUIKitsOrder() async {
    let (window, card, _) = makeWindow()
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 4
    card.layer.borderColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.5
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    XCTAssertEqual(
      window.makeDisplayList().items.map(\.command),
      [
        .fillRoundedRect(
          CGRect(x: 50, y: 56, width: 200, height: 100), cornerRadius: 12, UIColor.black.withAlphaComponent(0.5)),
        .fillRoundedRect(CGRect(x: 50, y: 50, width: 200, height: 100), cornerRadius: 12, .systemBlue),
        .fillRect(CGRect(x: 60, y: 60, width: 20, height: 20), .systemRed),
        .strokeRoundedRect(CGRect(x: 52, y: 52, width: 196, height: 96), cornerRadius: 10, .black, lineWidth: 4),
      ], "shadow, background, subviews, then the border above them")
  }

  func testMasksToBoundsIsClipsToBoundsAndOpacityIsAlpha() async {
    let (_, card, _) = makeWindow()
    card.layer.masksToBounds = true
    XCTAssertTrue(card.clipsToBounds)
    card.layer.opacity = 0.25
    XCTAssertEqual(card.alpha, 0.25)
    card.alpha = 0.5
    XCTAssertEqual(card.layer.opacity, 0.5)
    card.layer.cornerRadius = -3
    XCTAssertEqual(card.layer.cornerRadius, 0, "a negative radius is no radius")
  }

  func testEveryContentModePlacesAnImageAsUIKitDoes() async {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
    let size = CGSize(width: 40, height: 20)
    func place(_ mode: UIView.ContentMode) -> CGRect { UIImageView.placement(of: size, in: bounds, mode: mode) }
    XCTAssertEqual(place(.scaleToFill), bounds)
    XCTAssertEqual(place(.redraw), bounds)
    XCTAssertEqual(place(.scaleAspectFit), CGRect(x: 0, y: 15, width: 100, height: 50))
    XCTAssertEqual(place(.scaleAspectFill), CGRect(x: -30, y: 0, width: 160, height: 80))
    XCTAssertEqual(place(.center), CGRect(x: 30, y: 30, width: 40, height: 20))
    XCTAssertEqual(place(.top), CGRect(x: 30, y: 0, width: 40, height: 20))
    XCTAssertEqual(place(.bottom), CGRect(x: 30, y: 60, width: 40, height: 20))
    XCTAssertEqual(place(.left), CGRect(x: 0, y: 30, width: 40, height: 20))
    XCTAssertEqual(place(.right), CGRect(x: 60, y: 30, width: 40, height: 20))
    XCTAssertEqual(place(.topLeft), CGRect(x: 0, y: 0, width: 40, height: 20))
    XCTAssertEqual(place(.topRight), CGRect(x: 60, y: 0, width: 40, height: 20))
    XCTAssertEqual(place(.bottomLeft), CGRect(x: 0, y: 60, width: 40, height: 20))
    XCTAssertEqual(place(.bottomRight), CGRect(x: 60, y: 60, width: 40, height: 20))
    XCTAssertEqual(UIView.ContentMode.bottomRight.rawValue, 12, "UIKit's raw values")
    let view = UIView()
    view.contentMode = .redraw
    XCTAssertEqual(view.contentMode, .redraw, "every view has a content mode")
  }
}
