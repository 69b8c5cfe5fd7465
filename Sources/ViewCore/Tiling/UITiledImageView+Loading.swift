import Foundation

extension UITiledImageView: FrameAnimating {
  /// Chooses the tiles for a frame showing `visible` (bounds points) at `scale` screen pixels per
  /// full-resolution pixel; requests the missing ones, cancels those no longer wanted, and marks
  /// the drawing stale when the choice changed.
  func updateTiles(visible: CGRect, scale: CGFloat) {
    let range = tileRange(visible: visible, scale: scale)
    var wanted = range.isEmpty ? [] : range.keysFromCentre
    // The coarsest tile always stands behind the others, so something shows at once anywhere.
    let backstop = TileKey(level: levels.coarsest, column: 0, row: 0)
    if !range.isEmpty, range.level != levels.coarsest { wanted.insert(backstop, at: 0) }
    cancelPendingRequests(keeping: Set(wanted))
    for key in wanted where cache.content(for: key) == nil {
      // Keep the stand-in in use, so eviction takes tiles nobody looks at first.
      _ = standIn(for: key)
      if !pendingRequests.contains(key) { request(key) }
    }
    if range != visibleTiles {
      visibleTiles = range
      // Composition is under way: mark the drawing stale without asking for another frame.
      needsDisplay = true
    }
  }

  /// The tiles covering `visible` at the level `scale` needs, coarser while they would take more
  /// than half the budget (the other half keeps stand-ins and neighbours resident; the split is a
  /// choice of this project).
  func tileRange(visible: CGRect, scale: CGFloat) -> TileRange {
    var level = levels.level(forScale: scale)
    var range = levels.range(covering: visible, inBoundsOfSize: bounds.size, level: level)
    while level < levels.coarsest, range.count * levels.tileBytes > cache.byteBudget / 2 {
      level += 1
      range = levels.range(covering: visible, inBoundsOfSize: bounds.size, level: level)
    }
    return range
  }

  func request(_ key: TileKey) {
    pendingRequests.insert(key)
    loader.load(TileRequest(key: key, source: source)) { [inbox] result in inbox.post(key, result) }
    if let window, !window.hasAnimator(self) { window.addAnimator(self) }
  }

  func cancelPendingRequests(keeping wanted: Set<TileKey>) {
    for key in pendingRequests where !wanted.contains(key) {
      loader.cancel(TileRequest(key: key, source: source))
      pendingRequests.remove(key)
    }
  }

  /// Takes in the tiles that arrived (on the frame loop); keeps running while requests are out.
  package func advance(to time: TimeInterval) -> Bool {
    var arrived = false
    for (key, result) in inbox.drain() where pendingRequests.remove(key) != nil {
      switch result {
      case .success(let bitmap):
        cache.insert(.image(UIImage(pixels: bitmap)), bytes: bitmap.byteCount, for: key)
      case .failure(let error):
        let message = "\(error)"
        cache.insert(.failed(message), bytes: levels.tileBytes, for: key)
        if reportedFailures.insert(key).inserted { tileErrorReporter(key, message) }
      }
      arrived = true
    }
    if arrived { setNeedsDisplay() }
    return !pendingRequests.isEmpty
  }
}
