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

  mutating func composite(root: UIView, size: CGSize) {
    items.removeAll(keepingCapacity: true)
    let windowRect = CGRect(origin: .zero, size: size)
    visit(root, toWindow: .identity, clip: windowRect, alpha: 1, isRoot: true)
  }

  mutating func visit(
    _ view: UIView, toWindow: CGAffineTransform, clip: CGRect, alpha: CGFloat, isRoot: Bool = false
  ) {
    // While `UIView.animate` runs, the presented values are drawn (the model's are final); the
    // common case, no animation, reads the model directly.
    let animating = view.presentation != nil
    let ownAlpha = animating ? view.presentedAlpha : view.alpha
    guard !view.isHidden, alpha * ownAlpha > 0 else { return }
    let bounds = animating ? view.presentedBounds : view.bounds
    if !isRoot, !isRasterizing, let layer = view.existingLayer, layer.shouldRasterize,
      toWindow.isUprightScaleAndTranslation
    {
      return rasterize(view, layer: layer, bounds: bounds, toWindow: toWindow, clip: clip, alpha: alpha)
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
        items.append(DisplayItem(command: shadow, clip: outerClip, alpha: alpha, viewID: viewID))
      }
      if !isRoot, let background = backgroundColor, background.alpha > 0, rectInWindow.overlaps(clip) {
        let command = layer?.backgroundCommand(background, in: bounds).applying(toWindow)
        items.append(
          DisplayItem(
            command: command ?? .fillRect(bounds, background).applying(toWindow),
            clip: layer?.backgroundNeedsClip == true ? clip.intersection(rectInWindow) : clip, alpha: alpha,
            viewID: viewID))
      }
      if let layer, !isRoot {
        for command in layer.contentCommands(in: bounds, scale: view.contentScaleFactor) {
          let placed = command.applying(toWindow)
          if placed.boundingRect.overlaps(clip) {
            items.append(DisplayItem(command: placed, clip: clip, alpha: alpha, viewID: viewID))
          }
        }
      }
      view.willComposite(toWindow: toWindow, clip: clip)
      for command in view.currentDrawing() {
        let placed = command.applying(toWindow)
        if placed.boundingRect.overlaps(clip) {
          items.append(DisplayItem(command: placed, clip: clip, alpha: alpha, viewID: viewID))
        }
      }
    }
    visitSubviews(of: view, toWindow: toWindow, clip: clip, alpha: alpha)
    for command in view.overlayDrawing() {
      let placed = command.applying(toWindow)
      if placed.boundingRect.overlaps(clip) {
        items.append(DisplayItem(command: placed, clip: clip, alpha: alpha, viewID: viewID))
      }
    }
    // The border lies above the subviews, as a layer's border does in UIKit.
    if let border = layer?.borderCommand(in: bounds)?.applying(toWindow), border.boundingRect.overlaps(clip) {
      items.append(DisplayItem(command: border, clip: clip, alpha: alpha, viewID: viewID))
    }
  }

  private mutating func visitSubviews(of view: UIView, toWindow: CGAffineTransform, clip: CGRect, alpha: CGFloat) {
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
      visit(subview, toWindow: placement.concatenating(toWindow), clip: clip, alpha: alpha)
    }
  }
}

extension CGRect {
  /// True when the two rects share area; rects that only touch do not overlap.
  func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
