import Foundation

/// Something that moves with time: scroll physics, animations. The window steps every active one
/// once per frame with the frame's time (seconds, from the platform's clock).
@MainActor
package protocol FrameAnimating: AnyObject {
  /// Advances to `time`; returns false when finished (the window then drops it).
  func advance(to time: TimeInterval) -> Bool
  /// Whether every step may change what is drawn without saying so (true, the default, for
  /// scrolling and animations). False for animators that call `setNeedsDisplay()` on the steps
  /// that change something (a caret's blink, a spinner's tick), so that the others cost no frame.
  var redrawsEveryStep: Bool { get }
  /// When, after `time`, the next step can change anything (a blink's switch, a spinner's next
  /// tick); nil (the default) when any step may. When every animator can say, the platform
  /// sleeps until the first of them instead of stepping at the display's pace.
  func nextChange(after time: TimeInterval) -> TimeInterval?
}

extension FrameAnimating {
  package var redrawsEveryStep: Bool { true }
  package func nextChange(after time: TimeInterval) -> TimeInterval? { nil }
}

/// The root of a view hierarchy. Owns the frame clock hand-off (`advance(to:)`), the "needs a
/// new frame" flag that lets the platform block when nothing changes, and composition.
open class UIWindow: UIView {
  /// The controller whose view fills the window. Setting it makes the old one disappear and the
  /// new one appear: `viewWillAppear`, the first layout (`viewWillLayoutSubviews`,
  /// `viewDidLayoutSubviews`), then `viewDidAppear`, as UIKit orders them.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let old = oldValue, old.isViewLoaded {
        old.beginAppearanceTransition(false, animated: false)
        old.view.removeFromSuperview()
        old.endAppearanceTransition()
      }
      guard let controller = rootViewController else { return }
      let view = controller.view
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      controller.beginAppearanceTransition(true, animated: false)
      addSubview(view)
      layoutIfNeeded()
      controller.endAppearanceTransition()
    }
  }

  /// The scene the window belongs to (`UIWindow(windowScene:)`); nil for a window made with a frame.
  public weak var windowScene: UIWindowScene? { didSet { windowSceneChanged(from: oldValue) } }
  /// The appearance the desktop prefers, which the platform sets when the window opens (and
  /// again if the preference changes): every view whose style is not overridden takes it.
  public var systemUserInterfaceStyle: UIUserInterfaceStyle = .light {
    didSet {
      if systemUserInterfaceStyle != oldValue {
        userInterfaceStyleMayHaveChanged(from: oldValue, own: true, system: true)
      }
    }
  }
  /// Pixels per point of the drawable (2 on a high-DPI screen).
  public var screenScale: CGFloat = 1 { didSet { setNeedsRedraw() } }
  /// The window's one clock, in seconds: the latest frame's time, or a later input event's (an
  /// event moves it to its own timestamp, so what it starts starts then). Never runs backwards.
  public private(set) var currentTime: TimeInterval = 0
  public private(set) var needsRedraw = true
  private var animators: [FrameAnimating] = []
  private var compositor = Compositor()
  /// The items of the display list made before the latest one, to find what changed.
  private var previousItems: [DisplayItem] = []
  private var previousSize: CGSize?
  private var previousBackground: UIColor?
  /// Set by `setNeedsRedraw()`: the next frame damages the whole window.
  private var damagesEverything = true
  /// What the latest `makeDisplayList()` changed since the one before it, in window points.
  public private(set) var damage: Damage = .everything
  /// What the platform lends this window's views (text measuring, the scroll trace).
  public let services = WindowServices()
  /// Touches, recognizers, wheel and key routing (`handle(_:)` in UIWindow+Input.swift).
  lazy var inputDispatcher = InputDispatcher(window: self)
  private lazy var ownUndoManager = UndoManager()

  /// A window of `frame`; the default 1280 × 800 pt is a choice of this project (the demo's window).
  public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 1280, height: 800)) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    services.window = self
    addGestureRecognizer(ContextMenuLongPressGestureRecognizer())
  }

  /// A window of zero size (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .systemBackground
    services.window = self
    addGestureRecognizer(ContextMenuLongPressGestureRecognizer())
  }

  open override var window: UIWindow? { self }

  /// The application (`UIApplication.shared`) when one runs; nil in the core's tests.
  open override var next: UIResponder? { UIWindow.host as? UIResponder }

  /// The window's own undo manager: the end of every responder's `undoManager` walk.
  open override var undoManager: UndoManager? { ownUndoManager }

  /// Shows the window and makes it key: the first call opens the desktop window (sized as
  /// `UIScreen.main.bounds`). Without an application, or without a display: one line on standard
  /// error (and, without a display, exit status 1).
  open func makeKeyAndVisible() {
    isHidden = false
    guard let host = UIWindow.host else { return UIWindow.reportMissingHost("makeKeyAndVisible()") }
    host.show(self)
  }

  /// Makes the window key (it receives key presses once shown).
  open func makeKey() {
    guard let host = UIWindow.host else { return UIWindow.reportMissingHost("makeKey()") }
    host.makeKey(self)
  }

  /// True for the application's key window.
  open var isKeyWindow: Bool { UIWindow.host?.keyWindow === self }

  /// Requests a new frame that redraws the whole window (the platform calls it when the window
  /// was exposed, resized or its textures lost).
  public func setNeedsRedraw() {
    needsRedraw = true
    damagesEverything = true
  }

  /// Requests a new frame in which only what changed is redrawn (a view's drawing, geometry or
  /// layer changed; the display lists are compared to find where).
  func setNeedsComposite() {
    needsRedraw = true
  }

  /// True while something animates.
  public var isAnimating: Bool { !animators.isEmpty }

  /// True when the next frame would differ from the last one drawn: something to redraw, or an
  /// animator stepped at the display's pace (one that says when it next changes waits for
  /// `nextAnimationDeadline` instead).
  public var needsFrame: Bool { needsRedraw || (isAnimating && nextAnimationDeadline == nil) }

  /// The first time an animator next changes, when every running animator can say (a blinking
  /// caret, a spinner): the platform may sleep until then. Nil when none runs or one steps every
  /// frame.
  public var nextAnimationDeadline: TimeInterval? {
    guard !animators.isEmpty else { return nil }
    var first = TimeInterval.infinity
    for animator in animators {
      guard let next = animator.nextChange(after: currentTime), next.isFinite else { return nil }
      first = min(first, next)
    }
    return first
  }

  /// Starts stepping `animator` every frame until it reports it is finished.
  package func addAnimator(_ animator: FrameAnimating) {
    if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    setNeedsComposite()
  }

  package func removeAnimator(_ animator: FrameAnimating) {
    animators.removeAll { $0 === animator }
  }

  package func hasAnimator(_ animator: FrameAnimating) -> Bool {
    animators.contains { $0 === animator }
  }

  /// Moves the clock to an input event's `time` (seconds), if that is later.
  func noteTime(_ time: TimeInterval) {
    if time.isFinite { currentTime = max(currentTime, time) }
  }

  /// Steps every animation to `time` (seconds). Time never runs backwards.
  public func advance(to time: TimeInterval) {
    guard time.isFinite else { return }
    currentTime = max(currentTime, time)
    let running = animators
    for animator in running where !animator.advance(to: currentTime) {
      animators.removeAll { $0 === animator }
    }
    if running.contains(where: { $0.redrawsEveryStep }) { setNeedsComposite() }
  }

  /// Resizes the window (points); autoresizing and layout follow. A change of size is the
  /// desktop's rotation: the root controller hears `viewWillTransition(to:with:)` first.
  public func resize(to size: CGSize) {
    let safe = CGSize(
      width: max(1, size.width.isFinite ? size.width : 1), height: max(1, size.height.isFinite ? size.height : 1))
    let coordinator = WindowResizeCoordinator()
    if safe != bounds.size { rootViewController?.viewWillTransition(to: safe, with: coordinator) }
    frame = CGRect(origin: .zero, size: safe)
    setNeedsRedraw()
    coordinator.finish(layingOut: self)
  }

  /// Lays out what needs it and composites the hierarchy into a display list.
  public func makeDisplayList() -> DisplayList {
    layoutIfNeeded()
    compositor.composite(root: self, size: bounds.size, traits: traitCollection)
    needsRedraw = false
    let background = (backgroundColor ?? .black).resolvedColor(with: traitCollection)
    if damagesEverything || previousSize != bounds.size || previousBackground != background {
      damage = .everything
    } else {
      damage = .between(previousItems, compositor.items)
    }
    damagesEverything = false
    previousItems = compositor.items
    previousSize = bounds.size
    previousBackground = background
    return DisplayList(items: compositor.items, size: bounds.size, backgroundColor: background)
  }
}
