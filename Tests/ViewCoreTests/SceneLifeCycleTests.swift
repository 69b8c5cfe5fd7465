import Foundation
import XCTest

@testable import ViewCore

@MainActor
private final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var messages: [String] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    messages.append("willConnect")
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
  }
  func sceneDidDisconnect(_ scene: UIScene) { messages.append("didDisconnect") }
  func sceneDidBecomeActive(_ scene: UIScene) { messages.append("didBecomeActive") }
  func sceneWillResignActive(_ scene: UIScene) { messages.append("willResignActive") }
  func sceneWillEnterForeground(_ scene: UIScene) { messages.append("willEnterForeground") }
  func sceneDidEnterBackground(_ scene: UIScene) { messages.append("didEnterBackground") }
}

@MainActor
final class SceneLifeCycleTests: XCTestCase {
  private func makeScene() -> (UIWindowScene, RecordingSceneDelegate) {
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    let session = UISceneSession(role: .windowApplication, configuration: configuration)
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    let delegate = RecordingSceneDelegate()
    scene.delegate = delegate
    return (scene, delegate)
  }

  func testAConnectingSceneGetsItsWindowAndBecomesActiveInUIKitsOrder() async {
    let (scene, delegate) = makeScene()
    XCTAssertEqual(scene.activationState, .unattached)
    scene.connect(options: UIScene.ConnectionOptions())
    scene.move(to: .foregroundActive)
    XCTAssertEqual(delegate.messages, ["willConnect", "willEnterForeground", "didBecomeActive"])
    XCTAssertEqual(scene.activationState, .foregroundActive)
    XCTAssertTrue(scene.session.scene === scene)
    XCTAssertTrue(delegate.window?.windowScene === scene)
    XCTAssertEqual(scene.windows.count, 1)
    XCTAssertEqual(delegate.window?.bounds.size, scene.screenBounds.size, "as large as the screen")
  }

  func testFocusMinimisingAndClosingStepThroughTheStatesBetween() async {
    let (scene, delegate) = makeScene()
    scene.connect(options: UIScene.ConnectionOptions())
    scene.move(to: .foregroundActive)
    delegate.messages = []
    scene.move(to: .foregroundInactive)
    scene.move(to: .foregroundActive)
    XCTAssertEqual(delegate.messages, ["willResignActive", "didBecomeActive"], "focus lost and regained")
    delegate.messages = []
    scene.move(to: .background)
    XCTAssertEqual(delegate.messages, ["willResignActive", "didEnterBackground"], "minimised while active")
    delegate.messages = []
    scene.move(to: .foregroundActive)
    XCTAssertEqual(delegate.messages, ["willEnterForeground", "didBecomeActive"], "restored and focused")
    delegate.messages = []
    scene.disconnect()
    XCTAssertEqual(delegate.messages, ["willResignActive", "didEnterBackground", "didDisconnect"])
    XCTAssertNil(scene.session.scene)
  }
}
