import Foundation

/// The allowed content-offset range of one axis, in points (UIKit's minimum and maximum offset).
///
/// The maximum is never below the minimum, as in UIKit, so content shorter than the view pins to
/// the minimum. NaN limits become 0 (minimum) or the minimum (maximum); infinite or huge limits
/// are clamped to ±1e12 pt, which stands in for "unbounded" (a choice of this project, see
/// `PhysicsInput.maximumOffset`).
public struct OffsetLimits: Hashable, Sendable {
  /// The smallest resting offset, in points.
  public let minimum: Double

  /// The largest resting offset, in points; always ≥ `minimum`.
  public let maximum: Double

  /// Limits from a minimum and maximum offset in points (a maximum below the minimum is raised to it).
  public init(minimum: Double, maximum: Double) {
    let low = PhysicsInput.offset(minimum)
    let high = maximum.isNaN ? low : PhysicsInput.offset(maximum)
    self.minimum = low
    self.maximum = max(low, high)
  }

  /// Limits from a closed range of offsets in points.
  public init(_ range: ClosedRange<Double>) {
    self.init(minimum: range.lowerBound, maximum: range.upperBound)
  }

  /// Effectively unbounded limits (±1e12 pt).
  public static let unbounded = OffsetLimits(
    minimum: -PhysicsInput.maximumOffset, maximum: PhysicsInput.maximumOffset)

  /// Whether `offset` (points) lies within the limits, inclusive.
  public func contains(_ offset: Double) -> Bool {
    minimum <= offset && offset <= maximum
  }

  /// `offset` (points) clamped into the limits; NaN is treated as 0 before clamping.
  public func clamp(_ offset: Double) -> Double {
    let value = offset.isNaN ? 0 : offset
    return min(max(value, minimum), maximum)
  }

  /// Signed distance in points by which `offset` lies outside the limits (0 inside, negative below).
  public func overscroll(of offset: Double) -> Double {
    if offset < minimum { return offset - minimum }
    if offset > maximum { return offset - maximum }
    return 0
  }
}
