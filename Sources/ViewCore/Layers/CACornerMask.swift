import Foundation

/// Which corners a layer's `cornerRadius` rounds (Core Animation's `CACornerMask`): the corners
/// at the minimum or maximum x and y of its bounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
  static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

extension CACornerMask {
  /// The rounded rectangle to draw, clipped to `bounds`, so that only these corners show rounded:
  /// each side whose two corners are both square is pushed out by `radius`, taking its corners
  /// outside the clip. Two diagonal corners alone leave no side to push and draw all four rounded
  /// (a limit of this project's renderer, which rounds all corners of a shape or none).
  package func roundedShape(for bounds: CGRect, radius: CGFloat) -> CGRect {
    var shape = bounds
    if isDisjoint(with: [.layerMinXMinYCorner, .layerMaxXMinYCorner]) {
      shape.origin.y -= radius
      shape.size.height += radius
    }
    if isDisjoint(with: [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) { shape.size.height += radius }
    if isDisjoint(with: [.layerMinXMinYCorner, .layerMinXMaxYCorner]) {
      shape.origin.x -= radius
      shape.size.width += radius
    }
    if isDisjoint(with: [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]) { shape.size.width += radius }
    return shape
  }
}
