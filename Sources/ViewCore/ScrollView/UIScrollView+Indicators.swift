import Foundation

extension UIScrollView {
  /// Indicator thickness, inset from the edge, and minimum lengths, in points: a choice of this
  /// project, matched by eye to iOS's indicators (no public source gives them).
  static let indicatorThickness: CGFloat = 3
  static let indicatorEdgeInset: CGFloat = 3
  static let indicatorMinimumLength: CGFloat = 36
  static let indicatorMinimumRubberBandLength: CGFloat = 7

  /// `flashScrollIndicators()`'s work (the open method in the class body calls it).
  func flashIndicators() {
    indicators.noteMovement(at: now)
    window?.addAnimator(self)
    invalidateComposition()
  }

  var indicatorColor: UIColor {
    switch indicatorStyle {
    case .default: return UIColor(white: 0, alpha: 0.35)
    case .black: return UIColor(white: 0, alpha: 0.6)
    case .white: return UIColor(white: 1, alpha: 0.6)
    }
  }

  /// The indicator rects in bounds coordinates (nil where hidden or not scrollable).
  var indicatorFrames: (vertical: CGRect?, horizontal: CGRect?) {
    let showsBoth =
      showsVerticalScrollIndicator && showsHorizontalScrollIndicator
      && contentSize.height > bounds.height && contentSize.width > bounds.width
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    let content = CGSize(
      width: contentSize.width + contentInset.left + contentInset.right,
      height: contentSize.height + contentInset.top + contentInset.bottom)
    let vertical =
      showsVerticalScrollIndicator && contentSize.height > 0
      ? UIScrollView.verticalIndicator(
        visible: visible, insets: verticalScrollIndicatorInsets, offset: contentOffset.y,
        minimum: minimumContentOffset.y, maximum: maximumContentOffset.y, content: content.height,
        reservesCorner: showsBoth) : nil
    // The horizontal indicator is the vertical one computed on transposed geometry.
    let horizontal =
      showsHorizontalScrollIndicator && contentSize.width > 0
      ? UIScrollView.verticalIndicator(
        visible: visible.transposed, insets: horizontalScrollIndicatorInsets.transposed, offset: contentOffset.x,
        minimum: minimumContentOffset.x, maximum: maximumContentOffset.x, content: content.width,
        reservesCorner: showsBoth)?.transposed : nil
    return (vertical, horizontal)
  }

  /// A vertical indicator along the right edge of `visible` (bounds coordinates) inside `insets`,
  /// leaving the bottom-right corner to the other indicator when both show; nil when the content
  /// cannot move on this axis.
  static func verticalIndicator(
    visible: CGRect, insets: UIEdgeInsets, offset: CGFloat, minimum: CGFloat, maximum: CGFloat, content: CGFloat,
    reservesCorner: Bool
  ) -> CGRect? {
    guard maximum > minimum else { return nil }
    let trackStart = visible.minY + insets.top + indicatorEdgeInset
    let trackEnd =
      visible.maxY - insets.bottom - indicatorEdgeInset - (reservesCorner ? indicatorThickness + indicatorEdgeInset : 0)
    let (start, length) = indicatorSpan(
      track: trackEnd - trackStart, offset: offset, minimum: minimum, maximum: maximum, visible: visible.height,
      content: content)
    return CGRect(
      x: visible.maxX - insets.right - indicatorEdgeInset - indicatorThickness, y: trackStart + start,
      width: indicatorThickness, height: length)
  }

  /// Where along a track of `track` points an indicator starts and how long it is: its length is
  /// visible/content of the track, shrinking by the overscroll while rubber-banding.
  static func indicatorSpan(
    track: CGFloat, offset: CGFloat, minimum: CGFloat, maximum: CGFloat, visible: CGFloat, content: CGFloat
  ) -> (start: CGFloat, length: CGFloat) {
    guard track > 0, content > 0 else { return (0, 0) }
    var length = max(min(track * visible / content, track), min(indicatorMinimumLength, track))
    var overscroll: CGFloat = 0
    if offset < minimum { overscroll = minimum - offset } else if offset > maximum { overscroll = offset - maximum }
    length = max(length - overscroll, min(indicatorMinimumRubberBandLength, track))
    let range = maximum - minimum
    let fraction = range > 0 ? min(max((offset - minimum) / range, 0), 1) : 0
    return (fraction * (track - length), length)
  }

  func indicatorDrawing() -> [DrawCommand] {
    let opacity = indicators.opacity(at: now, held: !activity.isIdle)
    guard opacity > 0 else { return [] }
    let frames = indicatorFrames
    let color = indicatorColor.withAlphaComponent(indicatorColor.alpha * opacity)
    return [frames.vertical, frames.horizontal].compactMap { rect in
      rect.map { .fillRoundedRect($0, cornerRadius: UIScrollView.indicatorThickness / 2, color) }
    }
  }
}

extension CGRect {
  /// The rect with x and y swapped (and width and height).
  fileprivate var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}

extension UIEdgeInsets {
  /// The insets with the axes swapped: top ↔ left, bottom ↔ right.
  fileprivate var transposed: UIEdgeInsets { UIEdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}
