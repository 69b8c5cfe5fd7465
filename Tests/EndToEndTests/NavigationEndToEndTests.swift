import XCTest

/// Navigation, driven as a user would: the menu's table takes the keyboard focus
/// (Down Down Return opens the third scene), and the back button, Esc and a drag from the left
/// edge each pop the pushed scene back to the menu.
final class NavigationEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  func testDownDownReturnOpensTheThirdScene() throws {
    let list = try startProcess(["--list-scenes"])
    XCTAssertEqual(list.waitForExit(timeout: 20), 0, "--list-scenes: \(list.standardError)")
    let names = list.untracedLines.filter { !$0.isEmpty }
    XCTAssertGreaterThan(names.count, 2)
    let session = try launch(scene: nil)
    let mark = session.mark
    try session.tool.key("Down")
    try session.tool.key("Down")
    try session.tool.key("Return")
    let opened = try session.waitForTrace(after: mark) { $0.event == "sceneDidAppear" }
    XCTAssertEqual(opened.view, names[2], "the third row opens")
    let menuScrolled = session.records(of: "menu", after: mark).filter { $0.event == "scrollViewDidScroll" }
    XCTAssertEqual(menuScrolled.count, 0, "the focus moved; the list did not scroll: \(menuScrolled.prefix(2))")
  }

  func testTheBackButtonEscAndAnEdgeDragPopBackToTheMenu() throws {
    let session = try launch(scene: "image")
    // The back button: left end of the 44-pt bar below the 20-pt status bar.
    var mark = session.mark
    try session.tool.click(at: Point(40, 42))
    var back = try session.waitForTrace(after: mark) { $0.event == "sceneDidAppear" }
    XCTAssertEqual(back.view, "menu", "the back button pops to the menu")
    for (index, way) in ["Escape", "edge drag"].enumerated() {
      mark = session.mark
      try session.tool.key("2")
      let opened = try session.waitForTrace(after: mark) { $0.event == "sceneDidAppear" }
      XCTAssertEqual(opened.view, "image", "2 opens the second scene (attempt \(index))")
      mark = session.mark
      if way == "Escape" {
        try session.tool.key("Escape")
      } else {
        try session.tool.drag(from: Point(3, 450), to: Point(900, 450), steps: 24, stepDelay: 0.015)
      }
      back = try session.waitForTrace(after: mark) { $0.event == "sceneDidAppear" }
      XCTAssertEqual(back.view, "menu", "\(way) pops to the menu")
      if way == "edge drag" {
        let imageMoved = session.records(of: "image", after: mark).filter { $0.event == "scrollViewWillBeginDragging" }
        XCTAssertEqual(imageMoved.count, 0, "the image did not take the edge drag")
      }
    }
  }
}
