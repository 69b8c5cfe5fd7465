import Foundation

/// What the left mouse button stands for while it is down, with positions in points.
enum MouseFingers: Equatable {
  case up
  /// One finger (id 0).
  case single(CGPoint)
  /// The two virtual pinch fingers (ids 0 and 1).
  case pair(CGPoint, CGPoint)
}
