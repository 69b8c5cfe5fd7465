import Foundation

/// Builds a window's display list: each view's drawing placed at
/// `frame.origin − superview.bounds.origin` (through transforms), recursively, clipped by
/// `clipsToBounds` ancestors. Subtrees under a clipping view are culled to the visible clip
/// through the view's `SubviewIndex`, so a frame costs what is visible, not what exists.
@MainActor
struct Compositor {
  var items: [DisplayItem] = []
  /// True while compositing the subtree of a rasterized layer: a layer inside it that also
  /// rasterizes is part of the same group.
  var isRasterizing = false
  /// The window's traits in the dark appearance: what dark subtrees' dynamic colours resolve
  /// with. Light subtrees draw colours' own components, which are their light appearance.
  var darkTraits = UITraitCollection.darkAppearance
  /// Image variants in resolved dynamic tints, kept between frames.
  var resolvedImages = ResolvedImageCache()

  mutating func composite(root: UIView, size: CGSize, traits: UITraitCollection) {
    items.removeAll(keepingCapacity: true)
    darkTraits = traits.replacing(userInterfaceStyle: .dark)
    let windowRect = CGRect(origin: .zero, size: size)
    visit(root, toWindow: .identity, clip: windowRect, alpha: 1, style: traits.userInterfaceStyle, isRoot: true)
  }

  /// Adds `command` (in window points), its colours resolved for `style`.
  mutating func append(
    _ command: DrawCommand, clip: CGRect, alpha: CGFloat, viewID: ObjectIdentifier, style: UIUserInterfaceStyle
  ) {
    let resolved = style == .dark ? command.resolvingColors(with: darkTraits, images: &resolvedImages) : command
    items.append(DisplayItem(command: resolved, clip: clip, alpha: alpha, viewID: viewID))
  }

  mutating func visit(
    _ view: UIView, toWindow: CGAffineTransform, clip: CGRect, alpha: CGFloat, style inherited: UIUserInterfaceStyle,
    isRoot: Bool = false
  ) {
    let style = isRoot ? inherited : view.ownUserInterfaceStyle ?? inherited
    // While `UIView.animate` runs, the presented values are drawn (the model's are final); the
    // common case, no animation, reads the model directly.
    let animating = view.presentation != nil
    let ownAlpha = animating ? view.presentedAlpha : view.alpha
    guard !view.isHidden, alpha * ownAlpha > 0 else { return }
    let bounds = animating ? view.presentedBounds : view.bounds
    if !isRoot, !isRasterizing, let layer = view.existingLayer, layer.shouldRasterize,
      toWindow.isUprightScaleAndTranslation
    {
      return rasterize(view, layer: layer, bounds: bounds, toWindow: toWindow, clip: clip, alpha: alpha, style: style)
    }
    let alpha = alpha * ownAlpha
    let backgroundColor = animating ? view.presentedBackgroundColor : view.backgroundColor
    let rectInWindow = bounds.applying(toWindow)
    let outerClip = clip
    var clip = clip
    if view.clipsToBounds {
      clip = clip.intersection(rectInWindow)
      if clip.isNull || clip.isEmpty { return }
    }
    let viewID = ObjectIdentifier(view)
    let layer = view.existingLayer ?? (view.hasOwnLayerClass ? view.layer : nil)
    if rectInWindow.overlaps(clip) || !view.clipsToBounds {
      if !isRoot, let shadow = layer?.shadowCommand(background: backgroundColor)?.applying(toWindow),
        shadow.boundingRect.overlaps(outerClip)
      {
        append(shadow, clip: outerClip, alpha: alpha, viewID: viewID, style: style)
      }
      if !isRoot, let background = backgroundColor, background.alpha > 0, rectInWindow.overlaps(clip) {
        let command = layer?.backgroundCommand(background, in: bounds).applying(toWindow)
        append(
          command ?? .fillRect(bounds, background).applying(toWindow),
          clip: layer?.backgroundNeedsClip == true ? clip.intersection(rectInWindow) : clip, alpha: alpha,
          viewID: viewID, style: style)
      }
      if let layer, !isRoot {
        for command in layer.contentCommands(in: bounds, scale: view.contentScaleFactor, style: style) {
          let placed = command.applying(toWindow)
          if placed.boundingRect.overlaps(clip) {
            append(placed, clip: clip, alpha: alpha, viewID: viewID, style: style)
          }
        }
      }
      view.willComposite(toWindow: toWindow, clip: clip)
      for command in view.currentDrawing() {
        let placed = command.applying(toWindow)
        if placed.boundingRect.overlaps(clip) {
          append(placed, clip: clip, alpha: alpha, viewID: viewID, style: style)
        }
      }
    }
    if let layer, !isRoot, !layer.sublayerList.isEmpty {
      visitSublayers(
        of: layer, toWindow: toWindow, clip: clip, alpha: alpha, scale: view.contentScaleFactor, viewID: viewID,
        style: style)
    }
    visitSubviews(of: view, toWindow: toWindow, clip: clip, alpha: alpha, style: style)
    for command in view.overlayDrawing() {
      let placed = command.applying(toWindow)
      if placed.boundingRect.overlaps(clip) {
        append(placed, clip: clip, alpha: alpha, viewID: viewID, style: style)
      }
    }
    // The border lies above the subviews, as a layer's border does in UIKit.
    if let border = layer?.borderCommand(in: bounds)?.applying(toWindow), border.boundingRect.overlaps(clip) {
      append(border, clip: clip, alpha: alpha, viewID: viewID, style: style)
    }
  }

  private mutating func visitSubviews(
    of view: UIView, toWindow: CGAffineTransform, clip: CGRect, alpha: CGFloat, style: UIUserInterfaceStyle
  ) {
    let subviews = view.subviews
    guard !subviews.isEmpty else { return }
    let candidates: [Int]
    if view.clipsToBounds {
      // The visible part of this view, back in its bounds coordinates.
      let visible = clip.applying(toWindow.inverted())
      candidates = view.subviewIndex.candidates(in: visible)
    } else {
      candidates = Array(subviews.indices)
    }
    for index in candidates {
      let subview = subviews[index]
      let placement = subview.presentation == nil ? subview.transformToSuperview : subview.presentedTransformToSuperview
      visit(subview, toWindow: placement.concatenating(toWindow), clip: clip, alpha: alpha, style: style)
    }
  }
}

extension CGRect {
  /// True when the two rects share area; rects that only touch do not overlap.
  package func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
