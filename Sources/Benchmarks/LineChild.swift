import Foundation

/// A child process spoken to by lines: commands written to its standard input, its standard
/// output read line by line (the test compositor, the GTK peer of the pacing benchmark).
nonisolated final class LineChild: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let condition = NSCondition()
  private var lines: [String] = []
  private var pending = Data()
  /// The last lines taken, for a timeout's message.
  private var recent: [String] = []

  /// Starts `executable` with `arguments` and `environment` changes (nil removes a variable).
  init(executable: String, arguments: [String], environment changes: [String: String?]) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in changes { environment[key] = value }
    process.environment = environment
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Read by blocking reads on a thread of its own until the child's end closes, not through
    // `readabilityHandler`: swift-corelibs-foundation's dispatch source behind it can race its
    // own teardown with the pipe's (a benchmark run died in libdispatch's event loop as a child
    // was terminated). The thread keeps the reading handle, so its descriptor stays open until
    // it has read the end.
    let reading = output.fileHandleForReading
    let reader = Thread { [weak self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(reading.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        self?.receive(Data(buffer[0..<count]))
      }
    }
    reader.name = "LineChild reader"
    reader.start()
  }

  var pid: Int32 { process.processIdentifier }

  /// Writes one line to the child's standard input.
  func write(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// The next line not yet taken; throws after `timeout` seconds or when the child has exited.
  func nextLine(timeout: TimeInterval) throws -> String {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while lines.isEmpty {
      guard process.isRunning, condition.wait(until: deadline) else {
        let name = process.executableURL?.lastPathComponent ?? "child"
        throw BenchmarkError.setup(
          "\(name) said nothing within \(Int(timeout.rounded())) s; its last lines: " + recent.joined(separator: " | "))
      }
    }
    let line = lines.removeFirst()
    recent = Array((recent + [line]).suffix(6))
    return line
  }

  /// Lines up to and including the first that satisfies `predicate`.
  func lines(until predicate: (String) -> Bool, timeout: TimeInterval) throws -> [String] {
    let deadline = Date(timeIntervalSinceNow: timeout)
    var taken: [String] = []
    while true {
      let line = try nextLine(timeout: max(0.001, deadline.timeIntervalSinceNow))
      taken.append(line)
      if predicate(line) { return taken }
    }
  }

  func terminate() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  private func receive(_ data: Data) {
    condition.lock()
    pending.append(data)
    while let newline = pending.firstIndex(of: 0x0A) {
      lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
      pending.removeSubrange(pending.startIndex...newline)
    }
    condition.broadcast()
    condition.unlock()
  }
}
