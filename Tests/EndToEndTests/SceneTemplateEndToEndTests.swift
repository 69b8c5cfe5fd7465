import Foundation
import TestSupport
import XCTest

/// Xcode's iOS App template (`Examples/SceneTemplate`, built as `scene-template`): its scene
/// delegate is found from the Info.plist's manifest, makes the window, and hears the scene's life
/// as the real window gains and loses the focus and closes.
final class SceneTemplateEndToEndTests: EndToEndTestCase {
  private func sceneMessages(_ session: DemoSession, from start: Int = 0) -> [String] {
    session.app.records(from: start).filter { $0.view == "SceneDelegate" }.map(\.event)
  }

  func testTheTemplatesSceneDelegateConnectsFollowsTheFocusAndDisconnectsWhenTheWindowCloses() throws {
    let session = try launchApp(
      "scene-template", arguments: ["--window-size", "400x300"], rootController: "ViewController")
    XCTAssertEqual(
      sceneMessages(session), ["sceneWillConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"],
      session.app.standardError)
    XCTAssertEqual(session.app.standardError, "", "the delegate was found without a message")

    // A second window takes the focus: the first scene resigns; focusing it again activates it.
    var mark = session.mark
    let other = try launchApp(
      "scene-template", arguments: ["--window-size", "200x200"], rootController: "ViewController")
    try session.app.waitForTrace(after: mark) { $0.view == "SceneDelegate" && $0.event == "sceneWillResignActive" }
    mark = session.mark
    try session.tool.focus()
    try session.app.waitForTrace(after: mark) { $0.view == "SceneDelegate" && $0.event == "sceneDidBecomeActive" }
    other.app.terminate()

    mark = session.mark
    XCTAssertEqual(session.app.terminate(), 0)
    XCTAssertEqual(
      sceneMessages(session, from: mark), ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect"])
  }
}
