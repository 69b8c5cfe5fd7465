import Foundation
import ScrollEngine
import ScrollPhysics

/// A view whose `contentOffset` is its `bounds.origin`, moved by dragging, momentum, bounce,
/// paging, zooming and programmatic scrolling, with iOS's physics (see `ScrollPhysics`) and
/// UIKit's delegate messages in UIKit's order.
open class UIScrollView: UIView {
  // MARK: Content geometry

  /// The size of the content in points. Negative or non-finite sizes become zero.
  open var contentSize: CGSize = .zero {
    didSet {
      let safe = CGSize(width: contentSize.width.finiteNonNegative, height: contentSize.height.finiteNonNegative)
      if safe != contentSize { contentSize = safe; return }
      if contentSize != oldValue { contentGeometryDidChange() }
    }
  }

  /// Extra scrollable space around the content, in points. Non-finite values become zero.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      let safe = contentInset.sanitized
      if safe != contentInset { contentInset = safe; return }
      if contentInset != oldValue { contentGeometryDidChange() }
    }
  }

  /// How the safe area adds to `contentInset` in `adjustedContentInset` (ScrollViewTypes.swift).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
  }
  /// The insets the limits use: `contentInset`, plus the safe area as `contentInsetAdjustmentBehavior`
  /// says, plus a refreshing control's height. Kept up to date by `updateAdjustedContentInset()`.
  public internal(set) var adjustedContentInset: UIEdgeInsets = .zero
  /// The pull-to-refresh control shown above the content (UIScrollView+Geometry.swift).
  open var refreshControl: UIRefreshControl? {
    didSet { if refreshControl !== oldValue { refreshControlDidChange(from: oldValue) } }
  }
  /// Told after every change of the offset, before the delegate (a navigation bar collapsing its
  /// large title as the content scrolls).
  package weak var offsetObserver: (any ScrollOffsetObserving)?
  /// Called when `adjustedContentInset` changed.
  open func adjustedContentInsetDidChange() {}

  /// The point of the content shown at the top-left corner: `bounds.origin`.
  /// Setting it stops any scrolling animation or deceleration; non-finite values are ignored.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  // MARK: Behaviour

  open weak var delegate: UIScrollViewDelegate?
  open var isScrollEnabled = true
  /// A drag that starts clearly along one axis stays on that axis.
  open var isDirectionalLockEnabled = false
  /// Stops on multiples of the bounds size.
  open var isPagingEnabled = false
  /// Rubber-bands past the edges and bounces back.
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var scrollsToTop = true
  /// Deceleration after a flick; values other than the two UIKit keeps snap to them as iOS 26 does.
  open var decelerationRate: DecelerationRate = .normal {
    didSet {
      let snapped = ScrollPhysics.DecelerationRate(rawValue: Double(decelerationRate.rawValue))
      let value = DecelerationRate(rawValue: CGFloat(snapped.rawValue))
      if value != decelerationRate { decelerationRate = value }
    }
  }
  open var keyboardDismissMode: KeyboardDismissMode = .none

  // MARK: Indicators

  open var indicatorStyle: IndicatorStyle = .default { didSet { invalidateComposition() } }
  open var showsHorizontalScrollIndicator = true { didSet { invalidateComposition() } }
  open var showsVerticalScrollIndicator = true { didSet { invalidateComposition() } }
  /// Insets of both indicators' tracks from the scroll view's edges, in points.
  open var scrollIndicatorInsets: UIEdgeInsets = .zero {
    didSet {
      verticalScrollIndicatorInsets = scrollIndicatorInsets
      horizontalScrollIndicatorInsets = scrollIndicatorInsets
    }
  }
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { invalidateComposition() } }
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { invalidateComposition() } }

  // MARK: Touch handling (class reference)

  /// Holds a touch-down about 150 ms before handing it to the content, to see if it scrolls.
  open var delaysContentTouches = true
  /// Content touches are cancelled when a drag begins.
  open var canCancelContentTouches = true

  // MARK: Zooming

  open var minimumZoomScale: CGFloat = 1 { didSet { minimumZoomScale = minimumZoomScale.validScale(or: 1) } }
  open var maximumZoomScale: CGFloat = 1 { didSet { maximumZoomScale = maximumZoomScale.validScale(or: 1) } }
  /// Lets a pinch go past the limits with a rubber band, then animates back.
  open var bouncesZoom = true
  /// The zoom view's current scale (its transform).
  open var zoomScale: CGFloat {
    get { currentZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  // MARK: State (derived from the engine's activity)

  /// The motion model (Sources/ScrollEngine): it alone changes the activity; the view applies its output.
  var engine = ScrollEngine()
  /// The flags as of the engine output being applied (a delegate message sees the state it announces).
  var shownStatus = ScrollStatus()
  var activity: ScrollActivity { engine.activity }
  open var isTracking: Bool { shownStatus.isTracking }
  open var isDragging: Bool { shownStatus.isDragging }
  open var isDecelerating: Bool { shownStatus.isDecelerating }
  open var isZooming: Bool { shownStatus.isZooming }
  open var isZoomBouncing: Bool { shownStatus.isZoomBouncing }

  var currentZoomScale: CGFloat = 1
  var indicators = ScrollIndicatorState()
  /// The streak of fast flicks and the notches' target, as the engine keeps them.
  var flicks: RepeatedFlickTracker { engine.flicks }
  var notchTarget: CGPoint? { engine.notchTarget }
  /// The pinch's delegate, which lets it begin only when there is something to zoom.
  let pinchGate = PinchGate()

  /// The pan that drags the content (UIKit's `panGestureRecognizer`).
  open var panGestureRecognizer: UIPanGestureRecognizer { contentPan }
  /// The pinch that zooms it; it begins only when the delegate provides a zoom view and the
  /// scale range is wider than one value.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { contentPinch }
  let contentPan: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()
  let contentPinch = UIPinchGestureRecognizer()
  let scrollNotification = ScrollNotificationGuard()

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
    installGestureRecognizers()
  }

  /// A zero-sized scroll view (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
    installGestureRecognizers()
  }

  open override var bounds: CGRect {
    didSet {
      if bounds.origin != oldValue.origin { offsetDidChange() }
      if bounds.size != oldValue.size { boundsSizeDidChange() }
    }
  }

  override func overlayDrawing() -> [DrawCommand] { indicatorDrawing() }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { apply(engine.stopAllMotion()) }
  }

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !handleKeyPresses(presses) { super.pressesBegan(presses, with: event) }
  }

  // MARK: Programmatic scrolling (open, as in UIKit; the motion and its messages are the engine's)

  /// Moves the content to `contentOffset`, at once or with UIKit's 0.3 s sin² animation.
  /// Non-finite offsets are ignored. Sends `scrollViewDidScroll` (every frame when animated) and,
  /// when an animation finishes, `scrollViewDidEndScrollingAnimation`.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
    if animated, window != nil {
      apply(engine.animateOffset(to: contentOffset, kind: .contentOffset, engineGeometry()))
      return
    }
    apply(engine.stopMoving())
    setOffsetInternally(contentOffset)
  }

  /// Zooms to `scale` (clamped to the range), keeping the point at the centre of the view still.
  /// Non-finite or non-positive scales are ignored.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard scale.isFinite, scale > 0, let view = zoomView, let zoom = zoomGeometry(of: view) else { return }
    apply(engine.zoomContent(toScale: scale, animated: animated, zoom: zoom, engineGeometry()))
  }

  /// Zooms so that `rect` (in the zoom view's coordinates) fills the view, as far as the scale
  /// range allows, centred. Empty, infinite or non-finite rects are ignored.
  open func zoom(to rect: CGRect, animated: Bool) {
    let rect = rect.standardized
    guard let view = zoomView, let zoom = zoomGeometry(of: view), rect.width > 0, rect.height > 0,
      rect.width.isFinite, rect.height.isFinite, rect.origin.x.isFinite, rect.origin.y.isFinite
    else { return }
    apply(engine.zoomContent(toFit: rect, animated: animated, zoom: zoom, engineGeometry()))
  }

  /// Scrolls the smallest distance that makes `rect` (content coordinates) visible inside the
  /// insets; nothing when it already is. Non-finite rects are ignored.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let rect = rect.standardized
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
      return
    }
    let target = engineGeometry().offset(revealing: rect)
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Shows the indicators briefly, as after a scroll.
  open func flashScrollIndicators() {
    indicators.noteMovement(at: now)
    window?.addAnimator(self)
    invalidateComposition()
  }

  /// Whether content touches in `view` should be delivered. The default is true, except for a
  /// touch that stopped a moving scroll view: as on iOS, catching the content taps nothing.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    !engine.drag.touchCaughtMotion
  }

  /// Whether an animated offset change (`setContentOffset(_:animated:)`, a scroll to a row) is
  /// running.
  package var isAnimatingOffset: Bool {
    if case .animatingOffset = engine.activity { return true }
    return false
  }

  /// Where a release's flight should end before the delegate is asked (a collection view's layout snaps it).
  func snappedReleaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    (self as? ScrollReleaseTargeting)?.releaseTarget(proposed: proposed, velocity: velocity) ?? proposed
  }

  /// Whether a drag may cancel the touches in `view`: false for controls, true otherwise.
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }
}
