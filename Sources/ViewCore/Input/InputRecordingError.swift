import Foundation

/// Why a recording could not be read: the 1-based line number (nil for file-level problems)
/// and what was expected there.
public struct InputRecordingError: Error, Equatable, CustomStringConvertible {
  public var line: Int?
  public var message: String

  public init(line: Int?, message: String) {
    self.line = line
    self.message = message
  }

  /// "line 3: expected a number for \"x\"".
  public var description: String {
    guard let line else { return message }
    return "line \(line): \(message)"
  }
}
