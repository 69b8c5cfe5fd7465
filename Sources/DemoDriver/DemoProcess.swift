import Foundation

/// The built `scroll-demo`, launched as a child process with `--trace`: its standard output is
/// collected line by line (and decoded as trace records), its standard error kept for failure
/// messages. Waiting is always for a condition, with a timeout that only turns a hang into a
/// failure.
public final class DemoProcess: @unchecked Sendable {
  /// Why waiting for the app failed.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) { self.description = description }
  }

  public let process = Process()
  private let condition = NSCondition()
  private var records: [TraceRecord] = []
  private var otherLines: [String] = []
  private var pendingOutput = Data()
  private var errorOutput = Data()
  private var exited = false
  private var outputEnded = false
  private var errorsEnded = false
  /// The process has exited and both of its pipes are drained: nothing more can arrive.
  private var finished: Bool { exited && outputEnded && errorsEnded }

  /// Starts `executable` with `arguments` in `directory`, without `SDL_VIDEODRIVER` (so SDL uses
  /// the X display) and with `environment` changes applied (nil removes a variable).
  public init(
    executable: String, arguments: [String], directory: URL, environment changes: [String: String?] = [:]
  ) throws {
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_VIDEODRIVER"] = nil
    for (key, value) in changes { environment[key] = value }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    process.terminationHandler = { [weak self] _ in self?.noteExit() }
    try process.run()
    DemoProcess.read(output.fileHandleForReading) { [self] data in receiveOutput(data) }
    DemoProcess.read(errors.fileHandleForReading) { [self] data in receiveErrors(data) }
  }

  public var pid: Int32 { process.processIdentifier }

  /// A launcher let go of (a benchmark that threw, a test that failed early) leaves no demo behind.
  deinit {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date(timeIntervalSinceNow: 5)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// Reads `handle` on a thread of its own with blocking reads until end of file (passed on as
  /// empty data), so no output is lost however soon the process exits.
  private static func read(_ handle: FileHandle, to receive: @escaping @Sendable (Data) -> Void) {
    let thread = Thread {
      while true {
        let data = handle.availableData
        receive(data)
        if data.isEmpty { break }
      }
    }
    thread.start()
  }

  /// How many trace records have arrived so far: a mark to wait for records after it.
  public var recordCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return records.count
  }

  /// The trace records from index `start` on.
  public func records(from start: Int = 0) -> [TraceRecord] {
    condition.lock()
    defer { condition.unlock() }
    return Array(records[min(start, records.count)...])
  }

  /// Everything the app wrote on standard error so far.
  public var standardError: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: errorOutput, as: UTF8.self)
  }

  /// Standard output lines that were not trace records.
  public var untracedLines: [String] {
    condition.lock()
    defer { condition.unlock() }
    return otherLines
  }

  /// The first trace record at index `start` or later that satisfies `predicate`; waits for it
  /// until `timeout` and throws (with the app's recent output) if it does not come.
  @discardableResult
  public func waitForTrace(
    after start: Int = 0, timeout: TimeInterval = 15, where predicate: (TraceRecord) -> Bool
  ) throws -> TraceRecord {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    var checked = start
    while true {
      while checked < records.count {
        if predicate(records[checked]) { return records[checked] }
        checked += 1
      }
      if finished || !condition.wait(until: deadline) {
        if checked < records.count { continue }
        let recent = records.suffix(8).map(\.line).joined(separator: "\n")
        throw Failure(
          description:
            "no matching trace line within \(timeout) s (exited: \(exited)); last lines:\n\(recent)\n"
            + "stderr:\n\(String(decoding: errorOutput, as: UTF8.self))")
      }
    }
  }

  /// Waits until standard error holds `text` at least `count` times; throws on timeout.
  public func waitForStandardError(containing text: String, count: Int = 1, timeout: TimeInterval = 15) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while String(decoding: errorOutput, as: UTF8.self).components(separatedBy: text).count - 1 < count {
      if finished || !condition.wait(until: deadline) {
        throw Failure(
          description: "stderr did not show '\(text)' \(count) time(s) within \(timeout) s:\n"
            + String(decoding: errorOutput, as: UTF8.self))
      }
    }
  }

  /// Waits until the app exits by itself; returns its status, or nil on timeout.
  public func waitForExit(timeout: TimeInterval = 15) -> Int32? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    while !finished {
      if !condition.wait(until: deadline) { break }
    }
    let done = finished
    condition.unlock()
    guard done else { return nil }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Ends the app: SIGTERM (which SDL turns into a quit, so it exits through its normal path),
  /// then SIGKILL if it has not exited within `timeout`. Returns the exit status.
  @discardableResult
  public func terminate(timeout: TimeInterval = 10) -> Int32? {
    if process.isRunning { process.terminate() }
    if let status = waitForExit(timeout: timeout) { return status }
    kill(process.processIdentifier, SIGKILL)
    return waitForExit(timeout: timeout)
  }

  private func receiveOutput(_ data: Data) {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    if data.isEmpty { outputEnded = true }
    pendingOutput.append(data)
    while let newline = pendingOutput.firstIndex(of: UInt8(ascii: "\n")) {
      let line = String(decoding: pendingOutput[pendingOutput.startIndex..<newline], as: UTF8.self)
      pendingOutput.removeSubrange(pendingOutput.startIndex...newline)
      if let record = TraceRecord(line: line) { records.append(record) } else { otherLines.append(line) }
    }
  }

  private func receiveErrors(_ data: Data) {
    condition.lock()
    if data.isEmpty { errorsEnded = true }
    errorOutput.append(data)
    condition.broadcast()
    condition.unlock()
  }

  private func noteExit() {
    condition.lock()
    exited = true
    condition.broadcast()
    condition.unlock()
  }
}
