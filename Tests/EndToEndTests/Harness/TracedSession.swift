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

  /// The records of `view` after `mark`.
  func records(of view: String, after mark: Int) -> [TraceRecord] {
    app.records(from: mark).filter { $0.view == view }
  }
}
