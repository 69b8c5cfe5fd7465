import Foundation
import XCTest

@testable import DemoScenes
@testable import ViewCore

@MainActor
final class NavigationAndHelpTests: XCTestCase {
  /// The demo's root in a 1280 × 800 window, on its menu, with the scene changes it reports.
  private func launch() -> (UIWindow, DemoRootController, Changes) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let root = DemoRootController()
    let changes = Changes()
    root.onSceneChange = { changes.names.append($0?.name ?? "menu") }
    window.rootViewController = root
    _ = window.makeDisplayList()
    return (window, root, changes)
  }

  @MainActor
  final class Changes {
    var names: [String] = []
  }

  private func settle(_ window: UIWindow) {
    for _ in 0..<40 {
      window.advance(to: window.currentTime + 1.0 / 60)
      _ = window.makeDisplayList()
    }
  }

  private func press(_ code: KeyCode, in window: UIWindow) {
    let time = window.currentTime + 0.01
    window.handle([.key(InputEvent.Key(.down, code, time: time)), .key(InputEvent.Key(.up, code, time: time + 0.01))])
  }

  func testTheMenuIsATableControllerInANavigationControllerAndScenesArePushed() async throws {
    let (window, root, changes) = launch()
    XCTAssertEqual(changes.names, ["menu"])
    XCTAssertTrue(root.navigation.topViewController === root.menu)
    XCTAssertTrue(root.menu.navigationController === root.navigation)
    XCTAssertEqual(root.navigation.navigationBar.displayedTitle, "Scroll View Demos")
    XCTAssertEqual(root.menu.view.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 64), "below the two bars")
    let image = try XCTUnwrap(SceneCatalog.scene(named: "image"))
    root.open(image)
    XCTAssertEqual(changes.names, ["menu"], "reported when the slide ends")
    XCTAssertEqual(root.navigation.viewControllers.count, 2)
    settle(window)
    XCTAssertEqual(changes.names, ["menu", "image"])
    XCTAssertEqual(root.navigation.navigationBar.displayedTitle, "Image")
    XCTAssertEqual(root.navigation.navigationBar.displayedBackTitle, "Menu")
    XCTAssertEqual(root.currentScene?.name, "image")
  }

  func testEscTheBackButtonAndAnEdgeDragEachPopToTheMenu() async throws {
    let (window, root, changes) = launch()
    let image = try XCTUnwrap(SceneCatalog.scene(named: "image"))
    root.open(image)
    settle(window)
    press(.escape, in: window)
    settle(window)
    XCTAssertEqual(changes.names.suffix(2), ["image", "menu"], "Esc")
    XCTAssertNil(root.currentScene)
    root.open(image)
    settle(window)
    root.navigation.navigationBar.backButton.sendActions(for: .touchUpInside)
    settle(window)
    XCTAssertEqual(changes.names.suffix(2), ["image", "menu"], "the back button")
    root.open(image)
    settle(window)
    var time = window.currentTime + 0.01
    window.handle([.touch(.down, at: CGPoint(x: 4, y: 400), time: time)])
    for step in 1...12 {
      time += 1.0 / 60
      window.handle([.touch(.move, at: CGPoint(x: 4 + 60 * CGFloat(step), y: 400), time: time)])
    }
    window.handle([.touch(.up, at: CGPoint(x: 724, y: 400), time: time + 1.0 / 60)])
    settle(window)
    XCTAssertEqual(changes.names.suffix(2), ["image", "menu"], "the edge drag")
    XCTAssertTrue(root.navigation.topViewController === root.menu)
  }

  func testTabAndNumberKeysReplaceTheSceneSoBackLeadsToTheMenu() async {
    let (window, root, _) = launch()
    press(.tab, in: window)
    settle(window)
    XCTAssertEqual(root.currentScene?.name, SceneCatalog.all[0].name)
    press(.tab, in: window)
    press(.character("3"), in: window)
    settle(window)
    XCTAssertEqual(root.currentScene?.name, SceneCatalog.all[2].name)
    XCTAssertEqual(root.navigation.viewControllers.count, 2, "menu and one scene")
  }

  func testTheBarDrawsAChevronTheBackTitleAndTheTitle() async throws {
    let (window, root, _) = launch()
    root.open(try XCTUnwrap(SceneCatalog.scene(named: "table")))
    settle(window)
    let bar = root.navigation.navigationBar
    var barViews: Set<ObjectIdentifier> = []
    bar.visitSubtree { barViews.insert(ObjectIdentifier($0)) }
    let items = window.makeDisplayList().items.filter { barViews.contains($0.viewID) }
    let texts = items.compactMap { item -> String? in
      if case .text(let run, _, _) = item.command { return run.text }
      return nil
    }
    XCTAssertTrue(texts.contains("Menu") && texts.contains("Table view"), "\(texts)")
    XCTAssertGreaterThan(bar.titleLabel.frame.minX, bar.backButton.frame.maxX, "the title clears the button")
  }

  func testTheHelpListsEveryControlWithTheSecondPinchModifier() async {
    let help = HelpOverlayView()
    XCTAssertGreaterThan(help.bounds.height, 300)
    let keys = help.entries.map(\.keys)
    for expected in [
      "Drag", "Wheel", "Shift+wheel", "Ctrl+wheel", "Alt+drag", "Alt+Shift+drag", "Ctrl+Shift+drag",
      "Double click",
      "Arrow keys", "Page Up / Page Down / Space", "Home / End", "Esc", "Tab / number keys", "H or F1", "?",
    ] {
      XCTAssertTrue(keys.contains(expected), expected)
    }
    help.secondPinchModifier = "Super"
    XCTAssertTrue(help.entries.contains { $0.keys == "Super+drag" })
  }
}
