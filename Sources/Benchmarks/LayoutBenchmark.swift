import Foundation
import ViewCore

/// Benchmark 6 (issue 20): Auto Layout's cost. A column of 250 views in a 1280 × 800 root, each
/// held by four constraints (leading and trailing to the root, a height, its top to the view
/// above): 1,000 constraints. "From scratch" is activating them all and the first
/// `layoutIfNeeded()` (the solver built constraint by constraint, every frame written); "one
/// constant a frame" is changing the first view's height and `layoutIfNeeded()` again, which
/// edits the solver in place and moves all 250 frames. Wall clock in this process, median of the
/// runs with their range.
enum LayoutBenchmark {
  static func run(quick: Bool) throws -> BenchmarkOutcome {
    let rounds = quick ? 3 : 15
    let frames = quick ? 50 : 300
    var scratch: [Double] = []
    var perFrame: [Double] = []
    var lastFrame = CGRect.zero
    for _ in 0..<rounds {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
      var views: [UIView] = []
      var constraints: [NSLayoutConstraint] = []
      for index in 0..<250 {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        constraints += [
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
          view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
          view.heightAnchor.constraint(equalToConstant: 20),
          index == 0
            ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
            : view.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor, constant: 4),
        ]
        views.append(view)
      }
      let start = ProcessInfo.processInfo.systemUptime
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      scratch.append(ProcessInfo.processInfo.systemUptime - start)
      let height = constraints[2]
      for frame in 0..<frames {
        let begin = ProcessInfo.processInfo.systemUptime
        height.constant = CGFloat(20 + frame % 10)
        root.layoutIfNeeded()
        perFrame.append(ProcessInfo.processInfo.systemUptime - begin)
      }
      lastFrame = views[249].frame
    }
    var outcome = BenchmarkOutcome()
    let scratchStats = Statistics(scratch)
    let frameStats = Statistics(perFrame)
    func microseconds(_ seconds: Double) -> String { "\(Format.fixed(seconds * 1e6, 0)) µs" }
    outcome.note(
      "1,000 constraints on 250 views from scratch, \(rounds) runs: "
        + scratch.map { microseconds($0) }.joined(separator: ", "))
    outcome.note(
      "one constant a frame, \(perFrame.count) frames: median \(microseconds(frameStats.median)), p95 "
        + "\(microseconds(frameStats.quantile(0.95))), slowest \(microseconds(frameStats.maximum)); "
        + "last view at \(lastFrame)")
    outcome.row(
      "6 Auto Layout, 1,000 constraints from scratch",
      "\(microseconds(scratchStats.median)) (median of \(rounds) runs, "
        + "\(microseconds(scratchStats.minimum)) … \(microseconds(scratchStats.maximum)))", goal: "–", met: nil)
    outcome.row(
      "6 Auto Layout, one constant changed a frame",
      "\(microseconds(frameStats.median)) (median of \(perFrame.count) frames, p95 "
        + "\(microseconds(frameStats.quantile(0.95))))", goal: "–", met: nil)
    return outcome
  }
}
