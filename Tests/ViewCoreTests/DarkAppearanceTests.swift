import Foundation
import XCTest

@testable import ViewCore

/// The dark appearance: semantic colours resolve per view's traits, overrides on views,
/// controllers and windows choose the style of their subtree, and views and controllers hear
/// when it changes.
@MainActor
final class DarkAppearanceTests: XCTestCase {
  private let dark = UITraitCollection(userInterfaceStyle: .dark)
  private let light = UITraitCollection(userInterfaceStyle: .light)

  /// The colours the display list fills `rect` with, in drawing order.
  private func fills(of rect: CGRect, in list: DisplayList) -> [String] {
    list.items.compactMap { item in
      switch item.command {
      case .fillRect(let r, let c) where r == rect: return c.description
      case .fillRoundedRect(let r, _, let c) where r == rect: return c.description
      default: return nil
      }
    }
  }

  func testSemanticColoursHaveIOSsLightAndDarkValues() async {
    let expected: [(String, UIColor, String, String)] = [
      ("systemBackground", .systemBackground, "#FFFFFFFF", "#000000FF"),
      ("secondarySystemBackground", .secondarySystemBackground, "#F2F2F7FF", "#1C1C1EFF"),
      ("systemGroupedBackground", .systemGroupedBackground, "#F2F2F7FF", "#000000FF"),
      ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, "#FFFFFFFF", "#1C1C1EFF"),
      ("label", .label, "#000000FF", "#FFFFFFFF"),
      ("secondaryLabel", .secondaryLabel, "#3C3C4399", "#EBEBF599"),
      ("systemFill", .systemFill, "#78788033", "#7878805C"),
      ("secondarySystemFill", .secondarySystemFill, "#78788029", "#78788052"),
      ("separator", .separator, "#C6C6C8FF", "#38383AFF"),
      ("systemBlue", .systemBlue, "#007AFFFF", "#0A84FFFF"),
    ]
    for (name, color, lightValue, darkValue) in expected {
      XCTAssertEqual(color.description, lightValue, "\(name)'s own components are its light appearance")
      XCTAssertEqual(color.resolvedColor(with: light).description, lightValue, "\(name) in the light appearance")
      XCTAssertEqual(color.resolvedColor(with: dark).description, darkValue, "\(name) in the dark appearance")
    }
    XCTAssertEqual(UIColor.red.resolvedColor(with: dark), .red, "a fixed colour is itself in every appearance")
    XCTAssertEqual(
      UIColor.label.withAlphaComponent(0.5).resolvedColor(with: dark).description, "#FFFFFF80",
      "a dynamic colour at another alpha stays dynamic")
  }

  func testTheDesktopsStyleAndOverridesChooseWhatViewsAreDrawnIn() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let asked = UIColor(dynamicProvider: {
      $0.userInterfaceStyle == .dark ? UIColor(hex: 0x102030) : UIColor(hex: 0xA0B0C0)
    })
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    outer.backgroundColor = .systemGroupedBackground
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    inner.backgroundColor = asked
    outer.addSubview(inner)
    window.addSubview(outer)
    let outerRect = CGRect(x: 0, y: 0, width: 200, height: 200)
    let innerRect = CGRect(x: 10, y: 10, width: 50, height: 50)

    XCTAssertEqual(window.makeDisplayList().backgroundColor.description, "#FFFFFFFF", "the window: systemBackground")
    XCTAssertEqual(fills(of: outerRect, in: window.makeDisplayList()), ["#F2F2F7FF"])
    XCTAssertEqual(fills(of: innerRect, in: window.makeDisplayList()), ["#A0B0C0FF"])

    window.systemUserInterfaceStyle = .dark
    XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark, "the desktop's preference reaches every view")
    let darkList = window.makeDisplayList()
    XCTAssertEqual(darkList.backgroundColor.description, "#000000FF", "the window's systemBackground, dark")
    XCTAssertEqual(fills(of: outerRect, in: darkList), ["#000000FF"], "systemGroupedBackground, dark")
    XCTAssertEqual(fills(of: innerRect, in: darkList), ["#102030FF"], "the provider, asked with dark traits")

    inner.overrideUserInterfaceStyle = .light
    XCTAssertEqual(fills(of: innerRect, in: window.makeDisplayList()), ["#A0B0C0FF"], "a view's own override")
    XCTAssertEqual(fills(of: outerRect, in: window.makeDisplayList()), ["#000000FF"], "its superview stays dark")

    inner.overrideUserInterfaceStyle = .unspecified
    window.systemUserInterfaceStyle = .light
    let controller = UIViewController()
    controller.view.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
    window.addSubview(controller.view)
    controller.overrideUserInterfaceStyle = .dark
    XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
    XCTAssertEqual(
      fills(of: CGRect(x: 100, y: 100, width: 100, height: 100), in: window.makeDisplayList()), ["#000000FF"],
      "a controller's override: its view's systemBackground, dark")
    window.overrideUserInterfaceStyle = .dark
    XCTAssertEqual(fills(of: outerRect, in: window.makeDisplayList()), ["#000000FF"], "a window's override")
  }

  /// A view that writes down every `traitCollectionDidChange(_:)`.
  private final class Listening: UIView {
    var heard: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      heard.append(
        "\(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)")
    }
  }

  private final class ListeningController: UIViewController {
    var heard = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { heard += 1 }
  }

  func testViewsAndControllersHearWhenTheirStyleChanges() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = Listening()
    let child = Listening()
    let pinned = Listening()
    let underPinned = Listening()
    pinned.overrideUserInterfaceStyle = .light
    parent.addSubview(child)
    parent.addSubview(pinned)
    pinned.addSubview(underPinned)
    window.addSubview(parent)
    let controller = ListeningController()
    window.addSubview(controller.view)
    var handled: [UIUserInterfaceStyle] = []
    child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: Listening, previous: UITraitCollection) in
      handled.append(previous.userInterfaceStyle)
    }
    let sizeOnly = child.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (_: UIView, _: UITraitCollection) in
      XCTFail("a size-class registration hears no appearance change")
    }
    _ = window.makeDisplayList()

    window.systemUserInterfaceStyle = .dark
    XCTAssertEqual(parent.heard, ["light→dark"])
    XCTAssertEqual(child.heard, ["light→dark"])
    XCTAssertEqual(pinned.heard, [], "a view with its own style keeps it")
    XCTAssertEqual(underPinned.heard, [], "and so does its subtree")
    XCTAssertEqual(controller.heard, 1, "a controller hears with its view")
    XCTAssertEqual(handled, [.light], "the registered handler, with the traits before")
    XCTAssertTrue(window.needsFrame, "a style change asks for a frame")

    window.systemUserInterfaceStyle = .dark
    XCTAssertEqual(child.heard.count, 1, "setting the same style again changes nothing")
    parent.overrideUserInterfaceStyle = .dark
    XCTAssertEqual(child.heard.count, 1, "an override equal to the inherited style changes nothing")
    parent.overrideUserInterfaceStyle = .light
    XCTAssertEqual(child.heard, ["light→dark", "dark→light"])
    child.unregisterForTraitChanges(sizeOnly)
    controller.overrideUserInterfaceStyle = .light
    XCTAssertEqual(controller.heard, 2, "the controller's own override")
  }
}
