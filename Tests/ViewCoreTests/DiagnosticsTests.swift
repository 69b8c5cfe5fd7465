import Synchronization
import XCTest

@testable import ViewCore

/// Every "this is wrong" message takes one route: one line, `<area>: <text>`, said once when it
/// carries a key.
@MainActor
final class DiagnosticsTests: XCTestCase {
  func testAMessageWithAKeyIsSaidOnceAndOthersEveryTime() async {
    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    let key = UUID().uuidString
    for _ in 0..<3 {
      Diagnostics.report("an unknown symbol name", from: "UIImage", once: key)
      Diagnostics.report("a refused update", from: "UITableView")
    }
    XCTAssertEqual(
      lines.withLock { $0 },
      [
        "UIImage: an unknown symbol name", "UITableView: a refused update", "UITableView: a refused update",
        "UITableView: a refused update",
      ])
  }

  func testTheLibrarysOwnMessagesTakeThatRoute() async {
    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    let parent = UIViewController()
    parent.addChild(parent)
    XCTAssertEqual(lines.withLock { $0.count }, 1, "\(lines.withLock { $0 })")
    XCTAssertTrue(lines.withLock { $0.first?.hasPrefix("UIKit: ") ?? false }, "\(lines.withLock { $0 })")
  }
}
