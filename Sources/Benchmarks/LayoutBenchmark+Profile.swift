import Foundation
import ViewCore

/// `scroll-bench layout-run --system column|grid|stacks --views N --frames F` (for stacks, N is
/// the nesting's depth): one of benchmark 6's
/// systems through the view layer, built once and edited `F` times, in a process of its own, so
/// that callgrind (or perf) can be pointed at it alone. Prints the time from scratch and the
/// median per frame.
extension LayoutBenchmark {
  static func runChild(_ arguments: [String]) throws {
    var system = "column"
    var views = 250
    var frames = 100
    var index = 0
    while index + 1 < arguments.count {
      let value = arguments[index + 1]
      switch arguments[index] {
      case "--system": system = value
      case "--views": views = Int(value) ?? views
      case "--frames": frames = Int(value) ?? frames
      default: throw BenchmarkError.usage("layout-run: unknown option \(arguments[index])")
      }
      index += 2
    }
    let scratch: Double
    let perFrame: [Double]
    switch system {
    case "column":
      let figures = viewColumn(views: views, rounds: 1, frames: frames)
      (scratch, perFrame) = (figures.scratch[0], figures.perFrame)
    case "grid":
      let columns = 100
      let figures = LayoutSystems.grid(columns: columns, rows: max(1, views / columns), rounds: 1, frames: frames)
      (scratch, perFrame) = (figures.scratch[0], figures.perFrame)
    case "stacks":
      // --views is the nesting's depth here.
      let figures = LayoutSystems.nestedStacks(depth: views, rounds: 1, frames: frames)
      (scratch, perFrame) = (figures.scratch[0], figures.perFrame)
    default: throw BenchmarkError.usage("layout-run: --system is column, grid or stacks")
    }
    let median = perFrame.isEmpty ? 0 : Statistics(perFrame).median
    print(
      "layout-run \(system) \(views) views: from scratch \(Format.fixed(scratch * 1e6, 0)) µs, "
        + "per frame median \(Format.fixed(median * 1e6, 1)) µs")
  }
}
