import Foundation

/// Where finished tiles wait for the frame loop: loaders post from any thread; the view drains
/// the inbox when the window steps its animators, so all view state changes on the frame loop.
final class TileInbox: @unchecked Sendable {
  // Guards `results`.
  private let lock = NSLock()
  private var results: [(TileKey, Result<Bitmap, any Error>)] = []

  func post(_ key: TileKey, _ result: Result<Bitmap, any Error>) {
    lock.withLock { results.append((key, result)) }
  }

  /// Everything posted since the last drain, in arrival order.
  func drain() -> [(TileKey, Result<Bitmap, any Error>)] {
    lock.withLock {
      let drained = results
      results.removeAll()
      return drained
    }
  }
}
