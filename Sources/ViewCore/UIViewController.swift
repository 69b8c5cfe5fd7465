import Foundation

/// A minimal view controller: a lazily loaded `view` and the layout callbacks the tutorials use.
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  open var title: String?

  public override init() {
    super.init()
  }

  /// The controller's root view, created by `loadView()` and followed by `viewDidLoad()` on first use.
  public var view: UIView {
    if let loadedView { return loadedView }
    loadView()
    let view = loadedView ?? UIView()
    loadedView = view
    view.viewController = self
    viewDidLoad()
    return view
  }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to supply your own and assign it with `setView(_:)`. Its
  /// initial 320 × 480 pt frame is a choice of this project (the first iPhone's screen).
  open func loadView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    view.backgroundColor = .white
    loadedView = view
  }

  /// Replaces the root view (for `loadView()` overrides).
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
