import Foundation

/// One line of the table: what was measured, the figure, the goal and whether it was met.
struct ResultRow {
  var benchmark: String
  var figure: String
  var goal: String
  /// Nil when there is no goal to judge (a skipped or informational row).
  var met: Bool?
  /// True when the benchmark could not run: the process exits non-zero.
  var isError = false

  var verdict: String {
    if isError { return "ERROR" }
    guard let met else { return "–" }
    return met ? "yes" : "NO"
  }
}

/// What one benchmark reports: its table rows and the raw numbers behind them.
struct BenchmarkOutcome {
  var rows: [ResultRow] = []
  var raw: [String] = []

  mutating func row(_ benchmark: String, _ figure: String, goal: String, met: Bool?) {
    rows.append(ResultRow(benchmark: benchmark, figure: figure, goal: goal, met: met))
  }

  mutating func note(_ line: String) {
    raw.append(line)
  }
}

/// The printed result: one table, then each benchmark's raw numbers under its name.
struct BenchmarkReport {
  private(set) var rows: [ResultRow] = []
  private(set) var sections: [(title: String, lines: [String])] = []

  var hasErrors: Bool { rows.contains(where: \.isError) }

  mutating func add(_ name: BenchmarkName, _ outcome: BenchmarkOutcome, seconds: Double) {
    rows += outcome.rows
    sections.append(("\(name.rawValue) (\(Format.fixed(seconds, 1)) s)", outcome.raw))
  }

  mutating func add(_ name: BenchmarkName, error: BenchmarkError) {
    let skipped: Bool
    if case .skipped = error { skipped = true } else { skipped = false }
    rows.append(
      ResultRow(
        benchmark: name.rawValue, figure: (skipped ? "skipped: " : "error: ") + error.description, goal: "",
        met: nil, isError: !skipped))
    sections.append((name.rawValue, [error.description]))
  }

  func render() -> String {
    let header = ResultRow(benchmark: "benchmark", figure: "figure", goal: "goal", met: nil)
    let all = [header] + rows
    let widths = [
      all.map(\.benchmark.count).max() ?? 0, all.map(\.figure.count).max() ?? 0, all.map(\.goal.count).max() ?? 0,
    ]
    func line(_ row: ResultRow, verdict: String) -> String {
      [row.benchmark, row.figure, row.goal].enumerated()
        .map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
        .joined(separator: " | ") + " | " + verdict
    }
    var text = line(header, verdict: "met?") + "\n"
    text += String(repeating: "-", count: widths.reduce(0, +) + 9 + 4) + "\n"
    for row in rows { text += line(row, verdict: row.verdict) + "\n" }
    text += "\nRaw numbers\n"
    for section in sections {
      text += "\n[\(section.title)]\n"
      for raw in section.lines { text += "  \(raw)\n" }
    }
    return text
  }
}

extension BenchmarkReport {
  /// The table as Markdown, headed by the machine (CPU model and cores), the date, the commit
  /// (`BENCH_COMMIT`, which scripts/bench.sh sets) and the command, with the raw numbers beneath
  /// in a collapsed block: what the README's Benchmarks section shows, pasted whole.
  func renderMarkdown(seconds: Double, quick: Bool) -> String {
    let environment = ProcessInfo.processInfo.environment
    let commit = environment["BENCH_COMMIT"].flatMap { $0.isEmpty ? nil : $0 } ?? "unknown commit"
    let date = ISO8601DateFormatter.string(from: Date(), timeZone: .gmt, formatOptions: [.withFullDate])
    let command = "scripts/bench.sh --markdown" + (quick ? " --quick" : "")
    var text = "Measured by `\(command)` on \(Self.machine()) on \(date), commit \(commit) "
    text += "(\(Format.fixed(seconds, 1)) s):\n\n"
    text += "| benchmark | figure | goal | met? |\n|---|---|---|---|\n"
    for row in rows {
      let cells = [row.benchmark, row.figure, row.goal, row.met == false ? "**no**" : row.verdict]
      text += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
    }
    text += "\n<details><summary>Raw numbers</summary>\n\n```\n"
    for section in sections {
      text += "[\(section.title)]\n"
      for raw in section.lines { text += "  \(raw)\n" }
    }
    text += "```\n\n</details>"
    return text
  }

  /// "CPU model, N cores" from /proc/cpuinfo, or the core count alone.
  static func machine() -> String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    return (model.map { $0 + ", " } ?? "") + "\(cores) cores"
  }
}

/// Number formatting for the table.
enum Format {
  static func fixed(_ value: Double, _ digits: Int) -> String {
    value.isFinite ? String(format: "%.\(digits)f", value) : "\(value)"
  }

  /// Seconds as microseconds or milliseconds, whichever reads better.
  static func duration(_ seconds: Double) -> String {
    seconds < 1e-3 ? fixed(seconds * 1e6, 2) + " µs" : fixed(seconds * 1e3, 2) + " ms"
  }

  static func megabytes(_ bytes: Int) -> String {
    fixed(Double(bytes) / 1_048_576, 2) + " MB"
  }

  static func count(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, character) in digits.reversed().enumerated() {
      if index > 0, index % 3 == 0, character != "-" { result.append(",") }
      result.append(character)
    }
    return String(result.reversed())
  }
}
