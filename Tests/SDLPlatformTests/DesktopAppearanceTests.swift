import Foundation
import Synchronization
import ViewCore
import XCTest

@testable import SDLPlatform

/// The desktop's light or dark preference, as the platform reads it for each window it opens.
@MainActor
final class DesktopAppearanceTests: XCTestCase {
  private final class Said: Sendable {
    let lines = Mutex<[String]>([])
  }

  func testTheVariableWinsAndOutsideASessionTheDesktopIsLight() async {
    XCTAssertEqual(DesktopAppearance.preferredStyle(environment: ["UIKIT_APPEARANCE": "dark"]), .dark)
    XCTAssertEqual(DesktopAppearance.preferredStyle(environment: ["UIKIT_APPEARANCE": "Light"]), .light)
    XCTAssertEqual(DesktopAppearance.preferredStyle(environment: [:]), .light, "no session: iOS's default")
    let said = Said()
    let previous = Diagnostics.setSink { message in said.lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    XCTAssertEqual(DesktopAppearance.preferredStyle(environment: ["UIKIT_APPEARANCE": "dusk"]), .light)
    XCTAssertEqual(
      said.lines.withLock { $0 }.filter { $0.contains("UIKIT_APPEARANCE is 'dusk'") }.count, 1,
      "a bad value is said, not silently taken: \(said.lines.withLock { $0 })")
  }

  func testAWindowTakesTheAppearanceItIsGiven() async throws {
    SDLTestSupport.useOffscreenVideo()
    let window = try SDLPlatformWindow(
      title: "appearance", size: CGSize(width: 40, height: 30),
      options: .init(allowsHeadless: true, forcesSoftwareRenderer: true, vsync: false, appearance: .dark))
    XCTAssertEqual(window.uiWindow.systemUserInterfaceStyle, .dark)
    XCTAssertEqual(window.uiWindow.makeDisplayList().backgroundColor.description, "#000000FF")
  }
}
