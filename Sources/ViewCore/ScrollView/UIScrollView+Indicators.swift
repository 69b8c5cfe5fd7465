import Foundation

extension UIScrollView {
  /// Indicator thickness, inset from the edge, and minimum lengths, in points (iOS's look).
  static let indicatorThickness: CGFloat = 3
  static let indicatorEdgeInset: CGFloat = 3
  static let indicatorMinimumLength: CGFloat = 36
  static let indicatorMinimumRubberBandLength: CGFloat = 7

  /// Shows the indicators briefly, as after a scroll.
  public func flashScrollIndicators() {
    indicators.noteMovement(at: animationStartTime())
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
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    let showsBoth =
      showsVerticalScrollIndicator && showsHorizontalScrollIndicator
      && contentSize.height > bounds.height && contentSize.width > bounds.width
    var vertical: CGRect?
    if showsVerticalScrollIndicator, contentSize.height > 0, maximumContentOffset.y > minimumContentOffset.y {
      let insets = verticalScrollIndicatorInsets
      let trackStart = visible.minY + insets.top + UIScrollView.indicatorEdgeInset
      let trackEnd =
        visible.maxY - insets.bottom - UIScrollView.indicatorEdgeInset
        - (showsBoth ? UIScrollView.indicatorThickness + UIScrollView.indicatorEdgeInset : 0)
      let (start, length) = UIScrollView.indicatorSpan(
        track: trackEnd - trackStart, offset: contentOffset.y, minimum: minimumContentOffset.y,
        maximum: maximumContentOffset.y, visible: bounds.height,
        content: contentSize.height + contentInset.top + contentInset.bottom)
      vertical = CGRect(
        x: visible.maxX - insets.right - UIScrollView.indicatorEdgeInset - UIScrollView.indicatorThickness,
        y: trackStart + start, width: UIScrollView.indicatorThickness, height: length)
    }
    var horizontal: CGRect?
    if showsHorizontalScrollIndicator, contentSize.width > 0, maximumContentOffset.x > minimumContentOffset.x {
      let insets = horizontalScrollIndicatorInsets
      let trackStart = visible.minX + insets.left + UIScrollView.indicatorEdgeInset
      let trackEnd =
        visible.maxX - insets.right - UIScrollView.indicatorEdgeInset
        - (showsBoth ? UIScrollView.indicatorThickness + UIScrollView.indicatorEdgeInset : 0)
      let (start, length) = UIScrollView.indicatorSpan(
        track: trackEnd - trackStart, offset: contentOffset.x, minimum: minimumContentOffset.x,
        maximum: maximumContentOffset.x, visible: bounds.width,
        content: contentSize.width + contentInset.left + contentInset.right)
      horizontal = CGRect(
        x: trackStart + start,
        y: visible.maxY - insets.bottom - UIScrollView.indicatorEdgeInset - UIScrollView.indicatorThickness,
        width: length, height: UIScrollView.indicatorThickness)
    }
    return (vertical, horizontal)
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
    let opacity = indicators.opacity(at: clock, held: phase != .idle)
    guard opacity > 0 else { return [] }
    let frames = indicatorFrames
    let color = indicatorColor.withAlphaComponent(indicatorColor.alpha * opacity)
    return [frames.vertical, frames.horizontal].compactMap { rect in
      rect.map { .fillRoundedRect($0, cornerRadius: UIScrollView.indicatorThickness / 2, color) }
    }
  }
}
