import Foundation

/// Constants of wheel routing.
public enum WheelRouting {
  /// A wheel event within this many seconds of the previous one continues its stream and goes
  /// to the same view. A choice of this project, close to the gap between a trackpad's events
  /// at the end of a slow scroll.
  public static let latchInterval: TimeInterval = 0.3
}
