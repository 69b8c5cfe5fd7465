import Foundation

/// The display server's stamps waiting for SDL's mouse events, oldest first.
///
/// Both see the same events in the same order, but SDL leaves some out (a motion that does not
/// change its whole-unit position) and has some of its own (a button it synthesises), so a mouse
/// event takes the oldest stamp of its kind that matches it — the button, or for motion the
/// position within `positionTolerance` — and the older stamps that no event took are dropped.
/// An event with no matching stamp keeps SDL's own time.
struct PointerStamps {
  /// How far SDL's whole-unit position may lie from the server's (window units): under one unit
  /// either way is rounding; a choice of this project, one unit and a half, so that SDL's floor and
  /// a scale of the surface's fractional position both match.
  static let positionTolerance = 1.5
  /// Stamps kept at most (the oldest are dropped): a choice of this project, as the Wayland
  /// bridge's ring, more than arrives between two of SDL's pumps.
  static let capacity = 1024

  private var pending: [PointerStamp] = []

  var isEmpty: Bool { pending.isEmpty }

  mutating func append(_ stamp: PointerStamp) {
    if pending.count >= Self.capacity { pending.removeFirst(pending.count - Self.capacity + 1) }
    pending.append(stamp)
  }

  /// The stamp for SDL's mouse event of `kind` (`button`, at `x`, `y` in window units), if one
  /// waits; it and the older stamps are removed.
  mutating func take(_ kind: PointerStamp.Kind, button: Int, x: Double, y: Double) -> PointerStamp? {
    guard
      let index = pending.firstIndex(where: { stamp in
        guard stamp.kind == kind else { return false }
        if kind != .motion { return stamp.button == button }
        return abs(stamp.x - x) <= Self.positionTolerance && abs(stamp.y - y) <= Self.positionTolerance
      })
    else { return nil }
    let stamp = pending[index]
    pending.removeFirst(index + 1)
    return stamp
  }

  mutating func removeAll() { pending.removeAll() }
}
