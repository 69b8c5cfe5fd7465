import Foundation
import ViewCore

/// The operations of one batch update, as UIKit reads them: deletions, reloads and the sources of
/// moves name index paths before the update; insertions and the destinations of moves, after it.
struct CollectionUpdate {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var deletedItems: Set<IndexPath> = []
  var insertedItems: Set<IndexPath> = []
  var reloadedItems: Set<IndexPath> = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
      && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
  }

  /// For each index path after the update, the index path it had before (nil: inserted), given
  /// the counts before and after; or UIKit's message when the counts disagree with the operations.
  func mapping(old: [Int], new: [Int]) -> Result<[[IndexPath?]], CollectionUpdateError> {
    if let message = outOfRange(old: old, new: new) { return .failure(.outOfRange(message)) }
    // Sections: the surviving old sections keep their order; inserted ones take their new places.
    var survivingSections = (0..<old.count).filter { !deletedSections.contains($0) }
    var oldSectionOf: [Int?] = []
    for section in 0..<new.count {
      if insertedSections.contains(section) {
        oldSectionOf.append(nil)
      } else if !survivingSections.isEmpty {
        oldSectionOf.append(survivingSections.removeFirst())
      } else {
        return .failure(
          .sections(old: old.count, new: new.count, inserted: insertedSections.count, deleted: deletedSections.count))
      }
    }
    guard survivingSections.isEmpty, old.count - deletedSections.count + insertedSections.count == new.count else {
      return .failure(
        .sections(old: old.count, new: new.count, inserted: insertedSections.count, deleted: deletedSections.count))
    }
    let movedFrom = Set(movedItems.map(\.from))
    let movedTo = Dictionary(movedItems.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    var result: [[IndexPath?]] = []
    for (section, oldSection) in oldSectionOf.enumerated() {
      guard let oldSection, !reloadedSections.contains(oldSection) else {
        result.append(Array(repeating: nil, count: new[section]))
        continue
      }
      let survivors = (0..<old[oldSection]).map { IndexPath(item: $0, section: oldSection) }.filter {
        !deletedItems.contains($0) && !movedFrom.contains($0)
      }
      var nextSurvivor = 0
      let inserted = insertedItems.filter { $0.section == section }.count
      let movedIn = movedTo.keys.filter { $0.section == section }.count
      let movedOut = movedItems.filter { $0.from.section == oldSection }.count
      let deleted = deletedItems.filter { $0.section == oldSection }.count
      guard survivors.count + inserted + movedIn == new[section] else {
        return .failure(
          .items(
            section: section, old: old[oldSection], new: new[section], inserted: inserted, deleted: deleted,
            movedIn: movedIn, movedOut: movedOut))
      }
      var row: [IndexPath?] = []
      for item in 0..<new[section] {
        let path = IndexPath(item: item, section: section)
        if insertedItems.contains(path) {
          row.append(nil)
        } else if let source = movedTo[path] {
          row.append(source)
        } else {
          row.append(survivors[nextSurvivor])
          nextSurvivor += 1
        }
      }
      result.append(row.map { source in source.flatMap { reloadedItems.contains($0) ? nil : $0 } })
    }
    return .success(result)
  }
}

extension CollectionUpdate {
  /// UIKit's message for the first operation naming a section or an item that is not there
  /// (before the update for deletes, reloads and move sources; after it for inserts and move
  /// destinations), or nil.
  func outOfRange(old: [Int], new: [Int]) -> String? {
    for section in deletedSections.union(reloadedSections).sorted() where section >= old.count {
      let verb = deletedSections.contains(section) ? "delete" : "reload"
      return "attempt to \(verb) section \(section), but there are only \(old.count) sections before the update"
    }
    for section in insertedSections.sorted() where section >= new.count {
      return "attempt to insert section \(section) but there are only \(new.count) sections after the update"
    }
    func items(_ path: IndexPath, in counts: [Int]) -> Int? {
      path.count == 2 && counts.indices.contains(path.section) ? counts[path.section] : nil
    }
    let before =
      deletedItems.map { ("delete", $0) } + reloadedItems.map { ("reload", $0) } + movedItems.map { ("move", $0.from) }
    for (verb, path) in before.sorted(by: { $0.1 < $1.1 }) {
      guard let count = items(path, in: old), path.item >= 0, path.item < count else {
        guard path.count == 2 else { return "attempt to \(verb) \(path), which is not a section and an item" }
        return "attempt to \(verb) item \(path.item) from section \(path.section) which only contains "
          + "\(items(path, in: old) ?? 0) items before the update"
      }
    }
    for path in (Array(insertedItems) + movedItems.map(\.to)).sorted() {
      guard let count = items(path, in: new), path.item >= 0, path.item < count else {
        guard path.count == 2 else { return "attempt to insert \(path), which is not a section and an item" }
        return "attempt to insert item \(path.item) into section \(path.section), but there are only "
          + "\(items(path, in: new) ?? 0) items in section \(path.section) after the update"
      }
    }
    return nil
  }

  /// Where each index path before the update goes, from `mapping`'s sources.
  static func destinations(_ sources: [[IndexPath?]]) -> [IndexPath: IndexPath] {
    var destination: [IndexPath: IndexPath] = [:]
    for (section, row) in sources.enumerated() {
      for (item, source) in row.enumerated() {
        if let source { destination[source] = IndexPath(indexes: [section, item]) }
      }
    }
    return destination
  }

  /// The views on screen by index path, moved to their new index paths; those whose items went
  /// away (deleted, reloaded) are leaving.
  static func rekey<View>(_ live: [IndexPath: View], by destination: [IndexPath: IndexPath])
    -> (staying: [IndexPath: View], leaving: [(IndexPath, View)])
  {
    var staying: [IndexPath: View] = [:]
    var leaving: [(IndexPath, View)] = []
    for (path, view) in live {
      if let target = destination[path] { staying[target] = view } else { leaving.append((path, view)) }
    }
    return (staying, leaving)
  }
}

/// A batch update that does not add up, in UIKit's words.
enum CollectionUpdateError: Error, CustomStringConvertible {
  case sections(old: Int, new: Int, inserted: Int, deleted: Int)
  case items(section: Int, old: Int, new: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
  /// An operation names an index path that is not there (UIKit's message).
  case outOfRange(String)

  var description: String {
    switch self {
    case .outOfRange(let message): return message
    case .sections(let old, let new, let inserted, let deleted):
      return "Invalid update: invalid number of sections. The number of sections contained in the collection view "
        + "after the update (\(new)) must be equal to the number of sections contained in the collection view "
        + "before the update (\(old)), plus or minus the number of sections inserted or deleted (\(inserted) "
        + "inserted, \(deleted) deleted)."
    case .items(let section, let old, let new, let inserted, let deleted, let movedIn, let movedOut):
      return "Invalid update: invalid number of items in section \(section). The number of items contained in an "
        + "existing section after the update (\(new)) must be equal to the number of items contained in that "
        + "section before the update (\(old)), plus or minus the number of items inserted or deleted from that "
        + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or "
        + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
  }
}
