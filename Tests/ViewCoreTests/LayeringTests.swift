import Foundation
import XCTest

/// The layers' imports point inward: the physics imports only Foundation, the constraint solver
/// nothing, the scroll engine only the physics; the view core and the
/// scenes never import SDL or the platform; only the platform (and the benchmark that measures
/// it against raw SDL) imports the SDL module itself; the list views stand on the view core,
/// never the other way. The tests' shared library stays free of
/// XCTest; the demo launcher the benchmarks share with the tests (DemoDriver) is not test code. The UIKit facade stands on the view core
/// and the platform; the examples import UIKit alone.
@MainActor
final class LayeringTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func imports(of target: String, in folderName: String = "Sources") throws -> Set<String> {
    let folder = Self.root.appendingPathComponent(folderName).appendingPathComponent(target)
    // A missing folder fails the test: a skip would let a moved tree pass unchecked.
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else {
      throw LayeringError(description: "no sources at \(folder.path)")
    }
    var modules: Set<String> = []
    var swiftFiles = 0
    for case let file as URL in files where file.pathExtension == "swift" {
      swiftFiles += 1
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        if let index = words.firstIndex(of: "import"), index + 1 < words.count, index <= 2 {
          modules.insert(words[index + 1])
        }
      }
    }
    guard swiftFiles > 0 else { throw LayeringError(description: "no Swift files in \(folder.path)") }
    return modules
  }

  private struct LayeringError: Error, CustomStringConvertible {
    let description: String
  }

  func testImportsPointInward() async throws {
    XCTAssertEqual(try imports(of: "ScrollPhysics"), ["Foundation"])
    // The constraint solver is pure Swift: not even Foundation.
    XCTAssertEqual(try imports(of: "LayoutSolver").subtracting(["Foundation"]), [])
    // The scroll engine is motion alone: the physics, no view and no SDL.
    XCTAssertEqual(try imports(of: "ScrollEngine"), ["Foundation", "ScrollPhysics"])
    // Synchronization is the standard library's (the diagnostics reporter's lock).
    XCTAssertEqual(
      try imports(of: "ViewCore"), ["Foundation", "Synchronization", "ScrollPhysics", "ScrollEngine", "LayoutSolver"])
    // Tables, collection views and lists stand on the view core (their swipes' rubber band is
    // the physics'); the view core never imports them.
    XCTAssertEqual(try imports(of: "ListViews"), ["Foundation", "ViewCore", "ScrollPhysics"])
    XCTAssertEqual(try imports(of: "DemoScenes"), ["Foundation", "ViewCore", "ListViews"])
    let demo = try imports(of: "ScrollDemo")
    XCTAssertFalse(demo.contains("CSDL2"), "the app talks to SDL only through the platform")
    XCTAssertTrue(demo.contains("UIKit") && !demo.contains("ViewCore"), "scroll-demo is a UIKit app: \(demo)")
    // CXInput (the XInput 2 bridge, C over libXi), CWaylandInput (the app's own Wayland seat and
    // frame objects, C over libwayland-client), CXPresent (the X server's Present completions,
    // C over xcb-present) and CGLBlit (framebuffer blits through SDL's OpenGL context): the
    // platform's only other system interfaces.
    let platform = try imports(of: "SDLPlatform")
    let allowed: Set = ["Foundation", "ViewCore", "CSDL2", "CXInput", "CWaylandInput", "CXPresent", "CGLBlit"]
    XCTAssertTrue(platform.isSubset(of: allowed), "\(platform)")
    XCTAssertEqual(try imports(of: "TestSupport", in: "Tests"), ["Foundation", "ViewCore", "DemoDriver"])
    // The demo launcher and trace parser are shared with the benchmarks, which link no test module.
    XCTAssertEqual(try imports(of: "DemoDriver"), ["Foundation", "ViewCore"])
    let bench = try imports(of: "Benchmarks")
    XCTAssertTrue(bench.isDisjoint(with: ["TestSupport", "XCTest"]), "scroll-bench links no test code: \(bench)")
    // The facade re-exports the view core, the list views and Foundation and reaches SDL only
    // through the platform.
    XCTAssertEqual(try imports(of: "UIKit"), ["Foundation", "ViewCore", "ListViews", "SDLPlatform"])
    // The examples are UIKit code: `import UIKit` is all they need.
    for example in ["Tutorial002", "Tutorial004", "AutoLayoutForm", "ModernCollection"] {
      XCTAssertEqual(try imports(of: example, in: "Examples"), ["UIKit"], example)
    }
  }
}
