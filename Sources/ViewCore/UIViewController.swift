import Foundation

/// A minimal view controller: a lazily loaded `view` and the layout callbacks the tutorials use.
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The controller's title; a navigation bar showing it follows a change at once.
  open var title: String? {
    didSet { navigationController?.titleDidChange() }
  }

  public override init() {
    super.init()
  }

  /// A controller; nibs do not exist here, so both arguments are ignored and `loadView()` makes the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller; storyboards do not exist here, so the coder is not read.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller's root view, created by `loadView()` and followed by `viewDidLoad()` on first
  /// use. Assign it in a `loadView()` override (`view = MyView()`), as in UIKit.
  open var view: UIView {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? UIView()
      loadedView = view
      view.viewController = self
      viewDidLoad()
      return view
    }
    set { setView(newValue) }
  }

  /// Called before the window's size changes (the desktop's rotation), with the new size of the
  /// root view in points; `coordinator` runs blocks alongside and after the change.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

  /// Whether the controller's view is in editing mode (UIKit's `isEditing`); setting it calls
  /// `setEditing(_:animated:)` without animation.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }
  private var editingState = false

  /// Records editing mode; a subclass overrides it to update its views (calling super), as
  /// `UITableViewController` does for its table.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingState = editing
    editButtonDidFollow(editing: editing)
  }

  /// Whether the root view has been created (`loadView()` has run or `view` was assigned).
  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to supply your own and assign it to `view`. As on iOS it
  /// has the screen's bounds (`UIScreen.main.bounds`) when `viewDidLoad` runs, so that code
  /// sizing things from `view.bounds` there sees the window's size. With no application (the
  /// view core used on its own, as in unit tests) there is no screen, and it is 320 × 480 pt,
  /// the first iPhone's screen.
  open func loadView() {
    let bounds = UIWindow.host?.screenBounds ?? CGRect(x: 0, y: 0, width: 320, height: 480)
    let view = UIView(frame: CGRect(origin: .zero, size: bounds.size))
    view.backgroundColor = .systemBackground
    loadedView = view
  }

  /// Replaces the root view (what assigning `view` does).
  public func setView(_ view: UIView) {
    loadedView?.viewController = nil
    loadedView = view
    view.viewController = self
  }

  open func viewDidLoad() {}
  /// Called when the traits of the controller's view changed, with the traits before (see
  /// `UIView.traitCollectionDidChange(_:)`). The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Containment (UIViewController+Containment.swift)

  /// The container this controller is a child of, if any.
  open var parent: UIViewController? { containment.parent }

  /// The child controllers, in the order they were added.
  open var children: [UIViewController] { containment.children }

  /// The nearest navigation controller among this controller and its ancestors.
  open var navigationController: UINavigationController? { nearestNavigationController }

  /// Makes `child` a child of this controller (moving it from its old parent first) and calls its
  /// `willMove(toParent:)`. Adding the view and calling `didMove(toParent:)` are the caller's part.
  /// Adding a controller to itself or to one of its own descendants is ignored with a message.
  open func addChild(_ child: UIViewController) { adopt(child) }

  /// Removes this controller from its parent and calls `didMove(toParent: nil)`. The caller calls
  /// `willMove(toParent: nil)` first and removes the view, as in UIKit.
  open func removeFromParent() { leaveParent() }

  // MARK: Appearance transitions (UIViewController+Appearance.swift)

  /// Starts the view's appearance (`viewWillAppear`) or disappearance (`viewWillDisappear`).
  /// Reversing a transition under way (a cancelled interactive pop) calls the other `will` method.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    startAppearanceTransition(isAppearing, animated: animated)
  }

  /// Ends the transition `beginAppearanceTransition(_:animated:)` started: `viewDidAppear` or
  /// `viewDidDisappear`.
  open func endAppearanceTransition() { finishAppearanceTransition() }
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  // MARK: Containment and appearance (the members live in UIViewController+Containment.swift and
  // UIViewController+Appearance.swift; what a subclass overrides must be declared here)

  /// The parent and children (UIViewController+Containment.swift).
  var containment = ControllerContainment()
  /// What `registerForTraitChanges(_:handler:)` registered on the controller.
  var traitChangeRegistrations: [TraitChangeRegistration] = []
  /// The appearance this controller's view and its children's take (`.unspecified`: inherited).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue, let view = isViewLoaded ? view : nil else { return }
      view.userInterfaceStyleMayHaveChanged(from: oldValue, own: false)
    }
  }
  /// What it presents and what presents it (Presentation/*.swift).
  var modal = ModalState()
  /// Where the view is in its appearance cycle (UIViewController+Appearance.swift).
  var appearance = AppearanceCycle()
  /// Its toolbar items and Edit button (Bars/UIViewController+Bars.swift).
  var bars = ControllerBars()
  /// The title and back button the navigation bar shows for this controller.
  public private(set) lazy var navigationItem: UINavigationItem = {
    let item = UINavigationItem()
    item.owner = self
    return item
  }()

  /// The view is about to be added to a window's visible hierarchy.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view is on screen (after a push's slide, when it ends).
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to leave the screen.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view left the screen.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called by `addChild(_:)` (with the parent) and before `removeFromParent()` (with nil, by the caller).
  open func willMove(toParent parent: UIViewController?) {}
  /// Called by `removeFromParent()` (with nil) and after `addChild(_:)` (with the parent, by the caller).
  open func didMove(toParent parent: UIViewController?) {}
  /// Which edges the view extends under a container's bars (UIKit's default: all). The covered
  /// part becomes its safe area (UIView+SafeArea.swift).
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Insets added to the safe area the container gives the view.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if additionalSafeAreaInsets != oldValue, isViewLoaded { view.safeAreaInsetsMayHaveChanged() } }
  }
  /// The part of the view a container's bars cover (set by `UINavigationController`).
  var containerSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if containerSafeAreaInsets != oldValue, isViewLoaded { view.safeAreaInsetsMayHaveChanged() } }
  }
  /// Whether appearance callbacks reach the children automatically (a container that manages
  /// its children's appearance itself, as `UINavigationController` does, returns false).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  open override var next: UIResponder? { loadedView?.superview }
}
