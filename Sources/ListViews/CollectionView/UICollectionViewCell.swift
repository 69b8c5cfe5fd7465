import Foundation
import ViewCore

/// A view a collection view reuses (UIKit's `UICollectionReusableView`): cells and supplementary
/// views leave the screen into a pool by `reuseIdentifier` and come back for other index paths.
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier it was registered and dequeued with.
  open internal(set) var reuseIdentifier: String?
  /// The `zIndex` of the attributes it shows (UICollectionView+ZOrder.swift).
  var appliedZIndex = 0

  public required override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called before the view is handed out again: reset what the last index path set.
  open func prepareForReuse() {}

  /// Takes the layout's attributes (the frame is set by the collection view).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like instead, asked when its layout gave it an estimated
  /// width or height: by default those given with the estimated dimensions fitted to the
  /// content — by Auto Layout (`systemLayoutSizeFitting` with the fixed dimension required) when
  /// the view holds constraints, else by `sizeThatFits`. Override to size the view yourself.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  { fittingAttributes(layoutAttributes) }

  /// The view whose constraints give the size when self-sizing (a cell's content view).
  var selfSizingRoot: UIView { self }
}

/// An item of a collection view (UIKit's `UICollectionViewCell`): content goes in `contentView`;
/// `selectedBackgroundView` shows while the cell is selected or highlighted.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Where the cell's content goes; it fills the cell.
  public let contentView = UIView()
  /// Behind the content.
  open var backgroundView: UIView? {
    didSet { replace(oldValue, with: backgroundView, at: 0) }
  }
  /// Behind the content while selected or highlighted.
  open var selectedBackgroundView: UIView? {
    didSet {
      replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      updateSelectionLook()
    }
  }
  open var isSelected = false {
    didSet {
      updateSelectionLook()
      if isSelected != oldValue { setNeedsUpdateConfiguration() }
    }
  }
  open var isHighlighted = false {
    didSet {
      updateSelectionLook()
      if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
    }
  }

  // MARK: Configurations (Lists/UICollectionViewCell+Configuration.swift)

  /// The content as a value: its view fills `contentView`; a new value of the same kind updates
  /// that view, another kind replaces it.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { applyContentConfiguration() }
  }
  /// The background as a value, shown behind the content and updated for the cell's state.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { applyBackgroundConfiguration() }
  }
  /// Whether the content configuration is updated for each new state (`updated(for:)`).
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration is updated for each new state (`updated(for:)`).
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the cell and its state after `updateConfiguration(using:)`.
  open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
  var configuredContentView: (UIView & UIContentView)?
  var backgroundConfigurationView: BackgroundConfigurationView?
  var needsConfigurationUpdate = true
  /// Set by the collection view: an outline row showing its children, a row swiped open.
  var outlineExpanded = false
  var swipedOpen = false

  /// The cell's state for its configurations: selected, highlighted, expanded, swiped. Override
  /// to add states of your own (`state[key] = value`) and call `super`.
  open var configurationState: UICellConfigurationState { standardConfigurationState() }

  /// Asks for `updateConfiguration(using:)` before the cell is next laid out.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the configurations for `state`: by default each configuration's `updated(for:)`
  /// (when updated automatically), then `configurationUpdateHandler`. Override to set the
  /// configurations yourself.
  open func updateConfiguration(using state: UICellConfigurationState) {
    standardUpdateConfiguration(using: state)
  }

  /// The size the configured content needs at `size.width` (else UIView's answer).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { configuredFittingSize(size) }

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    layOutConfiguredViews()
  }

  public required init(frame: CGRect = .zero) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
    isHighlighted = false
    setNeedsUpdateConfiguration()
  }

  /// The content view: its constraints size the cell (the cell itself holds the content view by
  /// its frame).
  override var selfSizingRoot: UIView { contentView }

  private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(new, at: index)
  }

  private func updateSelectionLook() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  /// Touches on the cell go to its collection view, which owns highlight and selection.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !collectionTouches(touches, phase: .began) { super.touchesBegan(touches, with: event) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !collectionTouches(touches, phase: .moved) { super.touchesMoved(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !collectionTouches(touches, phase: .ended) { super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !collectionTouches(touches, phase: .cancelled) { super.touchesCancelled(touches, with: event) }
  }

  private func collectionTouches(_ touches: Set<UITouch>, phase: UITouch.Phase) -> Bool {
    // The collection view, or the scroll view of its orthogonal section in between.
    let owner = (superview as? OrthogonalScrollView)?.collectionView ?? superview
    guard let collectionView = owner as? UICollectionView else { return false }
    let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
    collectionView.cellTouch(self, phase: phase, inside: inside)
    return true
  }
}
