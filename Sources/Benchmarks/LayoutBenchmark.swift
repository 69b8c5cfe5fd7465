import Foundation
import ViewCore

/// Benchmark 6: Auto Layout's cost. A column of 250 views in a 1280 × 800 root, each
/// held by four constraints (leading and trailing to the root, a height, its top to the view
/// above): 1,000 constraints. "From scratch" is activating them all and the first
/// `layoutIfNeeded()` (the solver built constraint by constraint, every frame written); "one
/// constant a frame" is changing the first view's height and `layoutIfNeeded()` again, which
/// edits the solver in place and moves all 250 frames. Wall clock in this process, median of the
/// runs with their range.
///
/// Then the same column on the solver alone (`SolverColumn`) at 1,000, 10,000 and 100,000
/// constraints, and the same systems through kiwisolver in the same run (`KiwiReference`): each
/// figure is given with kiwi's and as a ratio to it (goal ≤ 1.0×), and the cost per constraint
/// at 100,000 as a ratio to the cost at 1,000 (goal ≤ 1.5×: linear). Without python3 or
/// kiwisolver one line says so and our figures stand alone.
enum LayoutBenchmark {
  /// Times of the view-layer column of `views` views: from scratch per run, then per frame.
  struct ViewColumnFigures {
    var scratch: [Double] = []
    var perFrame: [Double] = []
    var lastFrame = CGRect.zero
  }

  /// Benchmark 6's column through the view layer: `views` views, four constraints each. With
  /// `resizing`, each frame changes the root's width (1280 − 0…99 pt, as a window dragged
  /// narrower) instead of a constant: every view's width follows.
  static func viewColumn(views count: Int, rounds: Int, frames: Int, resizing: Bool = false) -> ViewColumnFigures {
    var figures = ViewColumnFigures()
    for _ in 0..<rounds {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
      var views: [UIView] = []
      var constraints: [NSLayoutConstraint] = []
      for index in 0..<count {
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
      figures.scratch.append(ProcessInfo.processInfo.systemUptime - start)
      let height = constraints[2]
      for frame in 0..<frames {
        let begin = ProcessInfo.processInfo.systemUptime
        if resizing {
          root.frame.size.width = 1280 - CGFloat(frame % 100)
        } else {
          height.constant = CGFloat(20 + frame % 10)
        }
        root.layoutIfNeeded()
        figures.perFrame.append(ProcessInfo.processInfo.systemUptime - begin)
      }
      figures.lastFrame = views[count - 1].frame
    }
    return figures
  }

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    let rounds = quick ? 3 : 15
    let frames = quick ? 50 : 300
    let column = viewColumn(views: 250, rounds: rounds, frames: frames)
    let (scratch, perFrame, lastFrame) = (column.scratch, column.perFrame, column.lastFrame)
    let large = viewColumn(views: 2500, rounds: quick ? 1 : 5, frames: quick ? 10 : 100)
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
    let sizes = quick ? [(1000, 3, 50), (10000, 1, 10)] : [(1000, 15, 300), (10000, 5, 100), (100_000, 3, 20)]
    // Kiwi's rows grow with the column above them (its 10,000 take tens of seconds, a choice of
    // this benchmark not to wait for its 100,000); --quick runs it at 1,000 only.
    let kiwiSizes = quick ? [(1000, 3, 50)] : [(1000, 5, 300), (10000, 1, 20)]
    let kiwi = KiwiReference.run(sizes: kiwiSizes.map { (constraints: $0.0, rounds: $0.1, edits: $0.2) })
    var theirs: [Int: KiwiReference.Figures] = [:]
    switch kiwi {
    case .success(let figures): theirs = figures
    case .failure(let error): outcome.note("kiwi: \(error.description); our figures alone")
    }
    outcome.row(
      "6 Auto Layout, 1,000 constraints from scratch",
      compared(scratchStats.median, theirs[1000]?.scratch)
        + " (median of \(rounds) runs, \(microseconds(scratchStats.minimum)) … \(microseconds(scratchStats.maximum)))",
      goal: "≤ 1.0× kiwi", met: theirs[1000].map { scratchStats.median <= $0.scratch })
    outcome.row(
      "6 Auto Layout, one constant changed a frame",
      compared(frameStats.median, theirs[1000]?.perEdit)
        + " (median of \(perFrame.count) frames, p95 \(microseconds(frameStats.quantile(0.95))))",
      goal: "≤ 1.0× kiwi", met: theirs[1000].map { frameStats.median <= $0.perEdit })
    let largeScratch = Statistics(large.scratch)
    let largeFrames = Statistics(large.perFrame)
    outcome.row(
      "6 Auto Layout, 10,000 constraints from scratch",
      compared(largeScratch.median, theirs[10000]?.scratch) + " (median of \(large.scratch.count) runs)",
      goal: "≤ 1.0× kiwi", met: theirs[10000].map { largeScratch.median <= $0.scratch })
    outcome.row(
      "6 Auto Layout, 10,000 constraints, one constant a frame",
      compared(largeFrames.median, theirs[10000]?.perEdit)
        + " (median of \(large.perFrame.count) frames, p95 \(microseconds(largeFrames.quantile(0.95))))",
      goal: "≤ 1.0× kiwi", met: theirs[10000].map { largeFrames.median <= $0.perEdit })
    outcome.note("10,000 constraints on 2,500 views: last view at \(large.lastFrame)")
    let resize = viewColumn(views: 250, rounds: 1, frames: quick ? 100 : 600, resizing: true)
    let resizeStats = Statistics(resize.perFrame)
    // The display's rate: 60 Hz, a 16.7-ms frame (the rate the demo's windows run at under vsync
    // on this machine). This is the view layer's share of a resize frame, not SDL's event path.
    outcome.row(
      "6 Auto Layout, live resize of the 1,000-constraint column (root width every frame)",
      "\(microseconds(resizeStats.median)) a frame (median of \(resize.perFrame.count), p95 "
        + "\(microseconds(resizeStats.quantile(0.95))))",
      goal: "≤ 16,667 µs (60 Hz)", met: resizeStats.quantile(0.95) <= 1 / 60.0)
    outcome.note("live resize: the last view at \(resize.lastFrame)")
    LayoutSystems.addRows(to: &outcome, quick: quick, columnPerConstraint: scratchStats.median / 1000)
    let measured = SelfSizingMeasure.run(rows: quick ? 1000 : 10000)
    // A choice of this benchmark: a row measured as it scrolls on screen should cost at most a
    // tenth of a 60 Hz frame (1.67 ms), leaving the frame to drawing; the flick of the issue's
    // goal (≤ 1.1× the image scene's frame interval) is not measured here.
    outcome.row(
      "6 self-sizing row measured (three labels and an image), a reused cell",
      "\(microseconds(measured.reused)) a row (a new cell each time: \(microseconds(measured.fresh)))",
      goal: "≤ 1,667 µs (a tenth of a 60 Hz frame)", met: measured.reused <= 1 / 600)
    outcome.note("self-sizing rows: the last measured \(measured.height) pt high")
    let paste = TextPaste.run(runs: quick ? 1 : 5)
    // A choice of this benchmark: a paste of ten megabytes within a second and the keystroke
    // after it within a 60 Hz frame (16.7 ms), as a desktop text box keeps up.
    outcome.row(
      "text: 10 MB pasted into a UITextField, then one keystroke",
      "\(microseconds(paste.paste)) the paste, \(microseconds(paste.keystroke)) the keystroke",
      goal: "≤ 1 s, ≤ 16,667 µs", met: paste.paste <= 1 && paste.keystroke <= 1 / 60.0)
    outcome.note("text paste: \(paste.count) bytes in the field")
    var ours: [Int: SolverColumn.Figures] = [:]
    for (constraints, runs, edits) in sizes {
      let figures = try (0..<runs).map { _ in try SolverColumn.run(constraints: constraints, edits: edits) }
      let median = SolverColumn.Figures(
        scratch: Statistics(figures.map(\.scratch)).median, perEdit: Statistics(figures.map(\.perEdit)).median,
        lastTop: figures[0].lastTop)
      ours[constraints] = median
      let name = "6 solver column, \(grouped(constraints)) constraints"
      let kiwiFigures = theirs[constraints]
      outcome.row(
        "\(name) from scratch", compared(median.scratch, kiwiFigures?.scratch) + " (median of \(runs))",
        goal: kiwiFigures == nil ? "–" : "≤ 1.0× kiwi", met: kiwiFigures.map { median.scratch <= $0.scratch })
      outcome.row(
        "\(name), one edit", compared(median.perEdit, kiwiFigures?.perEdit) + " (median of \(edits) edits)",
        goal: kiwiFigures == nil ? "–" : "≤ 1.0× kiwi", met: kiwiFigures.map { median.perEdit <= $0.perEdit })
      var line =
        "solver column, \(constraints) constraints: from scratch \(microseconds(median.scratch)), "
        + "per edit \(microseconds(median.perEdit)), last top \(median.lastTop)"
      if let kiwiFigures {
        line +=
          "; kiwi \(microseconds(kiwiFigures.scratch)), \(microseconds(kiwiFigures.perEdit)), "
          + "last top \(kiwiFigures.lastTop)"
      }
      outcome.note(line)
    }
    if let small = ours[1000], let large = ours[100_000] {
      let ratio = (large.scratch / 100_000) / (small.scratch / 1000)
      outcome.row(
        "6 solver column, cost per constraint at 100,000 vs 1,000",
        "\(Format.fixed(ratio, 2))× (\(Format.fixed(large.scratch * 1e6 / 100_000, 2)) µs vs "
          + "\(Format.fixed(small.scratch * 1e6 / 1000, 2)) µs per constraint)",
        goal: "≤ 1.5×", met: ratio <= 1.5)
    }
    return outcome
  }

  /// `1,000`, `100,000`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// `ours` with kiwi's time and the ratio, or ours alone.
  static func compared(_ ours: Double, _ kiwi: Double?) -> String {
    let mine = "\(Format.fixed(ours * 1e6, 0)) µs"
    guard let kiwi else { return mine }
    let ratio = ours / kiwi
    return "\(mine) vs kiwi \(Format.fixed(kiwi * 1e6, 0)) µs: \(Format.fixed(ratio, ratio < 0.1 ? 4 : 2))×"
  }
}
