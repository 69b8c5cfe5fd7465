import Foundation
import ViewCore

/// `scroll-bench layout-run --system column|resize|grid|stacks --views N --frames F [--rounds R]` (for
/// stacks, N is the nesting's depth; for the grid and the stacks, the median of R builds from
/// scratch is printed): one of benchmark 6's
/// systems through the view layer, built once and edited `F` times, in a process of its own, so
/// that callgrind (or perf) can be pointed at it alone. Prints the time from scratch and the
/// median per frame.
extension LayoutBenchmark {
  static func runChild(_ arguments: [String]) throws {
    var system = "column"
    var views = 250
    var frames = 100
    var rounds = 1
    var index = 0
    while index + 1 < arguments.count {
      let value = arguments[index + 1]
      switch arguments[index] {
      case "--system": system = value
      case "--views": views = Int(value) ?? views
      case "--frames": frames = Int(value) ?? frames
      case "--rounds": rounds = max(1, Int(value) ?? rounds)
      default: throw BenchmarkError.usage("layout-run: unknown option \(arguments[index])")
      }
      index += 2
    }
    let scratch: Double
    let perFrame: [Double]
    var constraints = 4 * views
    switch system {
    case "column":
      let figures = viewColumn(views: views, rounds: 1, frames: frames)
      (scratch, perFrame) = (figures.scratch[0], figures.perFrame)
    case "resize":
      // The column with the root's width changed each frame, as a window resized live.
      let figures = viewColumn(views: views, rounds: 1, frames: frames, resizing: true)
      (scratch, perFrame) = (figures.scratch[0], figures.perFrame)
    case "grid":
      let columns = 100
      let figures = LayoutSystems.grid(columns: columns, rows: max(1, views / columns), rounds: rounds, frames: frames)
      (scratch, perFrame, constraints) = (Statistics(figures.scratch).median, figures.perFrame, figures.constraints)
    case "stacks":
      // --views is the nesting's depth here.
      let figures = LayoutSystems.nestedStacks(depth: views, rounds: rounds, frames: frames)
      (scratch, perFrame, constraints) = (Statistics(figures.scratch).median, figures.perFrame, figures.constraints)
    default: throw BenchmarkError.usage("layout-run: --system is column, resize, grid or stacks")
    }
    let median = perFrame.isEmpty ? 0 : Statistics(perFrame).median
    print(
      "layout-run \(system) \(views) views, \(constraints) constraints: from scratch "
        + "\(Format.fixed(scratch * 1e6, 0)) µs (\(Format.fixed(scratch * 1e6 / Double(max(constraints, 1)), 2)) µs a "
        + "constraint), per frame median \(Format.fixed(median * 1e6, 1)) µs")
  }
}
