import Foundation

extension Compositor {
  /// How far the subtree of a rasterized layer may reach from its bounds' origin, in window
  /// points: the clip it is composited under. A choice of this project: far beyond any texture a
  /// renderer accepts, while keeping the arithmetic on it finite.
  static let rasterizingReach: CGFloat = 1_048_576

  /// Composites `view`'s subtree into its layer's group, in window-scaled points with the
  /// bounds' origin at (0, 0), and adds one `.group` item that places it: a subtree that only
  /// moves keeps its group's version, so the platform can copy the texture it drew last time.
  mutating func rasterize(
    _ view: UIView, layer: CALayer, bounds: CGRect, toWindow: CGAffineTransform, clip: CGRect, alpha: CGFloat,
    style: UIUserInterfaceStyle
  ) {
    let origin = bounds.origin.applying(toWindow)
    let local = toWindow.concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
    let reach = Self.rasterizingReach
    var inner = Compositor()
    inner.isRasterizing = true
    inner.darkTraits = darkTraits
    swap(&inner.resolvedImages, &resolvedImages)
    defer { swap(&inner.resolvedImages, &resolvedImages) }
    inner.items = layer.rasterizedGroup.takeScratch()
    inner.visit(
      view, toWindow: local, clip: CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach), alpha: 1,
      style: style)
    var extent: CGRect?
    for item in inner.items {
      guard let itemExtent = item.extent else { continue }
      extent = extent.map { $0.union(itemExtent) } ?? itemExtent
    }
    let group = layer.rasterizedGroup
    group.update(items: inner.items, extent: extent ?? .zero)
    guard let extent, !extent.isEmpty else { return }
    let rect = extent.offsetBy(dx: origin.x, dy: origin.y)
    guard rect.overlaps(clip) else { return }
    items.append(
      DisplayItem(
        command: .group(group, version: group.version, in: rect), clip: clip, alpha: alpha,
        viewID: ObjectIdentifier(view)))
  }
}
