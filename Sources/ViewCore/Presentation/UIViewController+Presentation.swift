import Foundation

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// What a controller keeps of modal presentation (one stored field of `UIViewController`).
@MainActor
struct ModalState {
  var presented: UIViewController?
  weak var presenting: UIViewController?
  var style: UIModalPresentationStyle = .automatic
  var isModalInPresentation = false
  var sheet: SheetPresentation?
  lazy var presentationController = UIPresentationController()
}

/// The object that manages a presentation; apps set its `delegate` to hear of a sheet dismissed
/// by a drag (or to refuse it).
@MainActor
open class UIPresentationController {
  open weak var delegate: UIAdaptivePresentationControllerDelegate?
  public init() {}
}

/// A presentation's delegate: asked before a sheet is dragged away, told after.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIViewController {
  /// How `present` shows this controller (`.automatic`: a page sheet, as on iOS 13 and later).
  public var modalPresentationStyle: UIModalPresentationStyle {
    get { modal.style }
    set { modal.style = newValue }
  }

  /// True: a drag cannot dismiss this controller's sheet (the delegate hears the attempt).
  public var isModalInPresentation: Bool {
    get { modal.isModalInPresentation }
    set { modal.isModalInPresentation = newValue }
  }

  /// The controller this one presents.
  public var presentedViewController: UIViewController? { modal.presented }

  /// The controller that presents this one (or an ancestor of this one).
  public var presentingViewController: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let presenting = current.modal.presenting { return presenting }
      controller = current.parent
    }
    return nil
  }

  /// The presentation of this controller (its `delegate` hears a drag dismissing the sheet).
  public var presentationController: UIPresentationController? {
    modal.presenting == nil ? nil : modal.presentationController
  }

  /// Shows `controller` over this one: a card sliding up over a dimmed window (`.pageSheet`,
  /// `.formSheet`, `.automatic`) or covering the window (`.fullScreen`, `.overFullScreen`).
  /// A controller already presenting, or not in a window, reports it in one line and presents
  /// nothing, as UIKit does.
  public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    guard modal.presented == nil else {
      return report("Attempt to present \(type(of: controller)) on \(type(of: self)) which is already presenting")
    }
    guard controller.modal.presenting == nil, controller !== self else {
      return report("Attempt to present \(type(of: controller)), which is already presented")
    }
    guard isViewLoaded, let window = view.window else {
      return report("Attempt to present \(type(of: controller)) on \(type(of: self)) whose view is not in a window")
    }
    modal.presented = controller
    controller.modal.presenting = self
    let sheet = SheetPresentation(presented: controller, presenting: self, window: window)
    controller.modal.sheet = sheet
    sheet.show(animated: animated, completion: completion)
  }

  /// Dismisses the controller this one presents, or, if it presents none, this one.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let presented = modal.presented ?? (modal.presenting == nil ? nil : self)
    guard let presented, let sheet = presented.modal.sheet else {
      completion?()
      return
    }
    sheet.hide(animated: animated, interactive: false, completion: completion)
  }

  /// The sheet finished leaving: the links are undone.
  func presentationDidEnd() {
    modal.presenting?.modal.presented = nil
    modal.presenting = nil
    modal.sheet = nil
  }

  private func report(_ message: String) {
    Diagnostics.report("\(message); nothing was presented.", from: "Presentation")
  }
}
