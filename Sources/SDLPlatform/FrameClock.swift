import CSDL2
import Foundation

/// The frame clock: seconds since SDL started, read from the performance counter.
///
/// It shares its zero with SDL's event timestamps (milliseconds since `SDL_Init`), so a touch
/// stamped at 1.250 s and a frame at 1.251 s are one millisecond apart.
public struct FrameClock: Sendable {
  private let read: @Sendable () -> TimeInterval

  /// A clock starting at SDL's current tick count; SDL must have been initialised.
  public init() {
    let startCounter = SDL_GetPerformanceCounter()
    let startSeconds = TimeInterval(SDL_GetTicks64()) / 1000
    let frequency = Double(max(1, SDL_GetPerformanceFrequency()))
    read = { startSeconds + Double(SDL_GetPerformanceCounter() &- startCounter) / frequency }
  }

  /// A clock that reads `source` instead (tests step time by hand).
  init(reading source: @escaping @Sendable () -> TimeInterval) {
    read = source
  }

  /// Seconds since SDL was initialised.
  public func now() -> TimeInterval {
    read()
  }
}
