import Foundation
import Synchronization

/// The one route for "this is wrong" messages — a refused update, a misuse UIKit would raise an
/// exception for, an image that cannot be read: one line each, `<area>: <message>`, on standard
/// error, or to the sink a test installs. The program carries on; the message says what it did
/// instead.
public enum Diagnostics {
  /// One message: who says it (a class or a subsystem: `UICollectionView`, `warning`) and what.
  public struct Message: Equatable, Sendable {
    public let area: String
    public let text: String

    /// The line as written: `<area>: <text>`.
    public var line: String { "\(area): \(text)" }
  }

  private struct State {
    var sink: (@Sendable (Message) -> Void)?
    var saidOnce: Set<String> = []
  }

  private static let state = Mutex(State())

  /// Reports `text` from `area`. With a `once` key, only the first message with that key is
  /// written (a check that runs every frame says its problem one time).
  public static func report(_ text: String, from area: String, once key: String? = nil) {
    let message = Message(area: area, text: text)
    let sink: (@Sendable (Message) -> Void)?? = state.withLock { state in
      if let key, !state.saidOnce.insert(area + "\u{0}" + key).inserted { return .none }
      return .some(state.sink)
    }
    guard case .some(let installed) = sink else { return }
    if let installed {
      installed(message)
    } else {
      FileHandle.standardError.write(Data((message.line + "\n").utf8))
    }
  }

  /// Sends every later message to `sink` instead of standard error (nil: back to standard
  /// error); returns the sink it replaces.
  @discardableResult
  public static func setSink(_ sink: (@Sendable (Message) -> Void)?) -> (@Sendable (Message) -> Void)? {
    state.withLock { state in
      let previous = state.sink
      state.sink = sink
      return previous
    }
  }
}
