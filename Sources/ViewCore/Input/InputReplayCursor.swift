import Foundation

/// Plays a recording back against a stepped clock: each frame takes the events that are due by
/// its time and hands them to `UIWindow.handle(_:)` in one call (so same-instant touches stay
/// together), then advances the window to that time.
public struct InputReplayCursor {
  public let recording: InputRecording
  /// The index of the next event to play.
  public private(set) var position = 0

  public init(_ recording: InputRecording) {
    self.recording = recording
  }

  /// True once every event has been played.
  public var isFinished: Bool { position >= recording.events.count }

  /// The time (seconds) of the next event, or nil at the end.
  public var nextTime: TimeInterval? {
    isFinished ? nil : recording.events[position].timestamp
  }

  /// The events with timestamps up to and including `time` (seconds) not yet played.
  public mutating func events(upTo time: TimeInterval) -> [InputEvent] {
    let start = position
    while position < recording.events.count, recording.events[position].timestamp <= time {
      position += 1
    }
    return Array(recording.events[start..<position])
  }
}
