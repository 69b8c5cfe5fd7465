import Foundation

/// What changed on screen between two frames, in window points: the platform redraws and
/// presents only that (see docs/rendering.md).
public enum Damage: Equatable, Sendable {
  /// Nothing visible changed: the frame need not be drawn or presented.
  case none
  /// Only these rects changed (each a changed item's extent, cut to its clip).
  case rects([CGRect])
  /// The whole window changed (first frame, resize, scale, background, or the platform asked).
  case everything

  /// The smallest rect holding every damaged rect; nil for `.none` and `.everything`.
  public var bounds: CGRect? {
    guard case .rects(let rects) = self, let first = rects.first else { return nil }
    return rects.dropFirst().reduce(first) { $0.union($1) }
  }

  /// The damage between the display lists `old` and `new` (same size and background): the
  /// extents of the items that differ. Items are compared in order, after the common prefix and
  /// suffix, so one item inserted, removed or changed anywhere damages that item alone.
  static func between(_ old: [DisplayItem], _ new: [DisplayItem]) -> Damage {
    var start = 0
    let shorter = min(old.count, new.count)
    while start < shorter, old[start] == new[start] { start += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    var rects: [CGRect] = []
    for item in old[start..<oldEnd] { rects.append(contentsOf: item.extent.map { [$0] } ?? []) }
    for item in new[start..<newEnd] { rects.append(contentsOf: item.extent.map { [$0] } ?? []) }
    return rects.isEmpty ? .none : .rects(rects)
  }
}

extension DisplayItem {
  /// The window points the item can touch: its command's bounds cut to its clip, nil when none.
  var extent: CGRect? {
    let bounds = command.boundingRect
    guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else {
      return clip
    }
    guard let clip else { return bounds.isEmpty ? nil : bounds }
    let cut = bounds.intersection(clip)
    return cut.isNull || cut.isEmpty ? nil : cut
  }
}
