import Foundation
import TestSupport

/// A session of the demo whose `--trace` the tests read: the queries the compositor sessions share.
protocol TracedSession {
  var app: DemoProcess { get }
}

extension TracedSession {
  /// The latest offset of scroll view `view` (points).
  func offset(of view: String) -> TraceRecord.Point {
    app.records().last { $0.view == view }?.offset ?? TraceRecord.Point(x: 0, y: 0)
  }

  /// The number of trace records so far, to wait for what comes after it.
  var mark: Int { app.recordCount }

  /// Waits for scroll view `view`'s next `event` after `mark`.
  @discardableResult
  func waitFor(_ event: String, of view: String, after mark: Int, timeout: TimeInterval = 15) throws -> TraceRecord {
    try app.waitForTrace(after: mark, timeout: timeout) { $0.view == view && $0.event == event }
  }

  /// Makes sure the window has the pointer's focus before a test measures anything: `scrollStep`
  /// (one small two-finger scroll with its lift-off), repeated until the scene's scroll view
  /// reports the drag it started, then waited for until it ends. A compositor that is still
  /// mapping or rescaling the window can send the very first event elsewhere.
  func warmUp(_ scene: String, by scrollStep: () throws -> Void) throws {
    for _ in 0..<10 {
      let mark = app.recordCount
      try scrollStep()
      guard (try? waitFor("scrollViewWillBeginDragging", of: scene, after: mark, timeout: 1)) != nil else { continue }
      try waitFor("scrollViewDidEndDragging", of: scene, after: mark)
      return
    }
    throw DemoProcess.Failure(description: "the app's \(scene) never received the compositor's scroll")
  }

  /// The records of `view` after `mark`.
  func records(of view: String, after mark: Int) -> [TraceRecord] {
    app.records(from: mark).filter { $0.view == view }
  }
}
