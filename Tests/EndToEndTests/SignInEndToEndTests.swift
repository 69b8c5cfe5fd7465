import Foundation
import XCTest

/// `Examples/SignIn` (`sign-in`), iOS code unchanged: a scroll view pinned to the safe area and the
/// keyboard layout guide (at the window's bottom, with no on-screen keyboard on a desktop), an
/// e-mail and a password field and a button stacked in its content guide. Typing with the real
/// keyboard fills the clicked field, Return moves to the password (drawn as dots), and Return
/// there signs in: the welcome screen is pushed.
final class SignInEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  /// The 44-pt bar, then 40 pt: the e-mail field spans y 84…118, the password 130…164 (34-pt
  /// rounded-rect fields, 12 pt apart).
  func testTypingReturnAndSigningIn() throws {
    let session = try launchApp(
      "sign-in", arguments: ["--window-size", "400x600", "--capture", file("capture.png")],
      rootController: "UINavigationController", visibleController: "SignInViewController")
    var mark = session.mark
    try session.tool.click(at: Point(200, 101))
    try session.waitFor("editingDidBegin", of: "email", after: mark)
    try session.tool.run(["type", "--delay", "30", "zoe@example.org"])
    try session.waitForTrace(after: mark) {
      $0.view == "email" && $0.event == "textDidChange" && $0.text == "zoe@example.org"
    }

    mark = session.mark
    try session.tool.key("Return")
    try session.waitFor("editingDidBegin", of: "password", after: mark)
    try session.tool.run(["type", "--delay", "30", "secret12"])
    try session.waitForTrace(after: mark) {
      $0.view == "password" && $0.event == "textDidChange" && $0.text == "••••••••"
    }

    mark = session.mark
    try session.tool.key("Return")
    try session.waitFor("editingDidEnd", of: "password", after: mark)
    try session.waitForTrace(after: mark) { $0.event == "viewDidAppear" && $0.view == "WelcomeViewController" }
  }

  /// A click below the fields, on the button, signs in too once both are filled; with the
  /// password empty it does nothing.
  func testTheButtonSignsInOnlyWithBothFields() throws {
    let session = try launchApp(
      "sign-in", arguments: ["--window-size", "400x600", "--capture", file("capture.png")],
      rootController: "UINavigationController", visibleController: "SignInViewController")
    var mark = session.mark
    try session.tool.click(at: Point(200, 101))
    try session.waitFor("editingDidBegin", of: "email", after: mark)
    try session.tool.run(["type", "--delay", "30", "ada"])
    try session.waitForTrace(after: mark) { $0.view == "email" && $0.text == "ada" }
    // The button spans y 176…220.
    mark = session.mark
    try session.tool.click(at: Point(200, 198))
    try session.tool.click(at: Point(200, 147))
    // Either the password field begins editing, or the button signed in and covered it.
    let next = try session.waitForTrace(after: mark) {
      ($0.view == "password" && $0.event == "editingDidBegin")
        || ($0.event == "viewDidAppear" && $0.view == "WelcomeViewController")
    }
    XCTAssertEqual(next.event, "editingDidBegin", "signed in without a password")
    try session.tool.run(["type", "--delay", "30", "pw"])
    try session.waitForTrace(after: mark) { $0.view == "password" && $0.text == "••" }
    mark = session.mark
    try session.tool.click(at: Point(200, 198))
    try session.waitForTrace(after: mark) { $0.event == "viewDidAppear" && $0.view == "WelcomeViewController" }
  }
}
