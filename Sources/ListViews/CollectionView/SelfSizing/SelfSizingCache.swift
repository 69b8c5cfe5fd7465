import Foundation
import ViewCore

/// The dimensions of an element that its view sizes itself along (an estimated width or height).
struct SelfSizingAxes: OptionSet, Hashable {
  let rawValue: Int
  static let width = SelfSizingAxes(rawValue: 1 << 0)
  static let height = SelfSizingAxes(rawValue: 1 << 1)
}

/// The sizes self-sizing elements were measured to, owned by their layout: a cell by its index
/// path, a supplementary view by its kind and index path. Each measurement remembers the size it
/// was fitted at, so that it only stands while the dimensions it did not choose are unchanged
/// (a cell measured at a 320-pt width says nothing of its height at 200). Measurements are
/// dropped on `reloadData`, when the container's size changes, and for the items an update
/// reloads; the others follow their items through inserts, deletes and moves.
struct SelfSizingCache {
  struct Key: Hashable {
    /// nil for a cell.
    var kind: String?
    var indexPath: IndexPath
  }

  struct Measurement {
    /// What the view asked for.
    var size: CGSize
    /// The size it was laid out at when asked.
    var fitted: CGSize
    var axes: SelfSizingAxes
  }

  private var entries: [Key: Measurement] = [:]
  /// The container the measurements were taken in.
  private var container: CGSize?

  /// The measured size of `key` for a slot of `proposed` size sizing along `axes`; nil when it was
  /// never measured or was measured with another fixed dimension (more than half a point off).
  func size(of key: Key, proposed: CGSize, axes: SelfSizingAxes) -> CGSize? {
    guard let entry = entries[key], entry.axes == axes else { return nil }
    if !axes.contains(.width), abs(entry.fitted.width - proposed.width) > 0.5 { return nil }
    if !axes.contains(.height), abs(entry.fitted.height - proposed.height) > 0.5 { return nil }
    var size = proposed
    if axes.contains(.width) { size.width = entry.size.width }
    if axes.contains(.height) { size.height = entry.size.height }
    return size
  }

  /// Whether `key` has a measurement that stands for `proposed`.
  func isMeasured(_ key: Key, proposed: CGSize, axes: SelfSizingAxes) -> Bool {
    size(of: key, proposed: proposed, axes: axes) != nil
  }

  /// Records what the view at `key` asked for when laid out at `fitted`; non-finite or negative
  /// lengths are zero.
  mutating func record(_ size: CGSize, for key: Key, fitted: CGSize, axes: SelfSizingAxes) {
    let clean = CGSize(width: size.width.finiteNonNegative, height: size.height.finiteNonNegative)
    entries[key] = Measurement(size: clean, fitted: fitted, axes: axes)
  }

  /// The items with a measurement, by section.
  func measuredItemsBySection() -> [Int: Set<Int>] {
    var result: [Int: Set<Int>] = [:]
    for key in entries.keys where key.kind == nil {
      result[key.indexPath.section, default: []].insert(key.indexPath.item)
    }
    return result
  }

  mutating func removeAll() { entries = [:] }

  /// Keeps the measurements while the container keeps its size; drops them all when it changed.
  mutating func keep(forContainer size: CGSize) {
    if let container, container != size { entries = [:] }
    container = size
  }

  /// After a batch update: each cell's measurement moves to its item's new index path (`sources`
  /// gives, per new index path, the old one; inserted and reloaded items have none); those of
  /// deleted and reloaded items are dropped, and so are the supplementary views' (few, and
  /// measured again as they show).
  mutating func remap(sources: [[IndexPath?]]) {
    guard !entries.isEmpty else { return }
    var moved: [Key: Measurement] = [:]
    for (section, items) in sources.enumerated() {
      for (item, source) in items.enumerated() {
        guard let source, let entry = entries[Key(kind: nil, indexPath: source)] else {
          continue
        }
        moved[Key(kind: nil, indexPath: IndexPath(item: item, section: section))] = entry
      }
    }
    entries = moved
  }
}
