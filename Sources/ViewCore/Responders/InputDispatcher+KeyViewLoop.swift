import Foundation

/// The key-view loop: Tab and Shift+Tab move first-responder status between the text responders
/// (`UIKeyInput` views that can become first responder), in reading order — top to bottom, then leading to trailing, by their frames in window
/// coordinates — skipping hidden, disabled and clipped-away views, and wrapping at the ends as
/// iOS's focus system does with a hardware keyboard.
extension InputDispatcher {
  /// True when `view` takes part in the loop: a text responder that can become first responder
  /// and is reachable. Other first responders (a table taking the arrow keys) leave Tab to the
  /// responder chain, where an app may use it (the demo switches scenes with it).
  func isInKeyViewLoop(_ view: UIView) -> Bool {
    view is UIKeyInput && view.canBecomeFirstResponder && visibleFrame(of: view) != nil
  }

  /// The view after (or before) `current` in reading order; nil when the loop is empty.
  func nextKeyView(after current: UIView, backwards: Bool) -> UIView? {
    let loop = keyViews()
    guard !loop.isEmpty else { return nil }
    guard let index = loop.firstIndex(where: { $0.view === current }) else {
      return backwards ? loop.last?.view : loop.first?.view
    }
    let step = backwards ? loop.count - 1 : 1
    return loop[(index + step) % loop.count].view
  }

  /// Every view of the window in the loop, in reading order, with its frame in window points.
  func keyViews() -> [(view: UIView, frame: CGRect)] {
    guard let window else { return [] }
    var found: [(view: UIView, frame: CGRect)] = []
    var order = 0
    var orders: [ObjectIdentifier: Int] = [:]
    window.visitSubtree { view in
      order += 1
      orders[ObjectIdentifier(view)] = order
      guard view is UIKeyInput, view.canBecomeFirstResponder, let frame = visibleFrame(of: view) else { return }
      found.append((view, frame))
    }
    return found.sorted { lhs, rhs in
      // Rows: a view whose top is within half a point of another's is on the same line (a
      // choice of this project, so that fields aligned by layout rounding read left to right).
      if abs(lhs.frame.minY - rhs.frame.minY) > 0.5 { return lhs.frame.minY < rhs.frame.minY }
      if abs(lhs.frame.minX - rhs.frame.minX) > 0.5 { return lhs.frame.minX < rhs.frame.minX }
      return orders[ObjectIdentifier(lhs.view)] ?? 0 < orders[ObjectIdentifier(rhs.view)] ?? 0
    }
  }

  /// The view's frame in window points, or nil when it is hidden, disabled, transparent or
  /// clipped away entirely by an ancestor (or the window).
  private func visibleFrame(of view: UIView) -> CGRect? {
    guard let window, view.window === window else { return nil }
    let frame = view.convert(view.bounds, to: nil)
    var visible = frame.intersection(window.bounds)
    var current: UIView? = view
    while let candidate = current {
      if candidate.isHidden || candidate.alpha <= 0.01 || !candidate.isUserInteractionEnabled { return nil }
      if let control = candidate as? UIControl, !control.isEnabled { return nil }
      if candidate !== view, candidate.clipsToBounds {
        visible = visible.intersection(candidate.convert(candidate.bounds, to: nil))
      }
      current = candidate.superview
    }
    guard !visible.isNull, visible.width > 0 || visible.height > 0 else { return nil }
    return frame
  }
}
