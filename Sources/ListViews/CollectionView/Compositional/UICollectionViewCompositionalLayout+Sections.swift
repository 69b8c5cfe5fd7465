import Foundation
import ViewCore

/// Laying out one section: its boundary items, then its groups — along the scroll direction, or
/// across it for an orthogonal section — with the sizes its self-sizing views were measured to.
extension UICollectionViewCompositionalLayout {
  /// A section's groups one after another from 0 along x (`alongX`) or y: the items' frames
  /// relative to the run's origin, each group's span, the run's length and its thickness across.
  struct GroupRun {
    var frames: [CGRect] = []
    var spans: [ClosedRange<CGFloat>] = []
    var length: CGFloat = 0
    var thickness: CGFloat = 0
    var leafAxes: [SelfSizingAxes] = []
    var leafSupplementaries: [[NSCollectionLayoutSupplementaryItem]] = []
    /// A group's size before any measurement.
    var groupSize: CGSize = .zero

    /// The run as an orthogonal section's scroll view of `frame` shows it along y (`vertical`) or
    /// x, `before` and `after` it the section's insets along that axis.
    func orthogonal(
      frame: CGRect, vertical: Bool, before: CGFloat, after: CGFloat,
      behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    ) -> OrthogonalSectionLayout {
      OrthogonalSectionLayout(
        frame: frame, scrollsVertically: vertical, runLength: before + length + after,
        groupStarts: spans.map { $0.lowerBound + before }, groupLengths: spans.map { $0.upperBound - $0.lowerBound },
        leadingInset: before, trailingInset: after, behavior: behavior)
    }
  }

  func runGroups(
    _ section: NSCollectionLayoutSection, index: Int, count: Int, body: CGSize, alongX: Bool,
    measuredItems: Set<Int>
  ) -> GroupRun {
    var run = GroupRun()
    let group = section.group
    let proposed = group.layoutSize.resolve(in: body)
    let template = group.arrange(in: proposed) { _, _, _ in nil }
    run.groupSize = group.size(in: body, extent: template.extent)
    run.leafAxes = template.leaves.map(\.axes)
    run.leafSupplementaries = template.leaves.map(\.supplementaries)
    let leaves = template.leaves.count
    let along = { (size: CGSize) in alongX ? size.width : size.height }
    let across = { (size: CGSize) in alongX ? size.height : size.width }
    guard leaves > 0, count > 0 else {
      run.thickness = across(run.groupSize)
      return run
    }
    // The groups holding a measured item, in order: walked alongside the groups (no lookup per group).
    let measuredGroups = Set(measuredItems.map { $0 / leaves }).sorted()
    var nextMeasured = 0
    let spacing = section.interGroupSpacing.finiteNonNegative
    let groups = (count + leaves - 1) / leaves
    run.frames.reserveCapacity(count)
    run.spans.reserveCapacity(groups)
    var cursor: CGFloat = 0
    for g in 0..<groups {
      let first = g * leaves
      var frames = template.leaves
      var size = run.groupSize
      if nextMeasured < measuredGroups.count, measuredGroups[nextMeasured] == g {
        nextMeasured += 1
        let arranged = group.arrange(in: proposed) { leaf, leafSize, axes in
          self.measured(first + leaf, of: index, proposed: leafSize, axes: axes)
        }
        frames = arranged.leaves
        size = group.size(in: body, extent: arranged.extent)
      }
      let dx = alongX ? cursor : 0
      let dy = alongX ? 0 : cursor
      for leaf in 0..<min(leaves, count - first) { run.frames.append(frames[leaf].frame.offsetBy(dx: dx, dy: dy)) }
      run.spans.append(cursor...(cursor + along(size)))
      run.thickness = max(run.thickness, across(size))
      cursor += along(size) + spacing
    }
    run.length = cursor - spacing
    return run
  }

  /// A boundary item's size in `container`: measured once its view was, else as declared.
  func boundarySize(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, container: CGSize) -> CGSize {
    let proposed = item.layoutSize.resolve(in: container)
    return measured(0, of: section, kind: item.elementKind, proposed: proposed, axes: item.layoutSize.selfSizingAxes)
      ?? proposed
  }

  /// A section of a vertical layout from `top`: its top boundary items one below another, its
  /// groups down the layout (or, orthogonal, across it in a scroll view), its bottom items.
  func layVertically(
    _ section: NSCollectionLayoutSection, index: Int, from top: CGFloat, count: Int, container: CGSize,
    measuredItems: Set<Int>
  ) -> CompositionalSectionLayout {
    var result = CompositionalSectionLayout(span: top...top)
    var y = top
    let items = section.boundarySupplementaryItems
    for item in items where [.top, .topLeading, .topTrailing].contains(item.alignment) {
      let size = boundarySize(item, section: index, container: container)
      let x = item.alignment == .topTrailing ? container.width - size.width : 0
      result.boundaries.append((item, CGRect(x: x, y: y, width: size.width, height: size.height)))
      y += size.height
    }
    let insets = section.contentInsets.finiteNonNegative
    let body = CGSize(width: max(container.width - insets.leading - insets.trailing, 0), height: container.height)
    let orthogonal = section.orthogonalScrollingBehavior != .none
    let run = runGroups(
      section, index: index, count: count, body: body, alongX: orthogonal, measuredItems: measuredItems)
    result.leafAxes = run.leafAxes
    result.leafSupplementaries = run.leafSupplementaries
    let contentTop = y
    if orthogonal {
      result.itemFrames = run.frames.map { $0.offsetBy(dx: insets.leading, dy: insets.top) }
      let height = insets.top + run.thickness + insets.bottom
      result.orthogonal = run.orthogonal(
        frame: CGRect(x: 0, y: y, width: container.width, height: height), vertical: false, before: insets.leading,
        after: insets.trailing, behavior: section.orthogonalScrollingBehavior)
      y += height
    } else {
      let origin = y + insets.top
      result.itemFrames = run.frames.map { $0.offsetBy(dx: insets.leading, dy: origin) }
      result.groupSpans = run.spans.map { ($0.lowerBound + origin)...($0.upperBound + origin) }
      y += insets.top + run.length + insets.bottom
    }
    result.contentFrame = CGRect(x: 0, y: contentTop, width: container.width, height: y - contentTop)
    for item in items where [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment) {
      let size = boundarySize(item, section: index, container: container)
      let x = item.alignment == .bottomTrailing ? container.width - size.width : 0
      result.boundaries.append((item, CGRect(x: x, y: y, width: size.width, height: size.height)))
      y += size.height
    }
    result.span = top...y
    return result
  }

  /// A section of a horizontal layout from `left`: its leading boundary items side by side, its
  /// groups along x below its top items and above its bottom ones (or, orthogonal, down a scroll
  /// view of its own), its trailing items. Each boundary item extends the section on its side.
  func layHorizontally(
    _ section: NSCollectionLayoutSection, index: Int, from left: CGFloat, count: Int, container: CGSize,
    measuredItems: Set<Int>
  ) -> CompositionalSectionLayout {
    var result = CompositionalSectionLayout(span: left...left)
    var x = left
    let items = section.boundarySupplementaryItems
    let sized = items.map { ($0, boundarySize($0, section: index, container: container)) }
    for (item, size) in sized where item.alignment == .leading {
      result.boundaries.append((item, CGRect(x: x, y: 0, width: size.width, height: size.height)))
      x += size.width
    }
    let tops = sized.filter { [.top, .topLeading, .topTrailing].contains($0.0.alignment) }
    let bottoms = sized.filter { [.bottom, .bottomLeading, .bottomTrailing].contains($0.0.alignment) }
    let topBand = tops.reduce(0) { $0 + $1.1.height }
    let bottomBand = bottoms.reduce(0) { $0 + $1.1.height }
    let insets = section.contentInsets.finiteNonNegative
    let body = CGSize(
      width: container.width,
      height: max(container.height - topBand - bottomBand - insets.top - insets.bottom, 0))
    let orthogonal = section.orthogonalScrollingBehavior != .none
    let run = runGroups(
      section, index: index, count: count, body: body, alongX: !orthogonal, measuredItems: measuredItems)
    result.leafAxes = run.leafAxes
    result.leafSupplementaries = run.leafSupplementaries
    let start = x
    if orthogonal {
      result.itemFrames = run.frames.map { $0.offsetBy(dx: insets.leading, dy: insets.top) }
      let width = insets.leading + run.thickness + insets.trailing
      result.orthogonal = run.orthogonal(
        frame: CGRect(x: x, y: topBand, width: width, height: body.height + insets.top + insets.bottom),
        vertical: true, before: insets.top, after: insets.bottom, behavior: section.orthogonalScrollingBehavior)
      x += width
    } else {
      let origin = x + insets.leading
      result.itemFrames = run.frames.map { $0.offsetBy(dx: origin, dy: topBand + insets.top) }
      result.groupSpans = run.spans.map { ($0.lowerBound + origin)...($0.upperBound + origin) }
      x += insets.leading + run.length + insets.trailing
    }
    result.contentFrame = CGRect(
      x: start, y: topBand, width: x - start, height: body.height + insets.top + insets.bottom)
    var end = x
    var y: CGFloat = 0
    for (item, size) in tops {
      let minX = item.alignment == .topTrailing ? x - size.width : start
      result.boundaries.append((item, CGRect(x: minX, y: y, width: size.width, height: size.height)))
      y += size.height
      end = max(end, minX + size.width)
    }
    y = container.height - bottomBand
    for (item, size) in bottoms {
      let minX = item.alignment == .bottomTrailing ? x - size.width : start
      result.boundaries.append((item, CGRect(x: minX, y: y, width: size.width, height: size.height)))
      y += size.height
      end = max(end, minX + size.width)
    }
    for (item, size) in sized where item.alignment == .trailing {
      result.boundaries.append((item, CGRect(x: end, y: 0, width: size.width, height: size.height)))
      end += size.width
    }
    result.span = left...end
    return result
  }
}
