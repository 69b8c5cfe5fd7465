import Foundation
import ViewCore

/// Benchmark 1 on the wall clock: the time of `makeDisplayList()` per frame with 100, 1,000,
/// 10,000 and 100,000 rows in the scroll view and about 50 of them visible.
///
/// The figure is the ratio median(100,000) / median(100): a compositor that culls through a
/// spatial index costs what is visible, so the ratio stays near 1 (goal ≤ 1.3). The four scenes
/// are built first and then measured in interleaved rounds (order alternating), so drift in the
/// machine's speed (frequency scaling, other processes) lands on every size alike; each frame is
/// timed on its own and the median taken, so interruptions do not count.
enum CompositionBenchmark {
  static let sizes = [100, 1_000, 10_000, 100_000]
  static let goal = 1.3

  static func run(quick: Bool) -> BenchmarkOutcome {
    let rounds = quick ? 4 : 10
    let framesPerRound = quick ? 100 : 300
    var outcome = BenchmarkOutcome()
    var scenes: [CompositionScene] = []
    for size in sizes {
      let start = ProcessProbe.now()
      let scene = CompositionScene(rowCount: size)
      var items = 0
      for _ in 0..<100 {
        scene.scrollOneStep()
        items = warmUpComposeFrame(scene.window)
      }
      scenes.append(scene)
      outcome.note(
        "\(Format.count(size)) rows: built and warmed up in \(Format.fixed(ProcessProbe.now() - start, 2)) s, "
          + "\(items) display items per frame")
    }
    var samples = [[Double]](repeating: [], count: sizes.count)
    for round in 0..<rounds {
      let order = round % 2 == 0 ? Array(scenes.indices) : scenes.indices.reversed()
      for index in order {
        let scene = scenes[index]
        for _ in 0..<framesPerRound {
          scene.scrollOneStep()
          let start = ProcessProbe.now()
          _ = benchmarkComposeFrame(scene.window)
          samples[index].append(ProcessProbe.now() - start)
        }
      }
    }
    let statistics = samples.map(Statistics.init)
    for (size, stats) in zip(sizes, statistics) {
      outcome.note(
        "\(Format.count(size)) rows: median \(Format.duration(stats.median)), "
          + "p10 \(Format.duration(stats.quantile(0.1))), "
          + "p90 \(Format.duration(stats.quantile(0.9))) over \(stats.count) frames")
    }
    let base = statistics[0].median
    let curve = zip(sizes, statistics).map { "\(Format.count($0.0)): \(Format.fixed($0.1.median / base, 2))" }
    outcome.note("curve, cost relative to 100 rows: " + curve.joined(separator: ", "))
    let ratio = statistics[sizes.count - 1].median / base
    outcome.row(
      "1 composition, wall clock", "cost(100k)/cost(100) = \(Format.fixed(ratio, 2))", goal: "≤ \(goal)",
      met: ratio <= goal)
    return outcome
  }
}
