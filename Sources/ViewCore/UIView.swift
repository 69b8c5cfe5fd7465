import Foundation

/// A rectangular area that draws itself and composites its subviews, with UIKit's geometry:
/// `frame` is derived from `center`, `bounds.size` and `transform`; `bounds.origin` shifts
/// where subviews appear (`compositedPosition = frame.origin − superview.bounds.origin`).
open class UIView: UIResponder, @MainActor CustomStringConvertible {
  // MARK: Geometry (stored: bounds, center, transform; frame derives from them)

  /// The view's own coordinate space: `origin` is what the top-left corner shows.
  open var bounds: CGRect {
    didSet {
      if bounds == oldValue { return }
      noteAnimatableChange(.bounds, from: .rect(oldValue))
      if bounds.size != oldValue.size {
        autoresizeSubviews(from: oldValue.size)
        setNeedsLayout()
        setNeedsDisplay()
        geometryMayHaveChangedSafeArea()
      } else if (autoLayout.frameGuide?.positionConstraintCount ?? 0) > 0 {
        // Scrolled: what is pinned to the scroll view's frame guide moves with the offset.
        setNeedsLayout()
      }
      invalidateComposition()
    }
  }

  /// The centre of the view in its superview's bounds coordinates.
  open var center: CGPoint {
    didSet {
      if center != oldValue {
        noteAnimatableChange(.center, from: .point(oldValue))
        // Written by the Auto Layout engine: it tells the superview's index and the window once.
        if !AutoLayoutEngine.deferComposition(of: self) {
          superview?.subviewIndex.invalidate()
          window?.setNeedsComposite()
        }
        // Moved under or out from under a bar: the safe areas below change.
        geometryMayHaveChangedSafeArea()
      }
    }
  }

  /// Scale and translation about the centre; `frame` is its bounding box.
  open var transform: CGAffineTransform = .identity {
    didSet {
      if transform != oldValue {
        noteAnimatableChange(.transform, from: .transform(oldValue))
        superview?.subviewIndex.invalidate()
        invalidateComposition()
      }
    }
  }

  /// The view's rectangle in its superview's bounds coordinates.
  open var frame: CGRect {
    get {
      let size = bounds.size
      let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      return local.applying(transform.concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
    }
    set {
      let rect = newValue.sanitized
      let scaleX = transform.a == 0 ? 1 : abs(transform.a)
      let scaleY = transform.d == 0 ? 1 : abs(transform.d)
      let size = CGSize(width: rect.width / scaleX, height: rect.height / scaleY)
      if bounds.size != size { bounds.size = size }
      center = CGPoint(x: rect.midX, y: rect.midY)
    }
  }

  // MARK: Appearance

  open var backgroundColor: UIColor? {
    didSet {
      if backgroundColor != oldValue {
        noteAnimatableChange(.backgroundColor, from: .color(oldValue))
        invalidateComposition()
      }
    }
  }
  /// Opacity in 0...1; multiplied down the hierarchy.
  open var alpha: CGFloat = 1 {
    didSet {
      if !alpha.isFinite { alpha = 1 }
      alpha = min(max(alpha, 0), 1)
      if alpha != oldValue {
        noteAnimatableChange(.alpha, from: .scalar(oldValue))
        invalidateComposition()
      }
    }
  }
  open var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      invalidateComposition()
      // A stack view gives a hidden arranged view no space.
      if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
        stack.arrangementChanged()
      }
    }
  }
  /// Clips the view's drawing and its subviews to its bounds.
  open var clipsToBounds = false { didSet { if clipsToBounds != oldValue { invalidateComposition() } } }
  open var isUserInteractionEnabled = true
  /// How the content is laid out in the bounds (`UIImageView` places its image by it).
  open var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
  /// The view's layer: corner radius, border, shadow, opacity and masking, drawn by the compositor.
  public var layer: CALayer {
    if let existingLayer { return existingLayer }
    let layerType = type(of: self).layerClass as? CALayer.Type ?? CALayer.self
    let layer = layerType.init()
    layer.view = self
    existingLayer = layer
    return layer
  }
  /// The class of the view's layer: override it to back the view with a `CAGradientLayer` or a
  /// `CAShapeLayer`, as in UIKit. A class that is not a `CALayer` gives a plain layer.
  open class var layerClass: AnyClass { CALayer.self }
  /// The layer once something asked for it (the compositor skips views without one).
  private(set) var existingLayer: CALayer?
  /// Whether `layerClass` is another class than `CALayer` (such a view's layer draws even when
  /// nothing asked for it), read once a view: the compositor asks this of every view without a
  /// layer on every frame.
  private(set) lazy var hasOwnLayerClass: Bool = type(of: self).layerClass != CALayer.self
  /// Pixels per point of the view's own drawing (text, shapes): the screen's scale times the scale
  /// it is rasterised at (`setRasterizationScale(_:)`, which zooming sets). Setting it
  /// re-rasterises this view, as after a zoom: `contentScaleFactor = scale * UIScreen.main.scale`.
  open var contentScaleFactor: CGFloat {
    get { rasterScale * (window?.screenScale ?? 1) }
    set {
      let value = newValue.isFinite && newValue > 0 ? min(newValue / (window?.screenScale ?? 1), 16) : 1
      if rasterScale != value {
        rasterScale = value
        invalidateComposition()
      }
    }
  }
  /// The colour that tints the view's controls and symbols. Setting nil makes the view take its
  /// superview's again; a view with no tint of its own up to the window has the window's default,
  /// `.systemBlue` (UIKit's), and a dimmed one (`tintAdjustmentMode`) has it greyed.
  open var tintColor: UIColor! {
    get { resolvedTintColor }
    set { setOwnTintColor(newValue) }
  }
  /// Whether the tint shows as is or dimmed; `.automatic` takes the superview's mode.
  open var tintAdjustmentMode: UIView.TintAdjustmentMode {
    get { ownTintAdjustmentMode }
    set { setOwnTintAdjustmentMode(newValue) }
  }
  /// Called when the view's effective `tintColor` or `tintAdjustmentMode` changed, on the view
  /// and every descendant that inherits it; the default does nothing (the view is redrawn anyway).
  open func tintColorDidChange() {}
  /// Called when the view's traits changed (its `userInterfaceStyle`, when the desktop's
  /// preference or an `overrideUserInterfaceStyle` above it changed), with the traits before; the
  /// view has been marked for redrawing already. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// The tint set on this view itself (nil: inherited).
  var ownTintColor: UIColor?
  /// The adjustment mode set on this view itself.
  var ownTintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  open var tag = 0
  open var accessibilityIdentifier: String?
  /// The appearance this view and its subtree take whatever the desktop prefers (`.light` or
  /// `.dark`); `.unspecified`, the default, inherits it from the superview (see
  /// UIView+Appearance.swift).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { if overrideUserInterfaceStyle != oldValue { userInterfaceStyleMayHaveChanged(from: oldValue, own: true) } }
  }
  /// What `registerForTraitChanges(_:handler:)` registered: told after `traitCollectionDidChange`.
  var traitChangeRegistrations: [TraitChangeRegistration] = []

  // MARK: Hierarchy

  public internal(set) var subviews: [UIView] = []
  public internal(set) weak var superview: UIView?
  /// The controller whose `view` this is, if any (it is the next responder).
  public internal(set) weak var viewController: UIViewController?

  // MARK: Layout and drawing state

  open var autoresizingMask: UIView.AutoresizingMask = []
  open var autoresizesSubviews = true
  package var needsLayout = true
  /// This view or a descendant needs layout: `layoutIfNeeded()` skips clean subtrees.
  var subtreeNeedsLayout = true
  /// The batch (`UIView.walkEpoch`) whose walk up the hierarchy last passed this view: a later
  /// walk of the same batch stops here (`markNeedsLayout`, `AutoLayoutEngine.structureChanged`).
  var walkStamp: UInt64 = 0
  var needsDisplay = true
  var cachedDrawing: [DrawCommand] = []
  var cachedRasterScale: CGFloat = 1
  /// The scale the view's drawing is rasterised at; text is re-rasterised when it changes.
  var rasterScale: CGFloat = 1
  lazy var subviewIndex = SubviewIndex(owner: self)
  /// The recognizers attached with `addGestureRecognizer(_:)`, in the order they were added.
  var attachedGestureRecognizers: [UIGestureRecognizer] = []
  /// The interactions added with `addInteraction(_:)` (Menus/UIInteraction.swift).
  var attachedInteractions: [any UIInteraction] = []

  /// What Auto Layout keeps for this view (AutoLayout/*.swift).
  var autoLayout = AutoLayoutState()
  /// What is drawn instead of the model values while `UIView.animate` runs (Animation/*.swift).
  var presentation: ViewPresentation?

  // MARK: Overridable hooks (declared in the class body so subclasses can override them)

  /// The size the content needs, per axis, or `UIView.noIntrinsicMetric` (the default: none).
  /// Constraints keep a view that does not translate its autoresizing mask at least this large
  /// (compression resistance) and at most (hugging), at their priorities.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Adds or changes constraints before a layout that `setNeedsUpdateConstraints()` asked for;
  /// an override calls `super.updateConstraints()` last, as on iOS.
  open func updateConstraints() { autoLayout.needsUpdateConstraints = false }

  /// Lays out subviews; the default does nothing (autoresizing already ran).
  open func layoutSubviews() {}

  /// Records the view's content into `context`, in bounds coordinates. The default draws nothing
  /// (the background colour is composited separately).
  open func draw(_ rect: CGRect) {}

  /// Called after the view moved into or out of a window.
  open func didMoveToWindow() {}

  open func didAddSubview(_ subview: UIView) {}

  open func willRemoveSubview(_ subview: UIView) {}

  /// The size that fits best; the default is the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits` its current size.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// True when `point` (in bounds coordinates) lies inside the bounds: the right and bottom edges
  /// are outside, as in UIKit.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Asked before a recognizer attached to this view leaves `.possible`; false makes it fail.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// The deepest visible, interactive descendant containing `point` (bounds coordinates).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  // MARK: Hierarchy, layout and display requests (open, as in UIKit; the work is in the
  // UIView+Hierarchy, +Layout and +Drawing files)

  /// Adds `view` on top of the other subviews, removing it from its old superview first.
  open func addSubview(_ view: UIView) { attachSubview(view, at: subviews.count) }

  /// Inserts `view` at `index` in the subview list (clamped to the valid range).
  open func insertSubview(_ view: UIView, at index: Int) { attachSubview(view, at: index) }

  /// Moves `view`, a subview, above its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    attachSubview(view, at: subviews.count)
  }

  /// Moves `view`, a subview, below its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    attachSubview(view, at: 0)
  }

  /// Detaches the view from its superview and window.
  open func removeFromSuperview() { detachFromSuperview() }

  /// Marks the view for `layoutSubviews` before the next frame.
  open func setNeedsLayout() { markNeedsLayout() }

  /// Lays out this view now if it needs it, then its subviews, top-down.
  open func layoutIfNeeded() { layOutIfNeeded() }

  /// Marks the view's drawing stale; `draw(_:)` runs again before the next frame.
  open func setNeedsDisplay() { markNeedsDisplay() }

  /// Inserts `view` just below `sibling` (on top of all subviews when `sibling` is not one).
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
    insertSubview(view, at: index)
  }

  /// Inserts `view` just above `sibling` (on top of all subviews when `sibling` is not one).
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
    insertSubview(view, at: index + 1)
  }

  /// True when `view` is this view or one of its ancestors.
  open func isDescendant(of view: UIView) -> Bool { hasAncestor(view) }

  /// The first view in this subtree (depth first, self included) with the tag.
  open func viewWithTag(_ tag: Int) -> UIView? { firstView(taggedWith: tag) }

  // MARK: Coordinate conversion (the transforms are in UIView+Conversion.swift)

  /// `point` in this view's coordinates, expressed in `view`'s (nil: the window's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point.applying(mapping(to: view)) }

  /// `point` in `view`'s coordinates (nil: the window's), expressed in this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point.applying(mapping(from: view)) }

  /// `rect` in this view's coordinates, as the bounding box of its corners in `view`'s (nil: the window's).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect.applying(mapping(to: view)) }

  /// `rect` in `view`'s coordinates (nil: the window's), as the bounding box of its corners in this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect.applying(mapping(from: view)) }

  // MARK: Gesture recognizers (UIView+Gestures.swift)

  /// The recognizers attached to the view; setting the list attaches and detaches them.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set { replaceGestureRecognizers(with: newValue ?? []) }
  }

  /// Attaches `gestureRecognizer`, detaching it from its previous view first.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attach(gestureRecognizer) }

  /// Detaches `gestureRecognizer`; a gesture in progress is cancelled.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detach(gestureRecognizer) }

  /// Drawing composited above the subviews, in bounds coordinates, rebuilt every frame
  /// (the scroll indicators use it). Internal: it is not UIKit API.
  func overlayDrawing() -> [DrawCommand] { [] }

  /// Called by the compositor just before it reads the view's drawing, with the view's transform
  /// to window points and the visible clip (window points), so drawing that depends on what is
  /// visible (a tiled image) can be chosen for this frame. Internal: it is not UIKit API.
  func willComposite(toWindow: CGAffineTransform, clip: CGRect) {}

  public init(frame: CGRect = .zero) {
    let rect = frame.sanitized
    bounds = CGRect(origin: .zero, size: rect.size)
    center = CGPoint(x: rect.midX, y: rect.midY)
    super.init()
  }

  /// A view with a zero frame, as `NSObject`'s `init()` gives on iOS: a subclass that overrides
  /// `init(frame:)` and `init?(coder:)` keeps `init()`, so `RingView()` calls its `init(frame:)`.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// A zero-sized view: archives do not exist here, so the coder is not read (see `UIResponder`).
  public required init?(coder: NSCoder) {
    bounds = .zero
    center = .zero
    super.init(coder: coder)
  }

  open override var next: UIResponder? { viewController ?? superview }

  /// The window this view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  open var description: String {
    let id = accessibilityIdentifier.map { " '\($0)'" } ?? ""
    return "<\(type(of: self))\(id) frame=\(frame) bounds=\(bounds)>"
  }

  /// Tells the window something visible changed, so the next frame is drawn.
  func invalidateComposition() {
    if AutoLayoutEngine.deferComposition(of: self) { return }
    window?.setNeedsComposite()
  }
}

extension CGRect {
  /// The rect standardized, with non-finite values replaced by zero.
  package var sanitized: CGRect {
    func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    return CGRect(
      x: finite(origin.x), y: finite(origin.y), width: finite(size.width), height: finite(size.height)
    ).standardized
  }
}
