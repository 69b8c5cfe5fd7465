import Foundation

extension UIScrollView {
  /// The indicator rects in bounds coordinates (nil where hidden or not scrollable).
  var indicatorFrames: (vertical: CGRect?, horizontal: CGRect?) {
    let showsBoth =
      showsVerticalScrollIndicator && showsHorizontalScrollIndicator
      && contentSize.height > bounds.height && contentSize.width > bounds.width
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    let g = engineGeometry()
    let (minimum, maximum) = (g.minimumOffset, g.maximumOffset)
    let content = CGSize(
      width: contentSize.width + contentInset.left + contentInset.right,
      height: contentSize.height + contentInset.top + contentInset.bottom)
    let vertical =
      showsVerticalScrollIndicator && contentSize.height > 0
      ? ScrollIndicatorState.verticalIndicator(
        visible: visible, insets: verticalScrollIndicatorInsets, offset: contentOffset.y,
        minimum: minimum.y, maximum: maximum.y, content: content.height,
        reservesCorner: showsBoth) : nil
    // The horizontal indicator is the vertical one computed on transposed geometry.
    let horizontal =
      showsHorizontalScrollIndicator && contentSize.width > 0
      ? ScrollIndicatorState.verticalIndicator(
        visible: visible.transposed, insets: horizontalScrollIndicatorInsets.transposed, offset: contentOffset.x,
        minimum: minimum.x, maximum: maximum.x, content: content.width,
        reservesCorner: showsBoth)?.transposed : nil
    return (vertical, horizontal)
  }

  func indicatorDrawing() -> [DrawCommand] {
    let opacity = indicators.opacity(at: now, held: !activity.isIdle)
    guard opacity > 0 else { return [] }
    let frames = indicatorFrames
    let color = indicatorStyle.color.withAlphaComponent(indicatorStyle.color.alpha * opacity)
    return [frames.vertical, frames.horizontal].compactMap { rect in
      rect.map { .fillRoundedRect($0, cornerRadius: ScrollIndicatorState.thickness / 2, color) }
    }
  }
}
