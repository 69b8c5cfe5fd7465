import Foundation

extension UIView {
  /// "No intrinsic size on this axis" (`intrinsicContentSize` returns it for a view without one).
  public static let noIntrinsicMetric: CGFloat = -1
  /// `systemLayoutSizeFitting` targets: as small as the constraints allow, or as large.
  public static let layoutFittingCompressedSize = CGSize.zero
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// True (the default): the view's frame, as set in code, is what constraints see of it, and
  /// constraints never move it. False: constraints set its frame.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout.translatesAutoresizingMaskIntoConstraints }
    set {
      guard newValue != autoLayout.translatesAutoresizingMaskIntoConstraints else { return }
      autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
      AutoLayoutEngine.structureChanged(at: self)
      layoutInputsChanged()
    }
  }

  /// The active constraints this view holds.
  public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

  /// Activates `constraint` (iOS adds it to this view; here it goes to its items' nearest common
  /// ancestor, which is this view when the constraint is well formed).
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

  /// The layout guides added to this view.
  public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    autoLayout.guides.append(guide)
  }

  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    for constraint in AutoLayoutEngine.constraints(in: rootView) where constraint.names(guide) {
      constraint.isActive = false
    }
    autoLayout.guides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The part of the view its safe area leaves (`safeAreaInsets` inside the bounds).
  public var safeAreaLayoutGuide: UILayoutGuide {
    providedGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// The view's bounds less its layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    providedGuide(\.marginsGuide, .margins, "UIViewLayoutMarginsGuide")
  }

  /// The view's margins narrowed to a width text reads well at (`readableContentWidth`), centred
  /// in them; as wide as the margins when they are narrower.
  public var readableContentGuide: UILayoutGuide {
    providedGuide(\.readableGuide, .readableContent, "UIViewReadableContentGuide")
  }

  /// One of the guides the view provides, made on first use.
  func providedGuide(
    _ slot: WritableKeyPath<AutoLayoutState, UILayoutGuide?>, _ kind: UILayoutGuide.Kind, _ identifier: String
  ) -> UILayoutGuide {
    if let guide = autoLayout[keyPath: slot] { return guide }
    let guide = UILayoutGuide(kind: kind, owner: self, identifier: identifier)
    autoLayout[keyPath: slot] = guide
    return guide
  }

  /// The margins (8 pt on each side by default) that `layoutMarginsGuide` and the margin
  /// attributes keep content from the edges.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { autoLayout.margins }
    set {
      guard newValue != autoLayout.margins else { return }
      autoLayout.margins = newValue
      layoutInputsChanged()
    }
  }

  /// `directionalLayoutMargins` by left and right (left-to-right layout).
  public var layoutMargins: UIEdgeInsets {
    get {
      let margins = autoLayout.margins
      return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    }
    set {
      directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
    }
  }

  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
  }

  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
    layoutInputsChanged()
  }

  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? autoLayout.compressionResistance.horizontal : autoLayout.compressionResistance.vertical
  }

  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      autoLayout.compressionResistance.horizontal = priority
    } else {
      autoLayout.compressionResistance.vertical = priority
    }
    layoutInputsChanged()
  }

  /// The intrinsic size changed (new text, a new image): constraints see it at the next layout.
  public func invalidateIntrinsicContentSize() { layoutInputsChanged() }

  /// Asks for `updateConstraints()` before the next layout.
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    AutoLayoutEngine.forEachEngine(above: self) { engine in engine.needsConstraintUpdates = true }
    layoutInputsChanged()
  }

  public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

  /// Runs `updateConstraints()` on this view and its subviews that asked for it (subviews first).
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    if autoLayout.needsUpdateConstraints { updateConstraints() }
  }

  /// The size of this view that its constraints give with its width and height as close to
  /// `targetSize` as they allow (`layoutFittingCompressedSize`: as small as they allow).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// As `systemLayoutSizeFitting(_:)`, holding each dimension at its target with the given
  /// priority (`.required` fixes it, as a self-sizing cell fixes its width).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    AutoLayoutEngine.fittingSize(of: self, target: targetSize, priorities: (horizontal, vertical))
  }

  /// The topmost ancestor (the view itself when it has no superview).
  var rootView: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// Something a constraint depends on changed: a layout pass is asked for (and with it the
  /// engine compares its definitions' inputs again).
  func layoutInputsChanged() {
    (superview ?? self).setNeedsLayout()
  }

  /// How constraints and messages name the view.
  var layoutName: String {
    let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
    if let identifier = accessibilityIdentifier { return "\(type(of: self))(\(identifier))" }
    return "\(type(of: self)):0x\(address)"
  }
}
