import Foundation

/// The tiles a tiled view keeps, least recently used first out, within a byte budget.
///
/// Each entry is charged its pixel bytes (a failure is charged a full tile, so failures cannot
/// grow the cache either). Inserting past the budget evicts the least recently used entries until
/// `residentBytes ≤ byteBudget` again; an entry larger than the whole budget is not kept. Reading
/// an entry with `content(for:)` marks it used. Used on the frame loop only: not thread-safe.
@MainActor
public final class TileCache {
  private struct Entry {
    var content: TileContent
    var bytes: Int
    var lastUse: UInt64
  }

  /// The most bytes the resident tiles may occupy.
  public let byteBudget: Int
  /// Bytes the resident tiles occupy now; never above `byteBudget`.
  public private(set) var residentBytes = 0
  /// The most entries that were resident at once since the cache was made.
  public private(set) var peakCount = 0
  /// The most bytes that were resident at once since the cache was made.
  public private(set) var peakBytes = 0
  private var entries: [TileKey: Entry] = [:]
  /// A counter standing in for time: each use takes the next value.
  private var useCounter: UInt64 = 0

  /// A cache holding at most `byteBudget` bytes (negative budgets are taken as 0).
  public init(byteBudget: Int) {
    self.byteBudget = max(0, byteBudget)
  }

  /// How many tiles are resident.
  public var residentCount: Int { entries.count }

  /// The resident tiles' keys, in no particular order.
  public var keys: [TileKey] { Array(entries.keys) }

  /// True when `key` is resident; does not count as a use.
  public func contains(_ key: TileKey) -> Bool { entries[key] != nil }

  /// The content of `key` if resident, marking it most recently used.
  public func content(for key: TileKey) -> TileContent? {
    guard var entry = entries[key] else { return nil }
    useCounter += 1
    entry.lastUse = useCounter
    entries[key] = entry
    return entry.content
  }

  /// Stores `content` for `key` as the most recently used entry, charged `bytes`, then evicts the
  /// least recently used entries until the total fits the budget.
  public func insert(_ content: TileContent, bytes: Int, for key: TileKey) {
    remove(key)
    let bytes = max(0, bytes)
    guard bytes <= byteBudget else { return }
    useCounter += 1
    entries[key] = Entry(content: content, bytes: bytes, lastUse: useCounter)
    residentBytes += bytes
    evictToBudget()
    peakCount = max(peakCount, entries.count)
    peakBytes = max(peakBytes, residentBytes)
  }

  /// Drops `key` if resident.
  public func remove(_ key: TileKey) {
    guard let entry = entries.removeValue(forKey: key) else { return }
    residentBytes -= entry.bytes
  }

  private func evictToBudget() {
    guard residentBytes > byteBudget else { return }
    // Oldest first; a full sort is fine at the few hundred tiles a budget holds.
    for (key, _) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
      guard residentBytes > byteBudget else { return }
      remove(key)
    }
  }
}
