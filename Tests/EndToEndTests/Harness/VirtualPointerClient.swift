import Foundation

/// The project's `virtual-pointer` client (Tests/VirtualPointer) on a compositor: ONE virtual
/// pointer and keyboard for a whole test (a new device per gesture makes the seat lose its
/// pointer). Each command returns once the compositor has processed it (the client's "ok").
final class VirtualPointerClient {
  /// The client next to the built demo (SwiftPM builds both into one folder).
  static func path(besideDemo demo: String) -> String {
    URL(fileURLWithPath: demo).deletingLastPathComponent().appendingPathComponent("virtual-pointer").path
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  /// Output read but not yet split into lines.
  private var pending = Data()

  init(executable: String, environment changes: [String: String?]) throws {
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in changes { environment[key] = value }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["\(HeadlessSway.outputSize.width)", "\(HeadlessSway.outputSize.height)"]
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    try expectLine("ready", timeout: 15)
  }

  /// Reads the client's next output line (waiting for it with poll(2), at most `timeout` s) and
  /// checks that it is `expected`.
  private func expectLine(_ expected: String, timeout: TimeInterval) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    let descriptor = output.fileHandleForReading.fileDescriptor
    while !pending.contains(UInt8(ascii: "\n")) {
      let remaining = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      var buffer = [UInt8](repeating: 0, count: 4096)
      guard poll(&request, 1, remaining) > 0, case let count = read(descriptor, &buffer, buffer.count), count > 0
      else {
        throw DemoProcess.Failure(description: "virtual-pointer did not answer '\(expected)' within \(timeout) s")
      }
      pending.append(contentsOf: buffer[0..<count])
    }
    let newline = pending.firstIndex(of: UInt8(ascii: "\n")) ?? pending.endIndex
    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
    pending.removeSubrange(pending.startIndex...newline)
    guard line == expected else { throw DemoProcess.Failure(description: "virtual-pointer: \(line)") }
  }

  /// Sends one command (see Tests/VirtualPointer/main.c) and waits until it has been delivered.
  func send(_ command: String, timeout: TimeInterval = 30) throws {
    input.fileHandleForWriting.write(Data((command + "\n").utf8))
    try expectLine("ok", timeout: timeout)
  }

  func move(to x: Int, _ y: Int) throws { try send("move \(x) \(y)") }

  /// `count` two-finger scroll events of `pixels` each (positive reveals content further down),
  /// `interval` ms apart, then the fingers lift (`axis_stop`, as libinput sends it) unless
  /// `lifts` is false.
  func fingerStream(count: Int, pixels: Double, interval: Int, lifts: Bool = true) throws {
    try send("stream \(count) \(pixels) \(interval)")
    if lifts { try send("stop") }
  }

  func terminate() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
}
