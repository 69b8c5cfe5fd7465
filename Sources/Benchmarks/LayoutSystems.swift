import Foundation
import ViewCore

/// Benchmark 6's larger systems, through the view layer: a wide grid of views pinned to their
/// neighbours and a deep nesting of stack views, each at about 10,000 and 100,000 constraints.
/// Each is timed from scratch (activate everything, the first `layoutIfNeeded()`) and per frame
/// with one constant changed: in the grid the first view's width, which moves the rest of its
/// row; in the nest its leading inset, which moves every view in the root's space but only the
/// outermost stack's frame (a leaf's size would contradict its fixed-size cousins that `.fill`
/// alignment makes as wide). The grid is also built on kiwisolver in the
/// same run (`KiwiReference.grid`) at 10,000 constraints, and the stacks at 1,147 and 9,211 (the
/// constraints this project's stack views make, entered into kiwi as they are into this solver).
enum LayoutSystems {
  struct Figures {
    var constraints = 0
    var scratch: [Double] = []
    var perFrame: [Double] = []
  }

  /// `columns × rows` views in a root, each 40 × 20 and 4 pt right of its left neighbour (the
  /// first 8 from the root's leading edge) and 4 pt below the one above (the first row 8 below
  /// the root's top): four constraints a view.
  static func grid(columns: Int, rows: Int, rounds: Int, frames: Int) -> Figures {
    var figures = Figures()
    for _ in 0..<rounds {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
      var views: [UIView] = []
      var constraints: [NSLayoutConstraint] = []
      constraints.reserveCapacity(4 * columns * rows)
      for row in 0..<rows {
        for column in 0..<columns {
          let view = UIView()
          view.translatesAutoresizingMaskIntoConstraints = false
          root.addSubview(view)
          constraints.append(view.widthAnchor.constraint(equalToConstant: 40))
          constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
          constraints.append(
            column == 0
              ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
              : view.leadingAnchor.constraint(equalTo: views[views.count - 1].trailingAnchor, constant: 4))
          constraints.append(
            row == 0
              ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
              : view.topAnchor.constraint(equalTo: views[views.count - columns].bottomAnchor, constant: 4))
          views.append(view)
        }
      }
      figures.constraints = constraints.count
      let start = ProcessInfo.processInfo.systemUptime
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      figures.scratch.append(ProcessInfo.processInfo.systemUptime - start)
      figures.perFrame += edits(frames, of: constraints[0], base: 40, root: root)
    }
    return figures
  }

  /// A binary tree of stack views `depth` deep, alternating vertical and horizontal, at the top
  /// left of a 1280 × 800 root and as large as its content; each leaf a view 30 × 20 by two
  /// constraints. About 9 constraints a leaf.
  static func nestedStacks(depth: Int, rounds: Int, frames: Int) -> Figures {
    var figures = Figures()
    for _ in 0..<rounds {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
      var leaves: [NSLayoutConstraint] = []
      func make(_ level: Int) -> UIView {
        if level == depth {
          let leaf = UIView()
          leaves += [
            leaf.widthAnchor.constraint(equalToConstant: 30), leaf.heightAnchor.constraint(equalToConstant: 20),
          ]
          return leaf
        }
        let stack = UIStackView(arrangedSubviews: [make(level + 1), make(level + 1)])
        stack.axis = level % 2 == 0 ? .vertical : .horizontal
        stack.spacing = 2
        return stack
      }
      let top = make(0)
      top.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(top)
      let pins = [
        top.leadingAnchor.constraint(equalTo: root.leadingAnchor), top.topAnchor.constraint(equalTo: root.topAnchor),
      ]
      let start = ProcessInfo.processInfo.systemUptime
      NSLayoutConstraint.activate(leaves + pins)
      root.layoutIfNeeded()
      figures.scratch.append(ProcessInfo.processInfo.systemUptime - start)
      figures.constraints = countConstraints(in: root)
      figures.perFrame += edits(frames, of: pins[0], base: 0, root: root)
    }
    return figures
  }

  /// Seconds per frame of changing `constraint`'s constant (base + 0…9) and laying out.
  private static func edits(_ frames: Int, of constraint: NSLayoutConstraint, base: CGFloat, root: UIView)
    -> [Double]
  {
    var times: [Double] = []
    for frame in 0..<frames {
      let begin = ProcessInfo.processInfo.systemUptime
      constraint.constant = base + CGFloat(frame % 10)
      root.layoutIfNeeded()
      times.append(ProcessInfo.processInfo.systemUptime - begin)
    }
    return times
  }

  /// The active constraints in `root`'s hierarchy.
  private static func countConstraints(in root: UIView) -> Int {
    var count = 0
    var stack = [root]
    while let view = stack.popLast() {
      count += view.constraints.count
      stack += view.subviews
    }
    return count
  }

  /// The rows for benchmark 6: each system at both sizes, the grid at 10,000 beside kiwi's, and
  /// the cost per constraint of the largest grid from scratch against `columnPerConstraint`
  /// (seconds per constraint of the 1,000-constraint column from scratch, through the view layer
  /// too; goal ≤ 1.5×: linear).
  static func addRows(to outcome: inout BenchmarkOutcome, quick: Bool, columnPerConstraint: Double) {
    func kiwi(_ name: String, _ result: Result<KiwiReference.Figures, BenchmarkError>) -> KiwiReference.Figures? {
      switch result {
      case .success(let figures): return figures
      case .failure(let error):
        outcome.note("kiwi \(name): \(error.description); our figures alone")
        return nil
      }
    }
    let edits = quick ? 20 : 100
    // Kiwi's stacks stop at 10 deep (9,211 constraints), as its column stops at 10,000.
    let systems: [(String, Figures, KiwiReference.Figures?)] = [
      (
        "grid 50 × 50", grid(columns: 50, rows: 50, rounds: quick ? 1 : 3, frames: edits),
        kiwi("grid", KiwiReference.grid(columns: 50, rows: 50, edits: edits))
      ),
      // The median of three builds, as for the other large systems (it was one build, the
      // first, while the column it is compared with is the median of fifteen).
      ("grid 100 × 250", grid(columns: 100, rows: 250, rounds: quick ? 1 : 3, frames: quick ? 5 : 20), nil),
      (
        "nested stacks 7 deep", nestedStacks(depth: 7, rounds: quick ? 1 : 5, frames: edits),
        kiwi("stacks 7 deep", KiwiReference.nestedStacks(depth: 7, edits: edits))
      ),
      (
        "nested stacks 10 deep", nestedStacks(depth: 10, rounds: quick ? 1 : 3, frames: edits),
        quick ? nil : kiwi("stacks 10 deep", KiwiReference.nestedStacks(depth: 10, edits: edits))
      ),
      ("nested stacks 13 deep", nestedStacks(depth: 13, rounds: quick ? 1 : 3, frames: quick ? 5 : 20), nil),
    ]
    var perConstraint: [String: Double] = [:]
    for (name, figures, kiwiFigures) in systems {
      let scratch = Statistics(figures.scratch).median
      let frame = Statistics(figures.perFrame).median
      let title = "6 Auto Layout, \(name) (\(LayoutBenchmark.grouped(figures.constraints)) constraints)"
      let goal = kiwiFigures == nil ? "–" : "≤ 1.0× kiwi"
      outcome.row(
        "\(title) from scratch", LayoutBenchmark.compared(scratch, kiwiFigures?.scratch), goal: goal,
        met: kiwiFigures.map { scratch <= $0.scratch })
      outcome.row(
        "\(title), one constant a frame",
        LayoutBenchmark.compared(frame, kiwiFigures?.perEdit) + " (median of \(figures.perFrame.count))", goal: goal,
        met: kiwiFigures.map { frame <= $0.perEdit })
      if figures.constraints > 0 { perConstraint[name] = scratch / Double(figures.constraints) }
      if name.hasPrefix("grid 100"), figures.constraints > 0 {
        let perConstraint = scratch / Double(figures.constraints)
        let ratio = perConstraint / columnPerConstraint
        outcome.row(
          "6 Auto Layout, cost per constraint from scratch: \(name) vs the 1,000-constraint column",
          "\(Format.fixed(ratio, 2))× (\(Format.fixed(perConstraint * 1e6, 2)) µs vs "
            + "\(Format.fixed(columnPerConstraint * 1e6, 2)) µs per constraint)",
          goal: "≤ 1.5×", met: ratio <= 1.5)
      }
      outcome.note(
        "\(name): \(figures.constraints) constraints, from scratch "
          + figures.scratch.map { "\(Format.fixed($0 * 1e6, 0)) µs" }.joined(separator: ", ")
          + ", per frame median \(Format.fixed(frame * 1e6, 0)) µs")
    }
    if let small = perConstraint["nested stacks 7 deep"], let large = perConstraint["nested stacks 13 deep"] {
      let ratio = large / small
      outcome.row(
        "6 Auto Layout, cost per constraint from scratch: nested stacks 13 deep vs 7 deep",
        "\(Format.fixed(ratio, 2))× (\(Format.fixed(large * 1e6, 2)) µs vs \(Format.fixed(small * 1e6, 2)) µs per constraint)",
        goal: "≤ 1.5×", met: ratio <= 1.5)
    }
  }
}
