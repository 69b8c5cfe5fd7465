import Foundation

/// A stack of view controllers with a navigation bar (UIKit's `UINavigationController`): the top
/// controller's view extends under the translucent bar (the covered strip is its safe area), or
/// starts below it when its `edgesForExtendedLayout` leaves out the top; pushing slides a controller in from the right,
/// popping slides it back out, and a drag from the left edge pops interactively. The slides run on
/// the window's clock. Appearance callbacks come in UIKit's order: the leaving controller's
/// `viewWillDisappear`, the arriving one's `viewWillAppear`, then, when the slide ends,
/// `viewDidDisappear` and `viewDidAppear`.
@MainActor
open class UINavigationController: UIViewController {
  /// The bar across the top, showing the top controller's title and a back button.
  open var navigationBar: UINavigationBar { bar }
  let bar = UINavigationBar()
  /// Told when a controller is shown.
  open weak var delegate: UINavigationControllerDelegate?
  /// The stack, root first; the last is on top. Setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The stack's storage.
  var stack: [UIViewController] = []
  /// Where the controllers' views go: the whole view, with the bar above it.
  let containerView = UIView()
  /// The push or pop under way, if any.
  var transition: NavigationTransition?
  /// Darkens the covered view during a slide.
  let dimmingView = UIView()
  /// The drag from the left edge that pops (UIKit's `interactivePopGestureRecognizer`).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }
  let edgePan = UIScreenEdgePanGestureRecognizer()
  let popGate = InteractivePopGate()
  /// The toolbar along the bottom (Bars/UINavigationController+Toolbar.swift), hidden at first.
  let bottomBar = UIToolbar()
  /// The top controller's scroll view, whose offset collapses the large title.
  weak var largeTitleScrollView: UIScrollView?
  /// The top item's search controller, whose dimming and results this controller shows.
  weak var presentedSearch: UISearchController?
  /// The top item's search bar is still to be tucked away once its list rests at the top.
  var searchBarHidingPending = false {
    didSet { if !searchBarHidingPending { searchBarHiddenOffset = nil } }
  }
  /// The offset the list was given to tuck the search bar away, while the inset settles.
  var searchBarHiddenOffset: CGFloat?

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init()
    setViewControllers([rootViewController], animated: false)
  }

  /// A navigation controller with an empty stack.
  public override init() {
    super.init()
  }

  /// A navigation controller with an empty stack (storyboards do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { viewControllers.last }
  /// The controller whose view is on screen (the top one; this project has no modal presentation).
  open var visibleViewController: UIViewController? { topViewController }

  /// The navigation controller manages its children's appearance itself.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  open override func loadView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.backgroundColor = .systemBackground
    containerView.clipsToBounds = true
    dimmingView.backgroundColor = .black
    dimmingView.isUserInteractionEnabled = false
    containerView.accessibilityIdentifier = "navigationContent"
    root.addSubview(containerView)
    root.addSubview(navigationBar)
    bottomBar.isHidden = true
    root.addSubview(bottomBar)
    navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
    navigationBar.onLargeTitlesChange = { [weak self] in self?.titleDidChange() }
    if let edgePan = interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer {
      edgePan.edges = .left
      popGate.navigationController = self
      edgePan.delegate = popGate
      _ = edgePan.addTarget(self) { [weak self] recognizer in self?.interactivePopChanged(recognizer) }
      root.addGestureRecognizer(edgePan)
    }
    setView(root)
    if let top = topViewController { placeInContainer(top) }
    updateBar()
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let size = view.bounds.size
    containerView.frame = CGRect(origin: .zero, size: size)
    layOutBars()
    if let transition {
      layOutTransition(transition)
    } else if let top = topViewController, top.isViewLoaded {
      top.view.frame = contentFrame(for: top)
    }
    hideSearchBarAtRestIfPending()
    layOutSearchPresentation()
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    searchAppearanceDidEnd()
  }

  /// Whether the bar is hidden; the views then fill the whole area with no safe-area inset.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar (at once: this project does not animate the bar).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != navigationBar.isHidden else { return }
    navigationBar.isHidden = hidden
    guard isViewLoaded else { return }
    view.setNeedsLayout()
    if let top = topViewController, top.isViewLoaded, transition == nil { top.view.frame = contentFrame(for: top) }
  }

  /// Where `controller`'s view goes: under the translucent bars when its `edgesForExtendedLayout`
  /// includes their edge (the covered strip becomes its safe area), else between them. A large
  /// title's area and a search bar's are always part of the safe area (they collapse over the
  /// content as it scrolls).
  func contentFrame(for controller: UIViewController) -> CGRect {
    let bounds = containerView.bounds
    let top = navigationBar.isHidden ? 0 : min(UINavigationBar.height, bounds.height)
    let large = navigationBar.isHidden || !showsLargeTitle(for: controller) ? 0 : UINavigationBar.largeTitleHeight
    let search = navigationBar.isHidden || controller.navigationItem.searchController == nil ? 0 : UISearchBar.height
    let bottom = isToolbarHidden ? 0 : min(UIToolbar.height, max(0, bounds.height - top))
    let extendsTop = controller.edgesForExtendedLayout.contains(.top)
    let extendsBottom = controller.edgesForExtendedLayout.contains(.bottom)
    controller.containerSafeAreaInsets = UIEdgeInsets(
      top: (extendsTop ? top : 0) + large + search, left: 0, bottom: extendsBottom ? bottom : 0, right: 0)
    let minY = bounds.minY + (extendsTop ? 0 : top)
    let maxY = bounds.maxY - (extendsBottom ? 0 : bottom)
    return CGRect(x: bounds.minX, y: minY, width: bounds.width, height: max(0, maxY - minY))
  }

  /// Pushes `viewController` onto the stack and shows it, sliding in from the right when
  /// `animated` and on screen. A controller already on the stack is refused with a message.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === viewController }) else {
      reportMisuse("pushViewController: \(type(of: viewController)) is already on the navigation stack")
      return
    }
    finishTransitionNow()
    let from = topViewController
    addChild(viewController)
    stack.append(viewController)
    begin(.push, from: from, to: viewController, animated: animated)
  }

  /// Pops the top controller and returns it; nil (and nothing happens) at the root.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    finishTransitionNow()
    guard stack.count > 1, let popped = stack.popLast() else { return nil }
    popped.willMove(toParent: nil)
    begin(.pop, from: popped, to: topViewController, animated: animated)
    return popped
  }

  /// Pops every controller above the root; returns them (nil when the root is already on top).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = viewControllers.first, viewControllers.count > 1 else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController`; returns them (nil when it is not on the stack).
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    finishTransitionNow()
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    guard let top = popped.last else { return [] }
    for controller in popped.dropLast() {
      controller.willMove(toParent: nil)
      if controller.isViewLoaded { controller.view.removeFromSuperview() }
      controller.removeFromParent()
    }
    top.willMove(toParent: nil)
    stack.removeLast(popped.count)
    begin(.pop, from: top, to: viewController, animated: animated)
    return popped
  }

  /// Replaces the stack. The new top is shown as a push (or a pop, when it was already on the
  /// stack below the old top); controllers no longer on the stack leave it.
  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    finishTransitionNow()
    var unique: [UIViewController] = []
    for controller in controllers where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    if unique.count < controllers.count {
      reportMisuse("setViewControllers: a controller appears more than once; the repeats are dropped")
    }
    let from = topViewController
    let to = unique.last
    let isPop = to.map { candidate in viewControllers.dropLast().contains { $0 === candidate } } ?? false
    for controller in viewControllers where !unique.contains(where: { $0 === controller }) && controller !== from {
      controller.willMove(toParent: nil)
      if controller.isViewLoaded { controller.view.removeFromSuperview() }
      controller.removeFromParent()
    }
    for controller in unique { addChild(controller) }
    stack = unique
    if from === to {
      updateBar()
      return
    }
    if let from, !unique.contains(where: { $0 === from }) { from.willMove(toParent: nil) }
    begin(isPop ? .pop : .push, from: from, to: to, animated: animated)
  }

  /// A title or navigation item of a controller changed: the bar follows, unless a push or pop
  /// is sliding (its end shows the bar for the new stack anyway).
  func titleDidChange() {
    guard transition == nil, isViewLoaded else { return }
    updateBar()
  }

  /// The bar's title, items and back button, and the toolbar's items, for the current stack.
  func updateBar() {
    navigationBar.items = viewControllers.map(\.navigationItem)
    let top = topViewController
    let item = top?.navigationItem
    var content = NavigationBarContent(title: top.flatMap { $0.navigationItem.title ?? $0.title })
    if viewControllers.count > 1, item?.hidesBackButton != true,
      item?.leftBarButtonItems?.isEmpty ?? true || item?.leftItemsSupplementBackButton == true
    {
      let previous = viewControllers[viewControllers.count - 2]
      content.backTitle =
        previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"
    }
    content.titleView = item?.titleView
    content.leftItems = item?.leftBarButtonItems ?? []
    content.rightItems = item?.rightBarButtonItems ?? []
    content.showsLargeTitle = top.map { showsLargeTitle(for: $0) } ?? false
    content.searchBar = item?.searchController?.searchBar
    navigationBar.show(content)
    bottomBar.items = top?.toolbarItems
    followLargeTitleScrollView()
    adoptSearchController(item?.searchController)
    if isViewLoaded { view.setNeedsLayout() }
  }

  /// Puts `controller`'s view in the content area, filling it.
  func placeInContainer(_ controller: UIViewController, below sibling: UIView? = nil) {
    let child = controller.view
    child.frame = contentFrame(for: controller)
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if let sibling, sibling.superview === containerView {
      containerView.insertSubview(child, belowSubview: sibling)
    } else {
      containerView.addSubview(child)
    }
  }
}
