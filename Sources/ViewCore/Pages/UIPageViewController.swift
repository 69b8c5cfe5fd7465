import Foundation

/// Pages of view controllers that a drag turns one at a time (UIKit's `UIPageViewController`),
/// built on a paging `UIScrollView` as UIKit's own is: the shown page and its neighbours (asked
/// of the data source) sit side by side (or one above the other), the scroll view's paging turns
/// them, and once it rests the page it rests on becomes the shown one and its neighbours are
/// asked for again. With a data source that gives a presentation count, a page control below the
/// pages shows where you are. Only the `.scroll` style is drawn; `.pageCurl` says so and scrolls.
@MainActor
open class UIPageViewController: UIViewController {
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// Options given at creation (UIKit's `UIPageViewController.OptionsKey`).
  public struct OptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Points between pages (a `CGFloat` or a number), for the `.scroll` style.
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// Where the spine is, for `.pageCurl` (not used here).
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
  }

  /// The page indicator's strip below the pages: 37 pt, a choice of this project close to the
  /// space iOS leaves for it.
  static let indicatorHeight: CGFloat = 37

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  /// Points between neighbouring pages.
  public let interPageSpacing: CGFloat
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  open weak var delegate: (any UIPageViewControllerDelegate)?
  /// Whether the user can turn pages by dragging.
  open var isDoubleSided = false

  /// The page shown (one, for the `.scroll` style).
  open var viewControllers: [UIViewController]? { current.map { [$0] } }
  /// The gesture recognizers that turn pages (the scroll view's pan).
  open var gestureRecognizers: [UIGestureRecognizer] { scrollView.gestureRecognizers ?? [] }

  let scrollView = UIScrollView()
  let pageControl = UIPageControl()
  let scrollDelegate = PageScrollDelegate()
  /// The shown page and its neighbours, in their slots.
  var current: UIViewController?
  var before: UIViewController?
  var after: UIViewController?
  /// The neighbour a drag is heading for (`willTransitionTo` was sent).
  var pending: UIViewController?
  /// A page set with animation, and what to run once it rests.
  var animatedTurn: (previous: UIViewController, completion: ((Bool) -> Void)?)?

  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spacing = options?[.interPageSpacing]
    let value =
      (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) } ?? (spacing as? Int).map { CGFloat($0) }
    interPageSpacing = max(0, value.flatMap { $0.isFinite ? $0 : nil } ?? 0)
    super.init()
    pageControl.isHidden = true
    if style == .pageCurl {
      Diagnostics.report(
        "the .pageCurl transition is not drawn here; pages scroll instead", from: "UIPageViewController", once: "curl")
    }
  }

  /// Made in code only (storyboards do not exist here).
  public required init?(coder: NSCoder) { nil }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.clipsToBounds = true
    scrollDelegate.owner = self
    scrollView.delegate = scrollDelegate
    view.addSubview(scrollView)
    pageControl.isUserInteractionEnabled = false
    view.addSubview(pageControl)
    updateIndicator(asking: false)
    arrangePages()
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layOutPages()
  }

  /// Shows `viewControllers` (one page), sliding in from the side of `direction` when
  /// `animated`; `completion` runs with true once it rests. Nil or empty, or more than one page,
  /// is refused with a message.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let page = viewControllers?.first, viewControllers?.count == 1 else {
      Diagnostics.report(
        "setViewControllers needs exactly one page for the .scroll style, got \(viewControllers?.count ?? 0); "
          + "nothing changed", from: "UIPageViewController")
      completion?(false)
      return
    }
    let previous = current
    if animated, isViewLoaded, view.window != nil, let previous, previous !== page {
      turn(to: page, from: previous, direction: direction, completion: completion)
      return
    }
    show(page)
    updateIndicator(asking: true)
    completion?(true)
  }
}
