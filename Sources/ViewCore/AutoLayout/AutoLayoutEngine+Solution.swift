import Foundation
import LayoutSolver

extension AutoLayoutEngine {
  // MARK: Writing the solution

  /// The solved rectangle of `item` in layout space.
  func rect(of item: AnyObject) -> CGRect? {
    guard let u = unknowns[ObjectIdentifier(item)]?.unknowns else { return nil }
    return CGRect(
      x: solver.value(of: u.left), y: solver.value(of: u.top), width: solver.value(of: u.width),
      height: solver.value(of: u.height))
  }

  /// Gives every view the constraints place its frame (top-down), every guide its layout frame,
  /// every scroll view whose content guide is constrained its content size.
  func apply(root: UIView) {
    var stack = [root]
    while let view = stack.popLast() {
      stack += view.subviews.reversed()
      if view !== root, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
        let solved = rect(of: view), let parent = rect(of: superview)
      {
        place(view, at: solved, in: parent, origin: Self.contentOrigin(of: superview))
      }
      guard let owner = rect(of: view) else { continue }
      for guide in view.autoLayout.allGuides {
        guard let solved = rect(of: guide) else { continue }
        let origin = Self.contentOrigin(of: view)
        guide.layoutFrame = CGRect(
          x: solved.minX - owner.minX + origin.x, y: solved.minY - owner.minY + origin.y, width: solved.width,
          height: solved.height)
        if guide.kind == .content, let scrollView = view as? UIScrollView,
          let axes = extents[ObjectIdentifier(guide)]
        {
          var size = scrollView.contentSize
          if axes.horizontal { size.width = max(0, solved.width) }
          if axes.vertical { size.height = max(0, solved.height) }
          if scrollView.contentSize != size { scrollView.contentSize = size }
        }
      }
    }
  }

  /// Sets `view`'s size and centre from its solved rectangle (`solved`, layout space) in its
  /// superview's (`parent`), whose subviews are measured from `origin`.
  func place(_ view: UIView, at solved: CGRect, in parent: CGRect, origin: CGPoint) {
    let size = CGSize(width: max(0, solved.width), height: max(0, solved.height))
    if view.bounds.size != size { view.bounds.size = size }
    let x = solved.minX - parent.minX + origin.x + size.width / 2
    let y = solved.minY - parent.minY + origin.y + size.height / 2
    let center = CGPoint(x: x, y: y)
    if view.center != center { view.center = center }
  }

  // MARK: Fitting

  /// The size `view`'s own constraints give it with its width and height pulled towards
  /// `target` at `priorities`, solved apart from its hierarchy.
  static func fittingSize(
    of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
  ) -> CGSize {
    let engine = AutoLayoutEngine(root: view)
    engine.fitting = (target, priorities)
    engine.report = { _ in }
    engine.update()
    // A multi-line label's height depends on its width, which only the solution gives: solve
    // again with each one wrapping at its solved width (iOS's automatic `preferredMaxLayoutWidth`).
    var widths: [ObjectIdentifier: CGFloat] = [:]
    view.visitSubtree { subview in
      guard let label = subview as? UILabel, label !== view, label.numberOfLines != 1,
        label.preferredMaxLayoutWidth == 0, !label.translatesAutoresizingMaskIntoConstraints,
        let solved = engine.rect(of: label), solved.width > 0
      else { return }
      widths[ObjectIdentifier(label)] = solved.width
    }
    if !widths.isEmpty {
      engine.wrapWidths = widths
      engine.update()
    }
    return engine.rect(of: view)?.size ?? view.bounds.size
  }
}

extension AutoLayoutState {
  /// The guides of the view: added ones and the ones it provides.
  var allGuides: [UILayoutGuide] {
    guides + [safeAreaGuide, marginsGuide, readableGuide, keyboardGuide, contentGuide, frameGuide].compactMap { $0 }
  }
}
