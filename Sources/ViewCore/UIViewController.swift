import Foundation

/// A minimal view controller: a lazily loaded `view` and the layout callbacks the tutorials use.
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  open var title: String?

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

  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to supply your own and assign it to `view`. Its
  /// initial 320 × 480 pt frame is a choice of this project (the first iPhone's screen).
  open func loadView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    view.backgroundColor = .white
    loadedView = view
  }

  /// Replaces the root view (what assigning `view` does).
  public func setView(_ view: UIView) {
    loadedView?.viewController = nil
    loadedView = view
    view.viewController = self
  }

  open func viewDidLoad() {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  open override var next: UIResponder? { loadedView?.superview }
}
