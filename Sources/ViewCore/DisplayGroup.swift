import Foundation

/// A rasterized subtree (`CALayer.shouldRasterize`): its display items, kept from frame to frame
/// so that the platform can keep them drawn in a texture and copy that while they stay the same.
///
/// The items are in group points: window points with the layer's bounds origin at (0, 0) (a zoom
/// changes them, a move does not); `extent` is the area they cover there. `version` grows
/// whenever they change; a `.group` command holds the version it was made with, so the command
/// (and the damage found by comparing commands) changes with the content.
@MainActor
public final class DisplayGroup {
  /// The items, back to front, in group points.
  public private(set) var items: [DisplayItem] = []
  /// The area the items cover, in group points.
  public private(set) var extent: CGRect = .zero
  /// True when the first item is an opaque fill under all the others, covering the whole extent
  /// (the view's own background): every pixel of the group is then opaque.
  public private(set) var isOpaque = false
  /// Grows by one each time the items or extent change.
  public private(set) var version = 0
  /// The buffer the next frame composites into (the items of an earlier frame, reused).
  private var scratch: [DisplayItem] = []

  nonisolated init() {}

  /// An empty buffer to composite the next frame's items into.
  func takeScratch() -> [DisplayItem] {
    var buffer = scratch
    scratch = []
    buffer.removeAll(keepingCapacity: true)
    return buffer
  }

  /// Replaces the items (group points) and extent; the version grows only if they differ.
  func update(items newItems: [DisplayItem], extent newExtent: CGRect) {
    guard newItems != items || newExtent != extent else {
      scratch = newItems
      return
    }
    scratch = items
    items = newItems
    extent = newExtent
    version += 1
    isOpaque = false
    guard let first = items.first, first.alpha >= 1, case .fillRect(let rect, let color) = first.command,
      color.alpha >= 1
    else { return }
    isOpaque = rect.contains(extent) && (first.clip.map { $0.contains(extent) } ?? true)
  }
}

extension DisplayGroup: Equatable {
  /// Identity: two commands with the same group differ only by the version they carry.
  nonisolated public static func == (lhs: DisplayGroup, rhs: DisplayGroup) -> Bool { lhs === rhs }
}
