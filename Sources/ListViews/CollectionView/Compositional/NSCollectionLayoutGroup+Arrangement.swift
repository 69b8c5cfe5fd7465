import Foundation
import ViewCore

/// A leaf item of a group as arranged: its frame relative to the group, and the dimensions its
/// view sizes itself along.
struct ArrangedLeaf {
  var frame: CGRect
  var axes: SelfSizingAxes
  /// The views attached to the leaf (badges).
  var supplementaries: [NSCollectionLayoutSupplementaryItem] = []
}

extension NSCollectionLayoutGroup {
  /// The subitems a group of `size` holds, each with its slot's size: `count` equal ones sharing
  /// the length less the spacing, or the subitems repeated in order for as long as the next one
  /// fits (UIKit's rule), at least one.
  func children(in size: CGSize) -> [(item: NSCollectionLayoutItem, slot: CGSize)] {
    let horizontal = axis == .horizontal
    let along = { (s: CGSize) in horizontal ? s.width : s.height }
    let spacing = interItemSpacing?.length ?? 0
    if let count, let subitem = subitems.first {
      let share = max((along(size) - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
      let cross =
        horizontal
        ? subitem.layoutSize.heightDimension.resolve(in: size, isWidth: false)
        : subitem.layoutSize.widthDimension.resolve(in: size, isWidth: true)
      let slot = horizontal ? CGSize(width: share, height: cross) : CGSize(width: cross, height: share)
      return Array(repeating: (subitem, slot), count: count)
    }
    var children: [(item: NSCollectionLayoutItem, slot: CGSize)] = []
    var used: CGFloat = 0
    // A cap against a subitem of zero length repeating forever (a choice of this project).
    while !subitems.isEmpty, children.count < 10_000 {
      let child = subitems[children.count % subitems.count]
      let slot = child.layoutSize.resolve(in: size)
      let needed = (children.isEmpty ? 0 : spacing) + along(slot)
      guard children.isEmpty || (used + needed <= along(size) + 0.001 && along(slot) > 0) else { break }
      used += needed
      children.append((child, slot))
      if along(slot) == 0 { break }
    }
    return children
  }

  /// The group's leaves arranged in a group of `size`, in order, and the extent their slots cover
  /// from the group's origin. A leaf that sizes itself takes `measured(leaf, proposed, axes)` — its
  /// measured size, given its index from `firstLeaf` and the frame size it would have — along its
  /// estimated dimensions (its slot grows or shrinks by as much, moving the leaves after it);
  /// a nested group with an estimated dimension takes its leaves' extent there.
  func arrange(
    in size: CGSize, firstLeaf: Int = 0, measured: (Int, CGSize, SelfSizingAxes) -> CGSize?
  ) -> (leaves: [ArrangedLeaf], extent: CGSize) {
    let horizontal = axis == .horizontal
    let along = { (s: CGSize) in horizontal ? s.width : s.height }
    let cross = { (s: CGSize) in horizontal ? s.height : s.width }
    var slots: [(slot: CGSize, leaves: [ArrangedLeaf])] = []
    var leafIndex = firstLeaf
    for (child, proposed) in children(in: size) {
      var slot = proposed
      let axes = child.layoutSize.selfSizingAxes
      if let group = child as? NSCollectionLayoutGroup {
        let inner = group.arrange(in: slot, firstLeaf: leafIndex, measured: measured)
        leafIndex += inner.leaves.count
        if axes.contains(.width) { slot.width = inner.extent.width }
        if axes.contains(.height) { slot.height = inner.extent.height }
        slots.append((slot, inner.leaves))
        continue
      }
      let insets = child.contentInsets
      var frame = CGRect(origin: .zero, size: slot).inset(by: insets)
      if !axes.isEmpty, let size = measured(leafIndex, frame.size, axes) {
        if axes.contains(.width) {
          frame.size.width = size.width
          slot.width = size.width + insets.leading + insets.trailing
        }
        if axes.contains(.height) {
          frame.size.height = size.height
          slot.height = size.height + insets.top + insets.bottom
        }
      }
      leafIndex += 1
      slots.append((slot, [ArrangedLeaf(frame: frame, axes: axes, supplementaries: child.supplementaryItems)]))
    }
    var spacing = interItemSpacing?.length ?? 0
    let used = slots.reduce(0) { $0 + along($1.slot) }
    if interItemSpacing?.isFlexible == true, slots.count > 1 {
      spacing = max(spacing, (along(size) - used) / CGFloat(slots.count - 1))
    }
    var leaves: [ArrangedLeaf] = []
    var cursor: CGFloat = 0
    var thickness: CGFloat = 0
    for (slot, inner) in slots {
      let dx = horizontal ? cursor : 0
      let dy = horizontal ? 0 : cursor
      leaves += inner.map {
        ArrangedLeaf(frame: $0.frame.offsetBy(dx: dx, dy: dy), axes: $0.axes, supplementaries: $0.supplementaries)
      }
      cursor += along(slot) + spacing
      thickness = max(thickness, cross(slot))
    }
    let length = slots.isEmpty ? 0 : cursor - spacing
    return (leaves, horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length))
  }

  /// The group's size in a container of `container`, its estimated dimensions taken from its
  /// arranged leaves' `extent`.
  func size(in container: CGSize, extent: CGSize) -> CGSize {
    var size = layoutSize.resolve(in: container)
    let axes = layoutSize.selfSizingAxes
    if axes.contains(.width) { size.width = extent.width }
    if axes.contains(.height) { size.height = extent.height }
    return size
  }
}
