import Foundation

/// UIKit's choice of page at touch-up when paging is enabled (docs/physics.md §5.1).
///
/// Offsets, page sizes and spacing are in points; velocities in points per second. Pages start at
/// `origin` and repeat every `pageSize + spacing` points. Results are clamped into the limits.
/// NaN offsets count as 0, non-finite velocities as 0, and a non-positive or non-finite stride
/// returns the offset clamped into the limits.
public enum PageTarget {
  /// Speed above which a release goes to the next page in its direction: 300 pt/s (docs/physics.md §5.1).
  public static let flickSpeed = 300.0

  /// Target offset for a release at `offset` with raw last velocity `velocity` (before the docs/physics.md §8.2 blend).
  ///
  /// Above +300 pt/s the next page (`ceil`), below −300 pt/s the previous (`floor`); otherwise the
  /// nearest (`floor(x/stride + 0.5)`), except at or past the last page boundary (`offset ≥ max`),
  /// where it rounds up. An offset already on a page boundary stays there (clamped).
  public static func offset(
    for offset: Double, velocity: Double, pageSize: Double, limits: OffsetLimits,
    origin: Double = 0, spacing: Double = 0
  ) -> Double {
    let position = PhysicsInput.offset(offset)
    let stride = pageSize + spacing
    let start = PhysicsInput.offset(origin)
    guard stride > 0, stride.isFinite else { return limits.clamp(position) }
    let relative = (position - start) / stride
    let speed = PhysicsInput.velocity(velocity)
    guard (position - start).truncatingRemainder(dividingBy: stride) != 0 else {
      return limits.clamp(position)
    }
    let page: Double
    if speed > flickSpeed {
      page = relative.rounded(.up)
    } else if speed < -flickSpeed {
      page = relative.rounded(.down)
    } else if position >= limits.maximum {
      page = relative.rounded(.up)
    } else {
      page = (relative + 0.5).rounded(.down)
    }
    return limits.clamp(start + stride * page)
  }

  /// New target when the user flicks again during a snap: one more stride past `currentTarget`.
  ///
  /// A flick above 300 pt/s moves the target one stride in its direction (clamped into the
  /// limits); a slower release keeps `currentTarget`.
  public static func advancing(
    from currentTarget: Double, velocity: Double, pageSize: Double, limits: OffsetLimits,
    spacing: Double = 0
  ) -> Double {
    let target = PhysicsInput.offset(currentTarget)
    let stride = pageSize + spacing
    let speed = PhysicsInput.velocity(velocity)
    guard stride > 0, stride.isFinite, abs(speed) > flickSpeed else { return limits.clamp(target) }
    return limits.clamp(target + (speed > 0 ? stride : -stride))
  }
}
