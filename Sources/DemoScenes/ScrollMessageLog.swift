import Foundation
import ViewCore

/// The HUD's list of the latest scroll-view messages. Runs of the same message (a stream of
/// `scrollViewDidScroll`s) fold into one line with a count, so the sequence the guide describes
/// stays readable while the content moves.
struct ScrollMessageLog {
  struct Entry: Equatable {
    var record: ScrollTraceRecord
    var count: Int
  }

  /// How many lines the HUD shows.
  let capacity: Int
  private(set) var entries: [Entry] = []

  init(capacity: Int = 12) {
    self.capacity = max(1, capacity)
  }

  mutating func append(_ record: ScrollTraceRecord) {
    if let last = entries.last, last.record.event == record.event, last.record.view == record.view {
      entries[entries.count - 1].record = record
      entries[entries.count - 1].count += 1
      return
    }
    entries.append(Entry(record: record, count: 1))
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
  }

  mutating func removeAll() {
    entries.removeAll()
  }

  /// One line per entry, oldest first; `showsView` prefixes the scroll view's identifier.
  func lines(showsView: Bool) -> [String] {
    entries.map { entry in
      let record = entry.record
      var line = String(format: "%8.3f ", record.time)
      if showsView { line += "[\(record.view.isEmpty ? "?" : record.view)] " }
      line += record.event
      if entry.count > 1 { line += " ×\(entry.count)" }
      if let velocity = record.velocity { line += " v=\(HUDView.format(velocity, decimals: 0))" }
      if let target = record.target { line += " → \(HUDView.format(target, decimals: 0))" }
      if let decelerate = record.decelerate { line += " decelerate=\(decelerate)" }
      return line
    }
  }
}
