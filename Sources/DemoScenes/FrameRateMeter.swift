import Foundation

/// The HUD's frame time: an average over the frames of the latest motion. Only the interval
/// between two frames drawn while something animated counts, so at rest the figure stays that of
/// the last motion instead of measuring the idle loop's wake-ups.
public struct FrameRateMeter {
  /// The smoothed interval between animation frames, in seconds (60 Hz until measured).
  public private(set) var frameTime: TimeInterval = 1.0 / 60
  private var lastTime: TimeInterval?
  private var lastWasAnimating = false

  public init() {}

  /// Frames per second for `frameTime`.
  public var framesPerSecond: Double { 1 / max(frameTime, 0.001) }

  /// Notes a frame drawn at `time` (s); `animating`: something moved and asked for the next one.
  public mutating func frameDrawn(at time: TimeInterval, animating: Bool) {
    if let lastTime, time > lastTime, lastWasAnimating {
      // An exponential average over about ten frames (a choice of this project: steady to read,
      // quick to follow a change of pace).
      frameTime = frameTime * 0.9 + (time - lastTime) * 0.1
    }
    lastTime = time
    lastWasAnimating = animating
  }
}
