import CSDL2
import Foundation

/// The frame clock: seconds since SDL started, read from the performance counter.
///
/// It shares its zero with SDL's event timestamps (milliseconds since `SDL_Init`), so a touch
/// stamped at 1.250 s and a frame at 1.251 s are one millisecond apart.
public struct FrameClock: Sendable {
  private let startCounter: UInt64
  private let startSeconds: TimeInterval
  private let frequency: Double

  /// A clock starting at SDL's current tick count; SDL must have been initialised.
  public init() {
    startCounter = SDL_GetPerformanceCounter()
    startSeconds = TimeInterval(SDL_GetTicks64()) / 1000
    frequency = Double(max(1, SDL_GetPerformanceFrequency()))
  }

  /// Seconds since SDL was initialised.
  public func now() -> TimeInterval {
    let elapsed = SDL_GetPerformanceCounter() &- startCounter
    return startSeconds + Double(elapsed) / frequency
  }
}
