import Foundation
import ViewCore

/// `scroll-bench`: runs the benchmarks and prints one table (benchmark, figure, goal,
/// met?) with the raw numbers beneath. Missing a goal never fails (benchmarks do not judge CI
/// machines' speed); a benchmark that cannot run exits non-zero.
func runBenchmarks(_ options: BenchmarkOptions) -> BenchmarkReport {
  var report = BenchmarkReport()
  for name in options.selected {
    let start = ProcessProbe.now()
    FileHandle.standardError.write(Data("scroll-bench: running \(name.rawValue)…\n".utf8))
    do {
      let outcome = try run(name, options)
      report.add(name, outcome, seconds: ProcessProbe.now() - start)
    } catch let error as BenchmarkError {
      report.add(name, error: error)
    } catch {
      report.add(name, error: .setup("\(error)"))
    }
  }
  return report
}

func run(_ name: BenchmarkName, _ options: BenchmarkOptions) throws -> BenchmarkOutcome {
  let quick = options.quick
  switch name {
  case .composition: return CompositionBenchmark.run(quick: quick)
  case .instructions: return try InstructionsBenchmark.run(quick: quick, explicit: options.isExplicit)
  case .rawSDL: return try LibraryVersusRawBenchmark.run(quick: quick)
  case .input: return try InputLatencyBenchmark.run(quick: quick)
  case .idle: return try IdleBenchmark.run(quick: quick)
  case .idleAnimation: return try IdleAnimationBenchmark.run(quick: quick)
  case .fling: return try FlingBenchmark.run(quick: quick)
  case .battery: return try BatteryBenchmark.run(quick: quick)
  case .loop: return try FrameLoopBenchmark.run(quick: quick)
  case .pager: return try PagerTourBenchmark.run(quick: quick)
  case .tiled: return try TiledTourBenchmark.run(quick: quick)
  case .session: return try SessionSoakBenchmark.run(quick: quick)
  case .layout: return try LayoutBenchmark.run(quick: quick)
  case .selfSizingFlick: return try SelfSizingFlickBenchmark.run(quick: quick)
  case .liveResize: return try LiveResizeBenchmark.run(quick: quick)
  case .grid: return GridBenchmark.run(quick: quick)
  case .gridFling: return try GridFlingBenchmark.run(quick: quick)
  case .pacing: return try WaylandPacingBenchmark.run(quick: quick)
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch arguments.first {
  case "composition-run":
    try InstructionsBenchmark.runChild(Array(arguments.dropFirst()))
    exit(0)
  case "layout-run":
    try LayoutBenchmark.runChild(Array(arguments.dropFirst()))
    exit(0)
  case "raw-sdl-run":
    try LibraryVersusRawBenchmark.runChild(Array(arguments.dropFirst()))
    exit(0)
  case "raw-sdl-count":
    try ComparisonInstructions.runChild(Array(arguments.dropFirst()))
    exit(0)
  case "idle-animation-run":
    try IdleAnimationBenchmark.runChild(Array(arguments.dropFirst()))
    exit(0)
  case "resize-run":
    try LiveResizeRun.runChild(Array(arguments.dropFirst()))
    exit(0)
  case "raw-fling-run":
    try RawFlingLoop.runChild(Array(arguments.dropFirst()))
    exit(0)
  default: break
  }
  if arguments.contains("--help") || arguments.contains("-h") {
    print(BenchmarkOptions.help)
    exit(0)
  }
  if arguments.contains("--list") {
    for name in BenchmarkName.allCases { print(name.rawValue) }
    exit(0)
  }
  let options = try BenchmarkOptions.parse(arguments)
  ProcessProbe.useOneMallocArena()
  let start = ProcessProbe.now()
  let report = runBenchmarks(options)
  let seconds = ProcessProbe.now() - start
  if options.markdown {
    print(report.renderMarkdown(seconds: seconds, quick: options.quick))
  } else {
    print(report.render())
    print("total \(Format.fixed(seconds, 1)) s\(options.quick ? " (--quick)" : "")")
  }
  exit(report.hasErrors ? 1 : 0)
} catch let error as BenchmarkError {
  Diagnostics.report("error: \(error)\n\n\(BenchmarkOptions.help)", from: "scroll-bench")
  exit(2)
}
