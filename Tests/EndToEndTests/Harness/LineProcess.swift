import DemoDriver
import Foundation

/// A helper process the tests talk to in lines: commands on its standard input, one answer line
/// each on its standard output (the virtual pointer's and the test compositor's protocols). Lines
/// are awaited with poll(2) and a timeout, so a silent process fails the test instead of hanging it.
final class LineProcess {
  let name: String
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  /// Output read but not yet split into lines.
  private var pending = Data()

  /// `errorLog`: where its standard error goes (by default the test's own).
  init(
    name: String, executable: String, arguments: [String], environment changes: [String: String?],
    errorLog: URL? = nil
  ) throws {
    self.name = name
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in changes { environment[key] = value }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    if let errorLog {
      _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: errorLog)
    }
    try process.run()
  }

  var isRunning: Bool { process.isRunning }

  /// The process's next output line, waiting for it at most `timeout` seconds.
  func nextLine(timeout: TimeInterval) throws -> String {
    let deadline = Date(timeIntervalSinceNow: timeout)
    let descriptor = output.fileHandleForReading.fileDescriptor
    while !pending.contains(UInt8(ascii: "\n")) {
      let remaining = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      var buffer = [UInt8](repeating: 0, count: 4096)
      guard poll(&request, 1, remaining) > 0, case let count = read(descriptor, &buffer, buffer.count), count > 0
      else {
        throw DemoProcess.Failure(description: "\(name) said nothing within \(timeout) s")
      }
      pending.append(contentsOf: buffer[0..<count])
    }
    let newline = pending.firstIndex(of: UInt8(ascii: "\n")) ?? pending.endIndex
    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
    pending.removeSubrange(pending.startIndex...newline)
    return line
  }

  /// Sends `command` and waits for the answer `ok`; any other answer is thrown.
  func send(_ command: String, timeout: TimeInterval = 30) throws {
    input.fileHandleForWriting.write(Data((command + "\n").utf8))
    let answer = try nextLine(timeout: timeout)
    guard answer == "ok" else { throw DemoProcess.Failure(description: "\(name) '\(command)': \(answer)") }
  }

  /// Sends `command` and returns what follows `ok ` in its answer; any other answer is thrown.
  func ask(_ command: String, timeout: TimeInterval = 30) throws -> String {
    input.fileHandleForWriting.write(Data((command + "\n").utf8))
    let answer = try nextLine(timeout: timeout)
    guard answer.hasPrefix("ok ") else { throw DemoProcess.Failure(description: "\(name) '\(command)': \(answer)") }
    return String(answer.dropFirst(3))
  }

  func terminate() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
}
