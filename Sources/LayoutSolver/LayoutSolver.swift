// LayoutSolver: Auto Layout's constraint solver — an incremental Cassowary simplex with UIKit's
// strengths (required, strong, medium, weak), edit variables for constants that change, and a
// report naming the constraints an unsatisfiable set breaks. Pure Swift, not even Foundation.

/// An incremental solver for linear equalities and inequalities with priorities: the Cassowary
/// method (Badros, Borning and Stuckey, 2001) — a simplex tableau kept in solved form, to which
/// constraints are added and from which they are removed one at a time, each change re-optimised
/// from the previous solution rather than from scratch.
///
/// Priorities are Auto Layout's: 1000 is required; anything lower is optional, and optional
/// constraints are met in lexicographic priority order (`Objective`). A required constraint that
/// contradicts the others is refused (`LayoutSolverError.unsatisfiable`) and nothing changes.
/// Changing a constraint's constant (`setConstant`) keeps the tableau and repairs it with the
/// dual simplex, as an edit in Cassowary does.
///
/// Symbols are dense integer ids and everything about them lives in arrays indexed by id; each
/// symbol's column (the rows it appears in) is kept, so a pivot touches only those rows. Rows of
/// the caller's variables may name other variables' rows instead of copying them in (a chain of
/// views each below the last stays one short row per view instead of rows as long as the chain),
/// and values are read through those references; the restricted rows the simplex pivots on are
/// always written out in full.
///
/// Pure and single-threaded: no views, no clocks.
public final class LayoutSolver {
  /// The priority of a required constraint.
  public static let required: Float = 1000

  /// All the state, in a struct: the work is done in its mutating methods, where Swift checks
  /// exclusive access at compile time instead of on every read of a class's array.
  var tableau = Tableau()

  public init() {}

  /// How many constraints the solver holds.
  public var constraintCount: Int { tableau.recordCount }

  /// Room for `count` more variables, made one at a time next (each table by symbol grown once).
  public func reserveVariables(_ count: Int) {
    tableau.reserveSymbols(count)
  }

  /// A new unknown (zero until constraints say otherwise).
  public func makeVariable() -> LayoutVariable {
    LayoutVariable(id: tableau.makeSymbol(.external))
  }

  /// The variable's value in the current solution.
  public func value(of variable: LayoutVariable) -> Double {
    tableau.value(of: variable.id)
  }

  /// The values of `variables` in the current solution, in order, written into `values` (which
  /// is resized to fit): one read of the solution for many variables, as a layout pass makes.
  public func values(of variables: [LayoutVariable], into values: inout [Double]) {
    tableau.values(of: variables, into: &values)
  }

  /// Adds `expression relation 0` at `priority` (1000 or more: required).
  /// - Throws: `LayoutSolverError.unsatisfiable` for a required constraint that contradicts the
  ///   required ones already held; the solver is then as it was.
  @discardableResult
  public func add(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Float = required) throws
    -> LayoutConstraintHandle
  {
    try tableau.add(expression, relation, priority: priority)
  }

  /// Adds many constraints and optimises once: the handle of each, or nil for a required one
  /// that contradicts the required ones before it (it is left out; the others are added).
  public func add(contentsOf constraints: consuming [(LinearExpression, LayoutRelation, priority: Float)])
    -> [LayoutConstraintHandle?]
  {
    tableau.add(contentsOf: constraints)
  }

  /// Removes a constraint; unknown handles are ignored.
  public func remove(_ handle: LayoutConstraintHandle) {
    tableau.remove(handle)
  }

  /// Changes the constant of a constraint's expression, keeping the tableau: the constraint's
  /// marker symbol absorbs the change (a shift of the marker by δ / its coefficient), the rows
  /// that go negative are repaired with the dual simplex. A required constraint whose new
  /// constant contradicts the other required ones is refused and keeps its old constant.
  public func setConstant(_ handle: LayoutConstraintHandle, to constant: Double) throws {
    try tableau.setConstant(handle, to: constant)
  }

  /// The constant a constraint's expression has now.
  public func constant(of handle: LayoutConstraintHandle) -> Double? {
    tableau.constant(of: handle)
  }
}

/// The solver's tableau: its rows, columns, objective and constraints.
struct Tableau {
  struct Record {
    var expression: LinearExpression
    var relation: LayoutRelation
    var priority: Float
    /// The symbol that marks the constraint in the tableau, with its coefficient in the
    /// constraint's own row before that row was solved; and the second error symbol of an
    /// optional constraint, or 0.
    var marker: Int
    var markerCoefficient: Double
    var other: Int
    var otherCoefficient: Double
  }

  /// By symbol id (id 0 is unused): what each symbol is, its row when basic, and the basic
  /// symbols whose rows were seen to contain it (stale entries are skipped and tidied as met).
  var kinds: [SymbolKind] = [.dummy]
  var rows: [Row?] = [nil]
  /// By symbol, for a row written out in full when stored (it named no symbol with a row): the
  /// caller's variables it names that got a row since, which are all the rows it names — an
  /// expansion's walk through rows naming rows reads these instead of its cells (a stack view's
  /// width written out can name a hundred symbols, none with a row). Nil for every other row,
  /// and again for this one when it changes.
  var namedRows: [[Int32]?] = [nil]
  /// Each symbol's column as a linked list in one pool (no array per symbol): the first entry,
  /// then each entry's basic symbol and the next entry (-1 ends a list; freed entries are reused).
  var columnHeads: [Int32] = [-1]
  var entryBasic: [Int32] = []
  var entryNext: [Int32] = []
  var freeEntry: Int32 = -1
  var objective = Objective()
  /// By constraint id.
  var records: [Record?] = []
  var recordCount = 0
  /// Rows whose constant went negative while a constant changed (the dual simplex repairs them).
  var infeasible: [Int] = []
  /// A removal the tableau could not follow in place asks for the tableau to be built again
  /// from the constraints, once, before it is next read or changed.
  var needsRebuild = false
  /// Scratch space by symbol id: stamps marking what one pass has met, values read since the
  /// last change, sums of an expansion.
  var marks: [UInt32] = [0]
  var markStamp: UInt32 = 0
  var cachedValues: [Double] = [0]
  var valueStamps: [UInt32] = [0]
  var valueEpoch: UInt32 = 1
  var sweptEpoch: UInt32 = 0
  var sums: [Double] = [0]
  var added: [Int32] = []
  /// Scratch lists of an expansion (`expanded`), kept for their capacity.
  var expansionStack: [(symbol: Int, next: Int)] = []
  var expansionOrder: [Int] = []
  var expansionTouched: [Int] = []
  /// How many rows expansions have put in place of their basic symbols (for tests).
  var replacedByExpansions = 0
  /// How many cells or listed rows the walks of expansions have read (for tests).
  var walkedSteps = 0

  /// Adds a constraint and optimises.
  mutating func add(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Float) throws
    -> LayoutConstraintHandle
  {
    rebuildIfNeeded()
    let handle = try enter(expression, relation, priority: priority)
    optimize()
    return handle
  }

  /// Adds many constraints and optimises once.
  mutating func add(contentsOf constraints: consuming [(LinearExpression, LayoutRelation, priority: Float)])
    -> [LayoutConstraintHandle?]
  {
    rebuildIfNeeded()
    var handles: [LayoutConstraintHandle?] = []
    handles.reserveCapacity(constraints.count)
    // A batch of thousands grows each table once, not by doubling (each doubling copies it).
    records.reserveCapacity(records.count + constraints.count)
    reserveSymbols(2 * constraints.count)
    // Each cell of a new row is noted in its symbol's column: the terms, and two symbols at most —
    // reckoned at two terms a constraint, as Auto Layout's are as a rule (counting them would read
    // every expression's terms once more, a pass over cold memory in a large batch; more grow
    // the columns by doubling).
    let cells = 4 * constraints.count
    entryBasic.reserveCapacity(entryBasic.count + cells)
    entryNext.reserveCapacity(entryNext.count + cells)
    for index in constraints.indices {
      // Each expression moved into its record, not copied (a copy retains its terms now and
      // releases them when the batch is freed, a second pass over memory gone cold).
      var expression = LinearExpression()
      swap(&expression, &constraints[index].0)
      handles.append(try? enter(expression, constraints[index].1, priority: constraints[index].priority))
    }
    optimize()
    return handles
  }

  private mutating func enter(_ expression: consuming LinearExpression, _ relation: LayoutRelation, priority: Float)
    throws
    -> LayoutConstraintHandle
  {
    let handle = LayoutConstraintHandle(id: records.count)
    records.append(nil)
    var record = Record(
      expression: expression, relation: relation, priority: min(priority, LayoutSolver.required),
      marker: 0, markerCoefficient: 0, other: 0, otherCoefficient: 0)
    try insert(&record, id: handle.id)
    return handle
  }

  /// Removes a constraint; unknown handles are ignored.
  mutating func remove(_ handle: LayoutConstraintHandle) {
    guard handle.id >= 0, handle.id < records.count, let record = records[handle.id] else { return }
    records[handle.id] = nil
    recordCount -= 1
    valueEpoch &+= 1
    guard !needsRebuild else { return }
    undoObjective(record)
    let marker = record.marker
    if let row = rows[marker] {
      rows[marker] = nil
      substituteEverywhere(marker, by: row)
    } else if let leaving = markerLeavingRow(marker) {
      var row = rows[leaving]!
      rows[leaving] = nil
      row.solve(for: leaving, marker)
      substituteEverywhere(marker, by: row)
    } else if !occurrences(of: marker).isEmpty {
      // The marker is only in rows of the caller's variables, which may name one another: pivoting
      // there could make them name each other in a circle. Rare (a required equality taken away);
      // build the tableau again once, before it is next used.
      needsRebuild = true
      return
    }
    optimize()
  }

  // MARK: Symbols

  /// Room for `extra` more symbols in every table kept by symbol (a constraint makes at most
  /// two: a slack or marker, and an error).
  mutating func reserveSymbols(_ extra: Int) {
    let capacity = kinds.count + extra
    kinds.reserveCapacity(capacity)
    rows.reserveCapacity(capacity)
    namedRows.reserveCapacity(capacity)
    columnHeads.reserveCapacity(capacity)
    marks.reserveCapacity(capacity)
    cachedValues.reserveCapacity(capacity)
    valueStamps.reserveCapacity(capacity)
    sums.reserveCapacity(capacity)
  }

  mutating func makeSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    rows.append(nil)
    namedRows.append(nil)
    columnHeads.append(-1)
    marks.append(0)
    cachedValues.append(0)
    valueStamps.append(0)
    sums.append(0)
    return kinds.count - 1
  }
}
