import Foundation

/// A deceleration rate: the fraction of velocity kept per millisecond (UIKit's
/// `UIScrollView.DecelerationRate`).
public struct DecelerationRate: Hashable, Sendable {
  /// The per-millisecond velocity factor, in (0, 1).
  public let rawValue: Double

  /// Velocity kept per millisecond at the normal rate: 0.998 (docs/physics.md §1.1).
  public static let normal = DecelerationRate(exactly: 0.998)

  /// Velocity kept per millisecond at the fast rate: 0.99 (docs/physics.md §1.1).
  public static let fast = DecelerationRate(exactly: 0.99)

  /// Raw values below this per-millisecond factor snap to `.fast`, others to `.normal` (docs/physics.md §1.1).
  public static let snapThreshold = 0.994

  /// Largest factor a retargeted flight may use, per millisecond: 0.999 (docs/physics.md §1.6).
  public static let maximumRawValue = 0.999

  /// A rate snapped like iOS 26's `setDecelerationRate:`: below 0.994 → `.fast`, else (NaN too) `.normal`.
  public init(rawValue: Double) {
    self = rawValue < DecelerationRate.snapThreshold ? .fast : .normal
  }

  /// A rate with exactly this per-millisecond factor, as UIKit uses when the delegate moves the target.
  ///
  /// The factor is clamped into [`Double.leastNormalMagnitude`, 0.999]; NaN becomes `.normal`. The
  /// lower bound is a choice of this project: a positive factor keeps its logarithm finite.
  public init(unsnappedRawValue: Double) {
    if unsnappedRawValue.isNaN {
      self = .normal
    } else {
      let clamped = min(max(unsnappedRawValue, .leastNormalMagnitude), DecelerationRate.maximumRawValue)
      self.init(exactly: clamped)
    }
  }

  private init(exactly rawValue: Double) {
    self.rawValue = rawValue
  }

  /// The natural logarithm of the per-millisecond factor (negative), in 1/ms.
  public var logarithm: Double { log(rawValue) }
}
