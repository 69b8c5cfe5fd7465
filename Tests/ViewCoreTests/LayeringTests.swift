import Foundation
import XCTest

/// The layers' imports point inward: the physics imports only Foundation; the view core and the
/// scenes never import SDL or the platform; only the platform (and the benchmark that measures
/// it against raw SDL) imports the SDL module itself.
@MainActor
final class LayeringTests: XCTestCase {
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  private func imports(of target: String) throws -> Set<String> {
    let folder = Self.sources.appendingPathComponent(target)
    guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      throw XCTSkip("no sources at \(folder.path)")
    }
    var modules: Set<String> = []
    for case let file as URL in files where file.pathExtension == "swift" {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        if let index = words.firstIndex(of: "import"), index + 1 < words.count, index <= 2 {
          modules.insert(words[index + 1])
        }
      }
    }
    return modules
  }

  func testImportsPointInward() async throws {
    XCTAssertEqual(try imports(of: "ScrollPhysics"), ["Foundation"])
    XCTAssertEqual(try imports(of: "ViewCore"), ["Foundation", "ScrollPhysics"])
    XCTAssertEqual(try imports(of: "DemoScenes"), ["Foundation", "ViewCore"])
    XCTAssertFalse(try imports(of: "ScrollDemo").contains("CSDL2"), "the app talks to SDL only through the platform")
    XCTAssertTrue(try imports(of: "SDLPlatform").isSubset(of: ["Foundation", "ViewCore", "CSDL2"]))
  }
}
