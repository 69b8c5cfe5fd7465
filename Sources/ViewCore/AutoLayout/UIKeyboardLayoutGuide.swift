import Foundation

/// The part of a view the keyboard covers (UIKit's `UIKeyboardLayoutGuide`): as wide as the
/// view, its bottom at the view's bottom, and as tall as the keyboard's overlap with the view —
/// or, with no keyboard showing, as the view's bottom safe area. A desktop has no on-screen
/// keyboard: the guide follows whatever posts UIKit's keyboard notifications (the demo's
/// simulated keyboard), and otherwise sits at the bottom, so a field pinned above it stays on
/// screen either way.
@MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Accepted for source compatibility; a desktop keyboard never undocks.
  public var followsUndockedKeyboard = false

  init(owner: UIView) {
    super.init(kind: .keyboard, owner: owner, identifier: "UIViewKeyboardLayoutGuide")
  }
}

extension UIView {
  /// The part of the view the keyboard covers; constrain content above its top.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = autoLayout.keyboardGuide { return guide }
    let guide = UIKeyboardLayoutGuide(owner: self)
    autoLayout.keyboardGuide = guide
    KeyboardFrameTracker.shared.track(self)
    return guide
  }
}

/// The keyboard's frame in window points, as the latest `keyboardWillChangeFrameNotification`
/// (or will-show, will-hide) gave it; views with a keyboard guide lay out again when it moves.
@MainActor
final class KeyboardFrameTracker {
  static let shared = KeyboardFrameTracker()

  /// The keyboard's frame in window points; empty while none shows.
  private(set) var frame: CGRect = .zero
  private var owners: [WeakView] = []
  private var observers: [NSObjectProtocol] = []

  private struct WeakView {
    weak var view: UIView?
  }

  private init() {
    for name in [
      UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      UIResponder.keyboardWillHideNotification,
    ] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
          let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          let hides = notification.name == UIResponder.keyboardWillHideNotification
          MainActor.assumeIsolated { KeyboardFrameTracker.shared.keyboardMoved(to: hides ? .zero : end ?? .zero) }
        })
    }
  }

  func track(_ view: UIView) {
    owners.removeAll { $0.view == nil }
    owners.append(WeakView(view: view))
  }

  private func keyboardMoved(to newFrame: CGRect) {
    guard newFrame != frame else { return }
    frame = newFrame
    owners.removeAll { $0.view == nil }
    for owner in owners.compactMap(\.view) {
      var view: UIView? = owner
      while let current = view {
        current.setNeedsLayout()
        view = current.superview
      }
    }
  }

  /// How much of `view` (points, from its bottom) the keyboard covers.
  func coveredHeight(of view: UIView) -> CGFloat {
    guard !frame.isEmpty, view.window != nil else { return 0 }
    let inWindow = view.convert(view.bounds, to: nil)
    let overlap = inWindow.intersection(frame)
    guard !overlap.isNull, overlap.width > 0 else { return 0 }
    return max(0, inWindow.maxY - overlap.minY)
  }
}
