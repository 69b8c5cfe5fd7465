import Foundation

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
  open var isSelected = false { didSet { updateSelectionLook() } }
  open var isHighlighted = false { didSet { updateSelectionLook() } }

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
