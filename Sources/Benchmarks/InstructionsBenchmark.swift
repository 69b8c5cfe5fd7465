import Foundation

/// Benchmark 1 in instruction counts, for when the wall clock is too noisy (shared CI machines).
///
/// Each size runs in its own process under `valgrind --tool=callgrind --collect-atstart=no
/// --toggle-collect=*benchmarkComposeFrame*`: callgrind counts instructions (Ir) only inside the
/// measured frame function, so building 100,000 views and the warm-up frames cost nothing and no
/// set-up run has to be subtracted. Instruction counts are deterministic (hashing is made
/// deterministic too), so one run per size suffices. The figure is Ir per frame at 100,000 rows
/// over Ir per frame at 100 (goal ≤ 1.3).
enum InstructionsBenchmark {
  static let goal = 1.3

  static func run(quick: Bool, explicit: Bool) throws -> BenchmarkOutcome {
    guard let valgrind = ProcessProbe.executable(named: "valgrind") else {
      let message = "valgrind is not installed (apt-get install valgrind)"
      throw explicit ? BenchmarkError.setup(message) : BenchmarkError.skipped(message)
    }
    let sizes = quick ? [100, 100_000] : CompositionBenchmark.sizes
    let frames = quick ? 10 : 200
    var outcome = BenchmarkOutcome()
    var perFrame: [Int: Double] = [:]
    for size in sizes {
      let start = ProcessProbe.now()
      let total = try instructions(valgrind: valgrind, views: size, frames: frames)
      perFrame[size] = Double(total) / Double(frames)
      outcome.note(
        "\(Format.count(size)) rows: \(Format.count(total)) Ir in \(frames) frames = "
          + "\(Format.count(total / frames)) Ir per frame "
          + "(\(Format.fixed(ProcessProbe.now() - start, 1)) s under callgrind)"
      )
    }
    let base = perFrame[100]!
    outcome.note(
      "curve, instructions relative to 100 rows: "
        + sizes.map { "\(Format.count($0)): \(Format.fixed(perFrame[$0]! / base, 2))" }.joined(separator: ", "))
    let ratio = perFrame[100_000]! / base
    outcome.row(
      "1 composition, instructions", "Ir(100k)/Ir(100) = \(Format.fixed(ratio, 2))", goal: "≤ \(goal)",
      met: ratio <= goal)
    return outcome
  }

  /// The instructions counted inside the frame function in one child process.
  private static func instructions(valgrind: String, views: Int, frames: Int) throws -> Int {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-bench-\(getpid())-\(views).out")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = [
      "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*benchmarkComposeFrame*",
      "--callgrind-out-file=\(output.path)", ProcessProbe.executablePath,
      "composition-run", "--views", "\(views)", "--frames", "\(frames)",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let log = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let tail = String(decoding: log, as: UTF8.self).split(separator: "\n").suffix(5).joined(separator: "\n")
      throw BenchmarkError.setup("callgrind run for \(views) rows exited with \(process.terminationStatus): \(tail)")
    }
    guard let text = try? String(contentsOf: output, encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
      let value = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else {
      throw BenchmarkError.setup("no instruction total in callgrind's output for \(views) rows")
    }
    return value
  }

  /// The child: `scroll-bench composition-run --views N --frames F` builds the scene, composes
  /// three warm-up frames (the first builds the spatial index; instruction counts need no warm
  /// caches) and then F frames through `benchmarkComposeFrame`.
  static func runChild(_ arguments: [String]) throws {
    func value(_ flag: String) throws -> Int {
      guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
        let number = Int(arguments[index + 1]), number >= 0
      else { throw BenchmarkError.usage("composition-run needs \(flag) N") }
      return number
    }
    let scene = CompositionScene(rowCount: try value("--views"))
    let frames = try value("--frames")
    for _ in 0..<3 {
      scene.scrollOneStep()
      _ = warmUpComposeFrame(scene.window)
    }
    var items = 0
    for _ in 0..<frames {
      scene.scrollOneStep()
      items += benchmarkComposeFrame(scene.window)
    }
    print("composed \(frames) frames, \(items) display items")
  }
}
