import Foundation
import XCTest

@testable import DemoScenes
@testable import ViewCore

@MainActor
final class NavigationAndHelpTests: XCTestCase {
  func testTheBackButtonCallsOnBackAndHidesWithoutIt() async {
    var backs = 0
    let bar = NavigationBarView(frame: CGRect(x: 0, y: 0, width: 640, height: 44), title: "Image") {
      backs += 1
    }
    bar.layoutIfNeeded()
    XCTAssertEqual(bar.titleLabel.text, "Image")
    XCTAssertFalse(bar.backButton.isHidden)
    XCTAssertEqual(bar.backButton.currentTitle, "Menu")
    XCTAssertEqual(bar.backButton.frame.minX, 0)
    bar.backButton.sendActions(for: .touchUpInside)
    XCTAssertEqual(backs, 1)
    XCTAssertGreaterThan(bar.titleLabel.frame.minX, bar.backButton.frame.maxX, "the title clears the button")
    bar.onBack = nil
    XCTAssertTrue(bar.backButton.isHidden)
  }

  func testTheBarDrawsAChevronAndTheBackTitle() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 200))
    let bar = NavigationBarView(frame: CGRect(x: 0, y: 0, width: 640, height: 44), title: "Table") {}
    window.addSubview(bar)
    let commands = window.makeDisplayList().items.map(\.command)
    let lines = commands.filter { if case .line = $0 { return true } else { return false } }
    XCTAssertGreaterThanOrEqual(lines.count, 3, "two chevron strokes and the hairline")
    let texts = commands.compactMap { command -> String? in
      if case .text(let run, _, _) = command { return run.text }
      return nil
    }
    XCTAssertEqual(Set(texts), ["Menu", "Table"])
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
