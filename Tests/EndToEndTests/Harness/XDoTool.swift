import Foundation

/// Real X input for the demo's window through `xdotool`. Coordinates are window points (the
/// window is unscaled under Xvfb). A gesture is one `xdotool` command chain, so its own pacing
/// (`sleep` between moves) is exact and nothing else runs in between.
struct XDoTool {
  /// Why an `xdotool` run failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A point in the window, in points.
  struct Point {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
      self.x = x
      self.y = y
    }
  }

  static let path = "/usr/bin/xdotool"
  /// The demo window's X id.
  let window: String

  /// The window of process `pid` whose title contains `title` (the demo's starts "Scroll Demo"),
  /// waiting until it exists.
  static func findWindow(pid: Int32, title: String = "Scroll Demo", timeout: TimeInterval = 20) throws -> XDoTool {
    let output = try run(
      ["search", "--sync", "--all", "--onlyvisible", "--pid", String(pid), "--name", title],
      timeout: timeout)
    guard let id = output.split(whereSeparator: \.isNewline).last.map(String.init), !id.isEmpty else {
      throw Failure(description: "xdotool found no window for pid \(pid)")
    }
    return XDoTool(window: id)
  }

  /// Runs `xdotool arguments`; throws if it fails or outlives `timeout`. Returns its output.
  @discardableResult
  static func run(_ arguments: [String], timeout: TimeInterval = 20) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    if done.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      process.waitUntilExit()
      throw Failure(description: "xdotool \(arguments.joined(separator: " ")) did not finish in \(timeout) s")
    }
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "xdotool \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
          + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: outputData, as: UTF8.self)
  }

  /// Runs a command chain for this window.
  func run(_ arguments: [String]) throws {
    try XDoTool.run(arguments)
  }

  /// The chain that moves the pointer to `point` in the window.
  func moveArguments(_ point: Point) -> [String] {
    ["mousemove", "--window", window, String(Int(point.x.rounded())), String(Int(point.y.rounded()))]
  }

  /// Gives the window the keyboard focus (there is no window manager under Xvfb to do it).
  func focus() throws {
    try run(["windowfocus", "--sync", window])
  }

  func move(to point: Point) throws {
    try run(moveArguments(point))
  }

  /// Presses at `from` (unless the button is already `pressed` there), moves in `steps` equal
  /// steps `stepDelay` seconds apart to `to`, waits `holdBeforeRelease` seconds there, and
  /// releases. `modifier` (e.g. "alt") is held throughout.
  func drag(
    from: Point, to: Point, steps: Int, stepDelay: Double, holdBeforeRelease: Double = 0,
    modifier: String? = nil, pressed: Bool = false
  ) throws {
    var chain: [String] = []
    if !pressed { chain += moveArguments(from) }
    if let modifier { chain += ["keydown", modifier] }
    if !pressed { chain += ["mousedown", "1"] }
    for step in 1...max(steps, 1) {
      let fraction = Double(step) / Double(max(steps, 1))
      chain += ["sleep", String(stepDelay)]
      chain += moveArguments(Point(from.x + (to.x - from.x) * fraction, from.y + (to.y - from.y) * fraction))
    }
    if holdBeforeRelease > 0 { chain += ["sleep", String(holdBeforeRelease)] }
    chain += ["mouseup", "1"]
    if let modifier { chain += ["keyup", modifier] }
    try run(chain)
  }

  /// A fast drag released while still moving: `steps` moves of `step` each, `stepDelay` apart.
  func flick(from: Point, by step: Point, steps: Int, stepDelay: Double) throws {
    let to = Point(from.x + step.x * Double(steps), from.y + step.y * Double(steps))
    try drag(from: from, to: to, steps: steps, stepDelay: stepDelay)
  }

  /// An Alt-drag: a pinch about the press point (100 pt to the right doubles the scale).
  func altDrag(from: Point, to: Point, steps: Int, stepDelay: Double) throws {
    try drag(from: from, to: to, steps: steps, stepDelay: stepDelay, modifier: "alt")
  }

  func click(at point: Point) throws {
    try run(moveArguments(point) + ["click", "1"])
  }

  /// A click of the right button (X button 3): a context menu.
  func rightClick(at point: Point) throws {
    try run(moveArguments(point) + ["click", "3"])
  }

  /// Two clicks in quick succession (a double tap).
  func doubleClick(at point: Point) throws {
    try run(moveArguments(point) + ["click", "--repeat", "2", "--delay", "80", "1"])
  }

  /// Presses and releases `name` (an X key name such as "Right", "Home", "Escape", "F12").
  func key(_ name: String) throws {
    try run(["key", name])
  }

  /// One wheel notch at `point`, up (button 4) or down (button 5), with `modifier` held.
  func wheel(up: Bool, at point: Point, modifier: String? = nil) throws {
    var chain = moveArguments(point)
    if let modifier { chain += ["keydown", modifier] }
    chain += ["click", up ? "4" : "5"]
    if let modifier { chain += ["keyup", modifier] }
    try run(chain)
  }
}
