import Foundation
import ViewCore

extension UICollectionReusableView {
  /// `attributes` with the dimensions they ask the view to size along replaced by what its
  /// content needs; unchanged when they ask for none.
  func fittingAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    let axes = attributes.selfSizingAxes
    guard !axes.isEmpty else { return attributes }
    let fitted = attributes.copy()
    fitted.size = fittingSize(for: attributes.size, sizingAlong: axes)
    return fitted
  }

  /// The size the content needs with the dimensions not in `axes` held at `proposed`'s: Auto
  /// Layout's answer when constraints are in the view (those dimensions required, the others as
  /// small as the constraints allow), else `sizeThatFits` given the fixed dimensions.
  func fittingSize(for proposed: CGSize, sizingAlong axes: SelfSizingAxes) -> CGSize {
    var size: CGSize
    if AutoLayoutEngine.constraints(in: self).isEmpty {
      size = sizeThatFits(
        CGSize(
          width: axes.contains(.width) ? .greatestFiniteMagnitude : proposed.width,
          height: axes.contains(.height) ? .greatestFiniteMagnitude : proposed.height))
    } else {
      size = selfSizingRoot.systemLayoutSizeFitting(
        proposed, withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
        verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
    }
    if !axes.contains(.width) { size.width = proposed.width }
    if !axes.contains(.height) { size.height = proposed.height }
    return CGSize(width: size.width.finiteNonNegative, height: size.height.finiteNonNegative)
  }
}
