import Foundation

/// A row or column of views laid out by constraints it makes itself: `axis`, `distribution`
/// along it, `alignment` across it, `spacing` between (and `setCustomSpacing(_:after:)`). Hidden
/// arranged views take no space. Its constraints are remade whenever the arrangement changes
/// (UIStackView+Arrangement.swift).
open class UIStackView: UIView {
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// `setCustomSpacing` with this value goes back to `spacing`.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The standard spacing between siblings (8 pt).
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// The views the stack arranges, in order (each is also a subview).
  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
  open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
  open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
  open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
  /// Arranges within the layout margins rather than the bounds.
  open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
  /// Kept for source compatibility; spacing is measured between edges.
  open var isBaselineRelativeArrangement = false
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  var arrangement: [NSLayoutConstraint] = []
  var spacers: [UILayoutGuide] = []
  /// The spacers of the arrangement being replaced, taken again by the new one where it needs them.
  var reusableSpacers: [UILayoutGuide] = []
  var needsArrangement = true

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Adds `view` at the end of the arrangement (and as the last subview).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` at `index` of the arrangement; it becomes a subview if it is not one.
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementChanged()
  }

  /// Takes `view` out of the arrangement; it stays a subview (as on iOS: remove it from the
  /// superview too to make it disappear).
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementChanged()
  }

  /// The spacing after `arrangedSubview` instead of `spacing`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
    arrangementChanged()
  }

  /// The spacing after `arrangedSubview` (`spacingUseDefault` when it has none of its own).
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
  }

  open override func updateConstraints() {
    if needsArrangement { arrange() }
    super.updateConstraints()
  }
}
