import Foundation

extension CALayer {
  /// What a layer that backs no view keeps itself: Core Animation's defaults (no frame, no
  /// fill, opaque, shown, not clipping).
  struct StandaloneState {
    var frame: CGRect = .zero
    var backgroundColor: CGColor?
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
  }

  /// The view whose composition this layer is part of: its own, else its superlayer's.
  var hostView: UIView? {
    var layer: CALayer? = self
    while let current = layer {
      if let view = current.view { return view }
      layer = current.superlayer
    }
    return nil
  }

  /// The layers drawn above this one's background and content, first at the back; nil when there
  /// are none, as in Core Animation. Setting it replaces them.
  public var sublayers: [CALayer]? {
    get { sublayerList.isEmpty ? nil : sublayerList }
    set {
      for layer in sublayerList { layer.superlayer = nil }
      sublayerList = []
      for layer in newValue ?? [] { addSublayer(layer) }
      changed()
    }
  }

  /// Adds `layer` in front of the other sublayers (moving it from its old superlayer).
  ///
  /// A view's layer draws its sublayers above its own drawing and below its subviews (Core
  /// Animation orders them among the subviews' layers, by when each was added; here subviews are
  /// always in front). A layer that backs a view cannot become a sublayer (its view's place in
  /// the hierarchy decides where it is drawn): that is said once and nothing changes.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayerList.count))
  }

  /// Inserts `layer` at `index` among the sublayers (0 at the back); past the end, at the front.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self, layer.view == nil, !hasSuperlayer(layer) else {
      Diagnostics.report(
        "a layer that backs a view, the layer itself or one of its superlayers cannot become its sublayer; not added",
        from: "CALayer", once: "addSublayer")
      return
    }
    layer.removeFromSuperlayer()
    sublayerList.insert(layer, at: min(Int(index), sublayerList.count))
    layer.superlayer = self
    changed()
  }

  /// Inserts `layer` just behind `sibling` (at the back when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sublayerList.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sublayerList.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayerList.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer's sublayers.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayerList.removeAll { $0 === self }
    superlayer = nil
    parent.changed()
  }

  /// True when `layer` is one of this layer's superlayers (adding it would make a cycle).
  private func hasSuperlayer(_ layer: CALayer) -> Bool {
    var up = superlayer
    while let candidate = up {
      if candidate === layer { return true }
      up = candidate.superlayer
    }
    return false
  }
}

extension Compositor {
  /// Composites `layer`'s sublayers, back to front, each at its frame in `layer`'s coordinates
  /// (`toWindow` maps them to the window): its shadow, its background with its rounded corners,
  /// its content (a gradient's or a shape's), its own sublayers (clipped to it when it masks to
  /// bounds), then its border; opacities multiply.
  mutating func visitSublayers(
    of layer: CALayer, toWindow: CGAffineTransform, clip: CGRect, alpha: CGFloat, scale: CGFloat,
    viewID: ObjectIdentifier, style: UIUserInterfaceStyle
  ) {
    for sublayer in layer.sublayerList where !sublayer.isHidden && sublayer.opacity > 0 {
      let frame = sublayer.frame
      let placement = CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(toWindow)
      let bounds = CGRect(origin: .zero, size: frame.size)
      let alpha = alpha * CGFloat(sublayer.opacity)
      let rect = bounds.applying(placement)
      let background = sublayer.backgroundColor
      if let shadow = sublayer.shadowCommand(background: background)?.applying(placement),
        shadow.boundingRect.overlaps(clip)
      {
        append(shadow, clip: clip, alpha: alpha, viewID: viewID, style: style)
      }
      if let background, background.alpha > 0, rect.overlaps(clip) {
        append(
          sublayer.backgroundCommand(background, in: bounds).applying(placement),
          clip: sublayer.backgroundNeedsClip ? clip.intersection(rect) : clip, alpha: alpha, viewID: viewID,
          style: style)
      }
      var inner = clip
      if sublayer.masksToBounds {
        inner = clip.intersection(rect)
        if inner.isNull || inner.isEmpty { continue }
      }
      for command in sublayer.contentCommands(in: bounds, scale: scale, style: style) {
        let placed = command.applying(placement)
        if placed.boundingRect.overlaps(inner) {
          append(placed, clip: inner, alpha: alpha, viewID: viewID, style: style)
        }
      }
      if !sublayer.sublayerList.isEmpty {
        visitSublayers(
          of: sublayer, toWindow: placement, clip: inner, alpha: alpha, scale: scale, viewID: viewID, style: style)
      }
      if let border = sublayer.borderCommand(in: bounds)?.applying(placement), border.boundingRect.overlaps(clip) {
        append(border, clip: clip, alpha: alpha, viewID: viewID, style: style)
      }
    }
  }
}
