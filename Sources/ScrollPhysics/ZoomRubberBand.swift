import Foundation

/// UIKit's rubber band for pinching past the zoom limits (`bouncesZoom`, docs/physics.md §6.1).
///
/// Above the maximum the displayed scale is `max·(2 − max/s)` (approaching 2·max); below the
/// minimum it is `min/(2 − s/min)` (approaching min/2). Scales are unitless factors. A NaN scale
/// is treated as the minimum and negative scales as 0; limits that are not positive and finite
/// pass a finite scale through (others become 1), and a maximum below the minimum is raised to it.
public enum ZoomRubberBand {
  /// Displayed zoom scale for a raw pinch scale.
  public static func displayedScale(forScale scale: Double, minimum: Double, maximum: Double) -> Double {
    guard let (low, high) = limits(minimum, maximum) else { return scale.isFinite ? scale : 1 }
    let raw = scale.isNaN ? low : max(scale, 0)
    if raw > high { return high * (2 - high / raw) }
    if raw < low { return low / (2 - raw / low) }
    return raw
  }

  /// Raw pinch scale that displays as `displayed` (the inverse mapping).
  ///
  /// Values at or beyond the asymptotes (2·max, min/2) are treated as just inside them, so the
  /// result stays finite and positive.
  public static func scale(forDisplayedScale displayed: Double, minimum: Double, maximum: Double) -> Double {
    guard let (low, high) = limits(minimum, maximum) else { return displayed.isFinite ? displayed : 1 }
    let shown = displayed.isNaN ? low : displayed
    if shown > high { return high / (2 - min(shown, (2 * high).nextDown) / high) }
    if shown < low { return low * (2 - low / max(shown, (low / 2).nextUp)) }
    return shown
  }

  private static func limits(_ minimum: Double, _ maximum: Double) -> (Double, Double)? {
    guard minimum > 0, minimum.isFinite, maximum.isFinite else { return nil }
    return (minimum, max(minimum, maximum))
  }
}
