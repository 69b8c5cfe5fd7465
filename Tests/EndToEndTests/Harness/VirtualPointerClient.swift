import DemoDriver
import Foundation

/// The project's `virtual-pointer` client (Tests/VirtualPointer) on a compositor: ONE virtual
/// pointer and keyboard for a whole test (a new device per gesture makes the seat lose its
/// pointer). Each command returns once the compositor has processed it (the client's "ok").
final class VirtualPointerClient {
  /// The client next to the built demo (SwiftPM builds both into one folder).
  static func path(besideDemo demo: String) -> String {
    URL(fileURLWithPath: demo).deletingLastPathComponent().appendingPathComponent("virtual-pointer").path
  }

  private let channel: LineProcess

  init(executable: String, environment changes: [String: String?]) throws {
    channel = try LineProcess(
      name: "virtual-pointer", executable: executable,
      arguments: ["\(HeadlessSway.outputSize.width)", "\(HeadlessSway.outputSize.height)"], environment: changes)
    let first = try channel.nextLine(timeout: 15)
    guard first == "ready" else { throw DemoProcess.Failure(description: "virtual-pointer: \(first)") }
  }

  /// Sends one command (see Tests/VirtualPointer/main.c) and waits until it has been delivered.
  func send(_ command: String, timeout: TimeInterval = 30) throws {
    try channel.send(command, timeout: timeout)
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
    channel.terminate()
  }
}
