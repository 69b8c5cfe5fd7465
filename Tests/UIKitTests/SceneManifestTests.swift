import Foundation
import Synchronization
import XCTest

@testable import UIKit

/// A scene delegate class of this module, found by the name a manifest gives.
final class ManifestSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// The `Info.plist` scene manifest as Xcode's template writes it, and the class it names.
@MainActor
final class SceneManifestTests: XCTestCase {
  private func write(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("Info.plist").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func testTheTemplatesManifestNamesItsDelegateByModuleAndTheClassIsFound() async throws {
    let path = try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict>
      <key>UIApplicationSupportsMultipleScenes</key><false/>
      <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>
      <dict><key>UISceneConfigurationName</key><string>Other</string>
      <key>UISceneDelegateClassName</key><string>Missing.Delegate</string></dict>
      <dict><key>UISceneConfigurationName</key><string>Default Configuration</string>
      <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).ManifestSceneDelegate</string></dict>
      </array></dict></dict></dict></plist>
      """)
    let manifest = try XCTUnwrap(SceneManifest.find(in: ["/no/such/Info.plist", path]))
    XCTAssertEqual(manifest.path, path)
    let entry = try XCTUnwrap(manifest.configuration(for: .windowApplication, named: "Default Configuration"))
    XCTAssertEqual(entry.delegateClassName, "$(PRODUCT_MODULE_NAME).ManifestSceneDelegate")
    XCTAssertEqual(manifest.configuration(for: .windowApplication, named: nil)?.name, "Other", "else the first")
    let found: AnyClass? = SceneManifest.resolveClass(named: entry.delegateClassName!, module: "UIKitTests")
    XCTAssertTrue(found == ManifestSceneDelegate.self)
    XCTAssertNil(SceneManifest.resolveClass(named: "Missing.Delegate", module: "UIKitTests"))
  }

  func testAFileThatIsNotAPropertyListIsSkippedWithALine() async throws {
    let bad = try write("not a plist")
    let collected = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in collected.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    XCTAssertNil(SceneManifest.find(in: [bad]))
    let lines = collected.withLock { $0 }
    XCTAssertEqual(lines.count, 1, "\(lines)")
    XCTAssertTrue(lines.first?.contains("is not a property list") ?? false, "\(lines)")
  }
}
