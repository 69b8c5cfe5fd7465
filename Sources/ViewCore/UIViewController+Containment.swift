import Foundation

/// A controller's place among controllers: its parent (weak) and its children, in order.
@MainActor
struct ControllerContainment {
  weak var parent: UIViewController?
  var children: [UIViewController] = []
}

/// Child view controllers, as UIKit's containment API: `addChild(_:)` calls `willMove(toParent:)`
/// and the caller adds the child's view and calls `didMove(toParent:)`; removal is the mirror
/// image (`willMove(toParent: nil)` by the caller, then `removeFromParent()`, which calls
/// `didMove(toParent: nil)`).
extension UIViewController {
  /// `navigationController`: the nearest navigation controller among this controller and its ancestors.
  var nearestNavigationController: UINavigationController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let navigation = current as? UINavigationController { return navigation }
      controller = current.parent
    }
    return nil
  }

  /// `addChild(_:)`'s work.
  func adopt(_ child: UIViewController) {
    guard child !== self, !isDescendantController(of: child) else {
      reportMisuse("addChild: \(type(of: child)) cannot become a child of itself or of its own descendant")
      return
    }
    if child.parent === self { return }
    if child.parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    containment.children.append(child)
    child.containment.parent = self
  }

  /// `removeFromParent()`'s work.
  func leaveParent() {
    guard let parent = containment.parent else { return }
    parent.containment.children.removeAll { $0 === self }
    containment.parent = nil
    didMove(toParent: nil)
  }

  /// True when `ancestor` is this controller's parent, grandparent, …
  func isDescendantController(of ancestor: UIViewController) -> Bool {
    var controller = parent
    while let current = controller {
      if current === ancestor { return true }
      controller = current.parent
    }
    return false
  }
}

/// One line on standard error for a misuse UIKit would raise an exception for; the call is ignored.
@MainActor
func reportMisuse(_ message: String) {
  Diagnostics.report("\(message); ignored", from: "UIKit")
}
