import Foundation

/// Another X client that opens and closes connections in a tight loop (`xdotool
/// getmouselocation`, one connection each) until it is stopped, counting those the server
/// refused. Two of them make Xvfb reset whenever both happen to be gone at once, which drops any
/// connection arriving in that moment: the condition under which the demo used to fail to start.
final class ConnectionHammer {
  /// What the loop saw: connections made and connections the server refused.
  struct Counts {
    var connected: Int
    var refused: Int
  }

  /// The loop; stops at the next turn once `stopFile` exists and prints its counts.
  static let script = """
    connected=0; refused=0
    while [ ! -e "$1" ]; do
      if "$2" getmouselocation >/dev/null 2>&1; then connected=$((connected + 1)); else refused=$((refused + 1)); fi
    done
    echo "$connected $refused"
    """

  private let process = Process()
  private let output = Pipe()
  private let exited = DispatchSemaphore(value: 0)
  private let stopFile: String
  /// Set once stopped: the counts, or nil inside when there were none.
  private var counts: Counts??

  /// Starts the loop; it runs until `stop()` creates `stopFile`.
  init(stopFile: String) throws {
    self.stopFile = stopFile
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", Self.script, "hammer", stopFile, XDoTool.path]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    process.terminationHandler = { [exited] _ in exited.signal() }
    try process.run()
  }

  /// Stops the loop (it finishes the connection in hand) and returns its counts; nil when it had
  /// to be killed after `timeout` seconds. Later calls return the same.
  @discardableResult
  func stop(timeout: TimeInterval = 10) -> Counts? {
    if let counts { return counts }
    _ = FileManager.default.createFile(atPath: stopFile, contents: nil)
    guard exited.wait(timeout: .now() + timeout) == .success else {
      process.terminate()
      exited.wait()
      counts = .some(nil)
      return nil
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    counts = numbers.count == 2 ? Counts(connected: numbers[0], refused: numbers[1]) : .some(nil)
    return counts ?? nil
  }
}
