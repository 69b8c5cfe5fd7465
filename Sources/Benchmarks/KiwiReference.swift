import Foundation

/// The same column as `SolverColumn`, built on kiwisolver (the C++ Cassowary solver behind
/// Enaml and Matplotlib's layout engine) through its Python binding, in a child `python3`, in
/// the same run. Benchmarking only: scripts/bench.sh installs it from PyPI with pip; nothing in
/// the library or the tests needs it. Its times include Python's overhead of making each
/// variable and constraint object and reading each value, as any use of the binding would.
enum KiwiReference {
  /// Per size: seconds from scratch, seconds per edit (median), the last view's top.
  typealias Figures = SolverColumn.Figures

  /// The figures for each size, or the one-line reason kiwi could not run.
  static func run(sizes: [(constraints: Int, rounds: Int, edits: Int)]) -> Result<[Int: Figures], BenchmarkError> {
    let arguments = sizes.flatMap { ["\($0.constraints)", "\($0.rounds)", "\($0.edits)"] }
    let output: String
    switch self.output(of: program, arguments: arguments) {
    case .success(let text): output = text
    case .failure(let error): return .failure(error)
    }
    var figures: [Int: Figures] = [:]
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ").compactMap { Double($0) }
      guard fields.count == 4 else { continue }
      figures[Int(fields[0])] = Figures(scratch: fields[1], perEdit: fields[2], lastTop: fields[3])
    }
    return .success(figures)
  }

  /// The grid of `LayoutSystems.grid` on kiwi: from scratch once, then `edits` edits of the
  /// first view's width through a strong edit variable.
  static func grid(columns: Int, rows: Int, edits: Int) -> Result<Figures, BenchmarkError> {
    run(program: gridProgram, arguments: ["\(columns)", "\(rows)", "\(edits)"])
  }

  /// The nested stacks of `LayoutSystems.nestedStacks` on kiwi, `depth` deep: the constraints
  /// this project's `UIStackView` makes for them (fill distribution and alignment, spacing 2;
  /// leaves 30 × 20), in the order its engine enters them (a view's subtree before its own), and
  /// the outer stack's leading inset as a strong edit variable, edited `edits` times.
  static func nestedStacks(depth: Int, edits: Int) -> Result<Figures, BenchmarkError> {
    run(program: stacksProgram, arguments: ["\(depth)", "\(edits)"])
  }

  /// Runs a kiwi `program` that prints three numbers: from scratch, per edit, a last value.
  private static func run(program: String, arguments: [String]) -> Result<Figures, BenchmarkError> {
    output(of: program, arguments: arguments).flatMap { text in
      let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
      guard fields.count == 3 else { return .failure(.skipped("kiwi printed no figures: \(text)")) }
      return .success(Figures(scratch: fields[0], perEdit: fields[1], lastTop: fields[2]))
    }
  }

  /// What `python3 -c program arguments…` prints, or the one-line reason it could not run.
  private static func output(of program: String, arguments: [String]) -> Result<String, BenchmarkError> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", program] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch { return .failure(.skipped("python3 could not be started (\(error))")) }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let reason = errorText.split(separator: "\n").last.map(String.init) ?? "exit \(process.terminationStatus)"
      return .failure(.skipped("kiwisolver not available (\(reason)); install it with: pip install kiwisolver"))
    }
    return .success(String(decoding: data, as: UTF8.self))
  }

  /// The end of a kiwi program that has its `system` of constraints, its `views` (four variables
  /// each), `edited` (an edit variable), its `base` value and the variable whose value is `last`:
  /// the system added and solved from scratch (timed from `start`), then `edits` edits, every
  /// view read each time; prints from scratch, the median edit, and `last`'s value.
  static let editedRun = """
    for constraint in system:
        solver.addConstraint(constraint)
    solver.addEditVariable(edited, "strong")
    solver.suggestValue(edited, base)
    solver.updateVariables()
    total = sum(v.value() for view in views for v in view)
    scratch = time.perf_counter() - start
    per_edit = []
    for edit in range(edits):
        begin = time.perf_counter()
        solver.suggestValue(edited, base + edit % 10)
        solver.updateVariables()
        total += sum(v.value() for view in views for v in view)
        per_edit.append(time.perf_counter() - begin)
    per_edit.sort()
    print(scratch, per_edit[len(per_edit) // 2], last.value(), flush=True)
    """

  static let stacksProgram = """
    import sys, time
    import kiwisolver as kiwi
    depth, edits = int(sys.argv[1]), int(sys.argv[2])
    start = time.perf_counter()
    solver = kiwi.Solver()
    root = [kiwi.Variable() for _ in range(4)]
    system = [root[0] == 0, root[1] == 0, root[2] == 1280, root[3] == 800]
    views = []
    def make(level):
        view = [kiwi.Variable() for _ in range(4)]
        views.append(view)
        if level == depth:
            system.extend([view[2] == 30, view[3] == 20])
            return view
        a, b = make(level + 1), make(level + 1)
        l, t, w, h = view
        if level % 2 == 0:
            system.extend([a[1] == t, b[1] + b[3] == t + h, b[1] == a[1] + a[3] + 2,
                           a[0] == l, a[0] + a[2] == l + w, b[0] == l, b[0] + b[2] == l + w])
        else:
            system.extend([a[0] == l, b[0] + b[2] == l + w, b[0] == a[0] + a[2] + 2,
                           a[1] == t, a[1] + a[3] == t + h, b[1] == t, b[1] + b[3] == t + h])
        return view
    top = make(0)
    inset = kiwi.Variable()
    system.extend([top[0] == root[0] + inset, top[1] == root[1]])
    edited, base, last = inset, 0, views[-1][0]
    \(editedRun)
    """

  static let gridProgram = """
    import sys, time
    import kiwisolver as kiwi
    columns, rows, edits = (int(a) for a in sys.argv[1:4])
    start = time.perf_counter()
    solver = kiwi.Solver()
    left, top, width, height = (kiwi.Variable() for _ in range(4))
    system = [left == 0, top == 0, width == 1280, height == 800]
    views = []
    first_width = None
    for row in range(rows):
        for column in range(columns):
            l, t, w, h = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
            if first_width is None:
                first_width = w
            else:
                system.append(w == 40)
            system.append(h == 20)
            if column == 0:
                system.append(l == left + 8)
            else:
                pl, pt, pw, ph = views[-1]
                system.append(l == pl + pw + 4)
            if row == 0:
                system.append(t == top + 8)
            else:
                al, at, aw, ah = views[-columns]
                system.append(t == at + ah + 4)
            views.append((l, t, w, h))
    edited, base, last = first_width, 40, views[-1][1]
    \(editedRun)
    """

  /// The Python side: for each (constraints, rounds, edits), the column made from scratch
  /// `rounds` times (the median run kept) and then
  /// `edits` edits of the first height through a strong edit variable.
  static let program = """
    import sys, time
    import kiwisolver as kiwi

    def column(constraints, edits):
        views = max(1, constraints // 4 - 1)
        start = time.perf_counter()
        solver = kiwi.Solver()
        left, top, width, height = (kiwi.Variable() for _ in range(4))
        system = [left == 0, top == 0, width == 1280, height == 800]
        variables = []
        previous = None
        first_height = None
        for index in range(views):
            l, t, w, h = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
            system.append(l == left + 16)
            system.append(l + w == left + width - 16)
            if index == 0:
                first_height = h
            else:
                system.append(h == 20)
            system.append(t == top + 8 if previous is None else t == previous[0] + previous[1] + 4)
            previous = (t, h)
            variables += [l, t, w, h]
        for constraint in system:
            solver.addConstraint(constraint)
        solver.addEditVariable(first_height, "strong")
        solver.suggestValue(first_height, 20)
        solver.updateVariables()
        total = sum(v.value() for v in variables)
        scratch = time.perf_counter() - start
        per_edit = []
        for edit in range(edits):
            begin = time.perf_counter()
            solver.suggestValue(first_height, 20 + edit % 10)
            solver.updateVariables()
            total += sum(v.value() for v in variables)
            per_edit.append(time.perf_counter() - begin)
        per_edit.sort()
        return scratch, per_edit[len(per_edit) // 2], previous[0].value()

    arguments = [int(a) for a in sys.argv[1:]]
    for i in range(0, len(arguments), 3):
        constraints, rounds, edits = arguments[i:i + 3]
        runs = [column(constraints, edits) for _ in range(rounds)]
        runs.sort()
        scratch, per_edit, last_top = runs[len(runs) // 2]
        print(constraints, scratch, per_edit, last_top, flush=True)
    """
}
