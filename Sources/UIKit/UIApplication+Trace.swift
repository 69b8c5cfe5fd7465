import Foundation
import SDLPlatform
import ViewCore

extension UIApplication {
  /// With `--trace`, after each pass of the event loop: a `viewDidAppear` line when the controller
  /// on screen changed (the top of a navigation controller's stack, else the root controller) and
  /// nothing animates any more (a push or pop has finished sliding). Its `view` is the
  /// controller's class name; its offset and zoom are those of the controller's first scroll view
  /// (depth first), so a test knows what was pushed and how it opened.
  func traceVisibleController(at time: TimeInterval) {
    guard let platformWindow, !platformWindow.uiWindow.isAnimating else { return }
    guard var controller = keyWindow?.rootViewController else { return }
    while let navigation = controller as? UINavigationController, let top = navigation.topViewController {
      controller = top
    }
    guard controller !== tracedController, controller.isViewLoaded, controller.view.window != nil else { return }
    tracedController = controller
    let scrollView = Self.firstScrollView(in: controller.view)
    let record = ScrollTraceRecord(
      time: time, view: String(describing: type(of: controller)), event: "viewDidAppear",
      offset: scrollView?.contentOffset ?? .zero, zoom: scrollView?.zoomScale ?? 1, velocity: nil, target: nil,
      decelerate: nil, tracking: false, dragging: false, decelerating: false, zooming: false)
    Self.printLine(record.json)
  }

  private static func firstScrollView(in view: UIView) -> UIScrollView? {
    if let scrollView = view as? UIScrollView { return scrollView }
    for subview in view.subviews {
      if let found = firstScrollView(in: subview) { return found }
    }
    return nil
  }
}
