import Foundation
import Synchronization
import XCTest

@testable import ListViews
@testable import ViewCore

/// `UIImage(systemName:)` from the desktop's icon theme: the table's names, sizes from the
/// configuration, templates drawn in the tint, nil for an unknown name.
@MainActor
final class SymbolImageTests: XCTestCase {
  func testEveryNameInTheTableFindsAGlyphInTheIconTheme() async {
    let names = SymbolNames.systemNames.sorted()
    XCTAssertEqual(names.count, 456, "the table carries the names apps use most")
    let missing = names.filter { UIImage(systemName: $0) == nil }
    XCTAssertEqual(missing, [], "names whose glyph the installed Adwaita theme lacks")
    for name in [
      "star", "star.fill", "heart", "trash", "plus", "gear", "magnifyingglass", "chevron.right",
      "folder", "doc", "person", "photo", "square.and.arrow.up", "ellipsis", "checkmark", "xmark", "info.circle",
    ] {
      XCTAssertTrue(UIImage(systemName: name)?.isSymbolImage ?? false, name)
    }
    let star = UIImage(systemName: "star.fill")
    guard case .file(let path)? = star?.source else { return XCTFail("a symbol is an SVG file of the theme") }
    XCTAssertTrue(path.hasSuffix("/starred-symbolic.svg"), path)
  }

  func testAnUnknownNameIsNilAndSaidOnce() async {
    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    let name = "no.such.symbol.\(UUID().uuidString)"
    XCTAssertNil(UIImage(systemName: name))
    XCTAssertNil(UIImage(systemName: name, withConfiguration: .init(pointSize: 30)))
    let said = lines.withLock { $0 }
    XCTAssertEqual(said.count, 1, "said once: \(said)")
    XCTAssertTrue(said.first?.hasPrefix("UIImage: no symbol named '\(name)'") ?? false, "\(said)")
  }

  func testTheSizeFollowsPointSizeFontTextStyleAndScale() async throws {
    func side(_ configuration: UIImage.SymbolConfiguration?) throws -> CGFloat {
      try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: configuration)).size.width
    }
    XCTAssertEqual(try side(nil), 20, "body 17 pt × 1.2, rounded")
    XCTAssertEqual(try side(.init(pointSize: 40)), 48)
    XCTAssertEqual(try side(.init(textStyle: .largeTitle)), 41, "34 pt × 1.2 = 40.8")
    XCTAssertEqual(try side(.init(font: .systemFont(ofSize: 10))), 12)
    XCTAssertEqual(try side(.init(scale: .large)), 27, "17 × 1.2 × 1.3 = 26.52")
    XCTAssertEqual(try side(.init(scale: .small)), 16, "17 × 1.2 × 0.8 = 16.32")
    XCTAssertEqual(try side(.init(pointSize: 40, weight: .bold, scale: .small)), 38)
    let plus = try XCTUnwrap(UIImage(systemName: "plus"))
    XCTAssertEqual(plus.size.height, plus.size.width, "square")
    let larger = plus.withConfiguration(.init(pointSize: 25))
    XCTAssertEqual(larger.size, CGSize(width: 30, height: 30))
    XCTAssertEqual(larger.withConfiguration(.init(weight: .bold)).size.width, 30, "a weight keeps the size")
    let photo = UIImage(color: .red, size: CGSize(width: 5, height: 5))
    XCTAssertNil(photo.applyingSymbolConfiguration(.init(pointSize: 30)), "not a symbol, as in UIKit")
    XCTAssertTrue(photo.withConfiguration(.init(pointSize: 30)) === photo)
  }

  func testAnImageViewShowsASymbolAtItsPreferredSizeInItsTint() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIImageView(image: UIImage(systemName: "heart.fill"))
    window.addSubview(view)
    XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 20))
    view.preferredSymbolConfiguration = .init(pointSize: 30)
    XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 36, height: 36))
    view.frame = CGRect(x: 10, y: 10, width: 36, height: 36)
    view.tintColor = .systemRed
    let drawn = try XCTUnwrap(drawnImage(in: window))
    XCTAssertEqual(drawn.image.drawingTint, .systemRed, "a symbol is a template in the view's tint")
    XCTAssertEqual(drawn.rect, CGRect(x: 10, y: 10, width: 36, height: 36))
    view.image = UIImage(systemName: "heart.fill", withConfiguration: .init(pointSize: 10))
    XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 12, height: 12), "the image's own size wins")
    view.image = UIImage(systemName: "heart.fill")?.withRenderingMode(.alwaysOriginal)
    XCTAssertEqual(
      try XCTUnwrap(drawnImage(in: window)).image.drawingTint, .label,
      "an original symbol is in the label colour (black)")
    view.image = UIImage(systemName: "heart.fill")?.withTintColor(.systemGreen)
    XCTAssertEqual(try XCTUnwrap(drawnImage(in: window)).image.drawingTint, .systemGreen, "its own tint wins")
    view.image = UIImage(systemName: "heart.fill", withConfiguration: .init(paletteColors: [.systemOrange]))
    XCTAssertEqual(try XCTUnwrap(drawnImage(in: window)).image.drawingTint, .systemOrange, "palette colours win")
  }

  func testTemplatesAndTintColorsOnOtherImages() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let photo = UIImage(color: .red, size: CGSize(width: 10, height: 10))
    XCTAssertEqual(photo.renderingMode, .automatic)
    XCTAssertFalse(photo.isTemplate)
    let view = UIImageView(image: photo)
    view.tintColor = .systemPurple
    window.addSubview(view)
    XCTAssertNil(try XCTUnwrap(drawnImage(in: window)).image.drawingTint, "an automatic photo keeps its colours")
    view.image = photo.withRenderingMode(.alwaysTemplate)
    XCTAssertEqual(try XCTUnwrap(drawnImage(in: window)).image.drawingTint, .systemPurple)
    let tinted = photo.withTintColor(.systemTeal)
    XCTAssertEqual(tinted.renderingMode, .alwaysOriginal)
    view.image = tinted
    XCTAssertEqual(try XCTUnwrap(drawnImage(in: window)).image.drawingTint, .systemTeal)
  }

  func testASystemButtonDrawsItsImageBeforeItsTitleInItsTint() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "trash"), for: .normal)
    button.setPreferredSymbolConfiguration(.init(pointSize: 25), forImageIn: .normal)
    button.tintColor = .systemRed
    window.addSubview(button)
    XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 30 + 24, height: 44), "image 30 pt + padding")
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    let drawn = try XCTUnwrap(drawnImage(in: window))
    XCTAssertEqual(drawn.image.drawingTint, .systemRed)
    XCTAssertEqual(drawn.rect, CGRect(x: 35, y: 7, width: 30, height: 30), "centred")
    button.setTitle("Delete", for: .normal)
    XCTAssertEqual(drawnImage(in: window)?.rect.width, 30)
    XCTAssertLessThan(drawnImage(in: window)?.rect.minX ?? 99, 35, "the title follows the image")
  }

  func testAListContentConfigurationShowsItsSymbolAtItsPreferredConfigurationAndTint() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    var content = UIListContentConfiguration.cell()
    content.text = "Favourites"
    content.image = UIImage(systemName: "star.fill")
    content.imageProperties.preferredSymbolConfiguration = .init(pointSize: 30)
    content.imageProperties.tintColor = .systemOrange
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
    window.addSubview(view)
    view.layoutIfNeeded()
    let drawn = try XCTUnwrap(drawnImage(in: window))
    XCTAssertEqual(drawn.rect.size, CGSize(width: 36, height: 36), "30 pt × 1.2")
    XCTAssertEqual(drawn.image.drawingTint, .systemOrange, "the image properties' tint")
  }

  /// The first image the window draws, with its rect in window points.
  func drawnImage(in window: UIWindow) -> (image: UIImage, rect: CGRect)? {
    for item in window.makeDisplayList().items {
      if case .image(let image, _, let rect) = item.command { return (image, rect) }
    }
    return nil
  }
}

extension SymbolImageTests {
  func testABarButtonItemsSymbolIsDrawnInTheBarsTint() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = BarButtonView(item: UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain))
    view.barTint = .systemGreen
    view.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    window.addSubview(view)
    let drawn = try XCTUnwrap(drawnImage(in: window))
    XCTAssertEqual(drawn.image.drawingTint, .systemGreen, "a template in the bar's tint")
    let photo = UIImage(color: .red, size: CGSize(width: 10, height: 10))
    let original = BarButtonView(
      item: UIBarButtonItem(image: photo.withRenderingMode(.alwaysOriginal), style: .plain))
    original.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    view.removeFromSuperview()
    window.addSubview(original)
    XCTAssertNil(try XCTUnwrap(drawnImage(in: window)).image.drawingTint, "an original image keeps its colours")
  }
}

extension SymbolImageTests {
  func testAMenuRowsSymbolTakesTheRowsColour() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let menu = UIMenu(children: [
      UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
    ])
    let panel = MenuPanelView(menu: menu)
    panel.frame = CGRect(x: 0, y: 0, width: MenuPanelView.width, height: panel.contentHeight)
    window.addSubview(panel)
    let drawn = try XCTUnwrap(drawnImage(in: window))
    XCTAssertEqual(drawn.image.drawingTint, .systemRed, "a destructive row's symbol is red as its title")
  }
}
