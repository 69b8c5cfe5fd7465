import Foundation

extension UIStackView {
  /// Something the arrangement depends on changed: its constraints are remade before the next
  /// layout.
  func arrangementChanged() {
    needsArrangement = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// Brings the stack's constraints to the current arrangement, changing only what changed: a
  /// constraint the new arrangement makes again (the same anchors, relation, multiplier and
  /// priority) stays active with its constant edited if it moved; the others are deactivated and
  /// the new ones activated, so adding, hiding or removing one view touches the constraints
  /// around it and no others. Along the axis the
  /// visible views are chained from the leading edge to the trailing one with the spacing between
  /// (for `.equalSpacing` and `.equalCentering`, at least the spacing, and the gaps or the
  /// distances between centres equal); hidden views are held at zero length. Across the axis
  /// `alignment` places each view and keeps it inside the stack.
  func arrange() {
    needsArrangement = false
    reusableSpacers = spacers
    spacers = []
    var made: [NSLayoutConstraint] = []
    let container: LayoutAnchorProviding = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let horizontal = axis == .horizontal
    let visible = arrangedSubviews.filter { !$0.isHidden }
    for view in arrangedSubviews where view.isHidden {
      made.append(length(of: view, horizontal).constraint(equalToConstant: 0))
    }
    if let first = visible.first, let last = visible.last {
      made.append(start(of: first, horizontal).constraint(equalTo: start(of: container, horizontal)))
      made.append(end(of: last, horizontal).constraint(equalTo: end(of: container, horizontal)))
    }
    made += chain(visible, horizontal: horizontal)
    made += distribute(visible, horizontal: horizontal, container: container)
    for view in visible { made += align(view, horizontal: horizontal, container: container, first: visible.first!) }
    for constraint in made { constraint.identifier = constraint.identifier ?? "UISV-arrangement" }
    var previous: [ArrangementKey: [NSLayoutConstraint]] = [:]
    for constraint in arrangement { previous[ArrangementKey(constraint), default: []].append(constraint) }
    var kept: [NSLayoutConstraint] = []
    var activating: [NSLayoutConstraint] = []
    for constraint in made {
      let key = ArrangementKey(constraint)
      if let old = previous[key]?.popLast() {
        if old.constant != constraint.constant { old.constant = constraint.constant }
        if !old.isActive { activating.append(old) }
        kept.append(old)
      } else {
        activating.append(constraint)
        kept.append(constraint)
      }
    }
    NSLayoutConstraint.deactivate(previous.values.flatMap { $0 })
    for guide in reusableSpacers { removeLayoutGuide(guide) }
    reusableSpacers = []
    arrangement = kept
    NSLayoutConstraint.activate(activating)
  }

  /// What makes two arrangement constraints the same one: their anchors, relation, multiplier
  /// and priority (the constant may differ: it is edited).
  struct ArrangementKey: Hashable {
    let first: ObjectIdentifier?
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let priority: Float

    @MainActor init(_ constraint: NSLayoutConstraint) {
      first = constraint.firstItem.map(ObjectIdentifier.init)
      firstAttribute = constraint.firstAttribute
      relation = constraint.relation
      second = constraint.secondItem.map(ObjectIdentifier.init)
      secondAttribute = constraint.secondAttribute
      multiplier = constraint.multiplier
      priority = constraint.priority.rawValue
    }
  }

  /// The spacing after `view`: its custom spacing, else `spacing` (8 for `spacingUseSystem`).
  func spacing(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == UIStackView.spacingUseSystem ? 8 : value
  }

  private func chain(_ views: [UIView], horizontal: Bool) -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    for (previous, next) in zip(views, views.dropFirst()) {
      let gap = spacing(after: previous)
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        made.append(start(of: next, horizontal).constraint(equalTo: end(of: previous, horizontal), constant: gap))
      case .equalSpacing, .equalCentering:
        made.append(
          start(of: next, horizontal).constraint(greaterThanOrEqualTo: end(of: previous, horizontal), constant: gap))
      }
    }
    return made
  }

  private func distribute(_ views: [UIView], horizontal: Bool, container: LayoutAnchorProviding)
    -> [NSLayoutConstraint]
  {
    guard let first = views.first else { return [] }
    var made: [NSLayoutConstraint] = []
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for view in views.dropFirst() {
        made.append(length(of: view, horizontal).constraint(equalTo: length(of: first, horizontal)))
      }
    case .fillProportionally:
      // Each view's share of the length left after the spacing is its share of the intrinsic
      // lengths (an equal share for views without one).
      let intrinsic = views.map { view -> CGFloat in
        let size = view.intrinsicContentSize
        let value = horizontal ? size.width : size.height
        return value > 0 ? value : 0
      }
      let total = intrinsic.reduce(0, +)
      let gaps = zip(views, views.dropFirst()).map { spacing(after: $0.0) }.reduce(0, +)
      for (view, own) in zip(views, intrinsic) {
        let share = total > 0 ? own / total : 1 / CGFloat(views.count)
        let constraint = length(of: view, horizontal).constraint(
          equalTo: length(of: container, horizontal), multiplier: share, constant: -share * gaps)
        constraint.priority = UILayoutPriority(999)
        made.append(constraint)
      }
    case .equalSpacing, .equalCentering:
      // One guide per gap (between edges, or between centres), all of one length.
      var previousGuide: UILayoutGuide?
      for (previous, next) in zip(views, views.dropFirst()) {
        let guide = reusableSpacers.isEmpty ? UILayoutGuide() : reusableSpacers.removeFirst()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        spacers.append(guide)
        let centres = distribution == .equalCentering
        let from = centres ? centre(of: previous, horizontal) : end(of: previous, horizontal)
        let to = centres ? centre(of: next, horizontal) : start(of: next, horizontal)
        made.append(start(of: guide, horizontal).constraint(equalTo: from))
        made.append(end(of: guide, horizontal).constraint(equalTo: to))
        if let previousGuide {
          made.append(length(of: guide, horizontal).constraint(equalTo: length(of: previousGuide, horizontal)))
        }
        previousGuide = guide
      }
    }
    return made
  }

  private func align(_ view: UIView, horizontal: Bool, container: LayoutAnchorProviding, first: UIView)
    -> [NSLayoutConstraint]
  {
    let across = !horizontal
    let leading = start(of: view, across)
    let trailing = end(of: view, across)
    let containerLeading = start(of: container, across)
    let containerTrailing = end(of: container, across)
    // The stack is as thick as its thickest view when nothing else sets its thickness.
    let snug = trailing.constraint(equalTo: containerTrailing)
    snug.priority = UILayoutPriority(49)
    switch alignment {
    case .fill:
      return [leading.constraint(equalTo: containerLeading), trailing.constraint(equalTo: containerTrailing)]
    case .leading:
      return [
        leading.constraint(equalTo: containerLeading), trailing.constraint(lessThanOrEqualTo: containerTrailing), snug,
      ]
    case .trailing:
      let snugLeading = leading.constraint(equalTo: containerLeading)
      snugLeading.priority = UILayoutPriority(49)
      return [
        trailing.constraint(equalTo: containerTrailing), leading.constraint(greaterThanOrEqualTo: containerLeading),
        snugLeading,
      ]
    case .center:
      return [
        centre(of: view, across).constraint(equalTo: centre(of: container, across)),
        leading.constraint(greaterThanOrEqualTo: containerLeading), snug,
      ]
    case .firstBaseline, .lastBaseline:
      guard horizontal else {
        return [leading.constraint(equalTo: containerLeading), trailing.constraint(equalTo: containerTrailing)]
      }
      let baseline = alignment == .firstBaseline ? \UIView.firstBaselineAnchor : \UIView.lastBaselineAnchor
      var made = [
        leading.constraint(greaterThanOrEqualTo: containerLeading),
        trailing.constraint(lessThanOrEqualTo: containerTrailing), snug,
      ]
      if view !== first { made.append(view[keyPath: baseline].constraint(equalTo: first[keyPath: baseline])) }
      return made
    }
  }

  // Anchors by axis: `horizontal` picks leading/trailing/width/centerX, else top/bottom/height/centerY.

  private func start(of item: LayoutAnchorProviding, _ horizontal: Bool) -> NSLayoutAnchor<AnyObject> {
    horizontal ? erase(item.leadingAnchor) : erase(item.topAnchor)
  }

  private func end(of item: LayoutAnchorProviding, _ horizontal: Bool) -> NSLayoutAnchor<AnyObject> {
    horizontal ? erase(item.trailingAnchor) : erase(item.bottomAnchor)
  }

  private func centre(of item: LayoutAnchorProviding, _ horizontal: Bool) -> NSLayoutAnchor<AnyObject> {
    horizontal ? erase(item.centerXAnchor) : erase(item.centerYAnchor)
  }

  private func length(of item: LayoutAnchorProviding, _ horizontal: Bool) -> NSLayoutDimension {
    horizontal ? item.widthAnchor : item.heightAnchor
  }

  /// The same attribute as an anchor of either axis: the stack relates only anchors of one axis,
  /// which the choice of `horizontal` guarantees.
  private func erase<T>(_ anchor: NSLayoutAnchor<T>) -> NSLayoutAnchor<AnyObject> {
    // The item is the stack, one of its arranged views or one of its guides: all alive.
    NSLayoutAnchor<AnyObject>(item: anchor.item ?? self, attribute: anchor.attribute)
  }
}
