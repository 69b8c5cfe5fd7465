import Foundation

/// UIKit's pixel rounding of the projected target offset (docs/physics.md §10).
public enum PixelRounding {
  /// `offset` in points rounded to the nearest 1/`scale` point (scale 1: nearest point).
  ///
  /// A scale that is NaN, infinite or nearly zero leaves the offset unchanged; NaN offsets become 0.
  public static func round(_ offset: Double, scale: Double) -> Double {
    let value = PhysicsInput.offset(offset)
    guard scale.isFinite, abs(scale) > .ulpOfOne else { return value }
    if scale == 1 { return value.rounded() }
    let whole = value.rounded(.down)
    return whole + ((value - whole) * scale).rounded() / scale
  }
}
