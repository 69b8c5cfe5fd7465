import Foundation
import LayoutSolver

/// The app's constraints in the solver: added once when activated (all that were activated
/// since the last update in one batch, with the engine's new definitions), taken out when
/// deactivated, and a changed constant made an edit of the constraint in place.
extension AutoLayoutEngine {
  /// One of the engine's own definitions waiting for the next batch.
  struct PendingDefinition {
    let key: DefinitionKey
    let item: AnyObject
    /// Moved into the solver when it is added (empty after).
    var expression: LinearExpression
    let relation: LayoutRelation
    let priority: Float
    /// The expression's constant, kept when the expression has moved.
    let constant: Double
  }

  /// Brings the solver's constraints in line with `resolved` (every active constraint with its
  /// expression): the ones gone are removed, the ones kept have their constant edited when it
  /// changed, and the new ones are added together with the new `definitions`.
  func install(_ resolved: inout [Resolved], definitions pending: inout [PendingDefinition]) {
    // (The first install has nothing to take out: no set of what is present is made.)
    if !installed.isEmpty || !refused.isEmpty {
      var present = Set<ObjectIdentifier>(minimumCapacity: resolved.count)
      for entry in resolved { if let constraint = entry.constraint { present.insert(ObjectIdentifier(constraint)) } }
      var gone: [ObjectIdentifier] = []
      for entry in installed.entries where !present.contains(ObjectIdentifier(entry.constraint)) {
        if let handle = entry.handle { solver.remove(handle) }
        gone.append(ObjectIdentifier(entry.constraint))
      }
      for id in gone { installed[id] = nil }
      if !refused.isEmpty { refused = refused.filter { present.contains($0.key) } }
    }
    // The new ones by their place in `resolved`: copying the pairs would retain every
    // expression and constraint again and release them after (a pass over cold memory in a
    // system of 100,000). With nothing installed yet, all are new and none is looked at.
    guard !installed.isEmpty else {
      return addDefinitions(&pending, constraints: &resolved, added: Array(resolved.indices))
    }
    var added: [Int] = []
    for index in resolved.indices {
      guard let constraint = resolved[index].constraint else { continue }
      let id = ObjectIdentifier(constraint)
      if let entry = installed[id], entry.priority == resolved[index].priority {
        // A refused constraint is tried again at every update: a removal may have made room.
        let constant = resolved[index].expressionConstant
        guard entry.constant != constant || entry.handle == nil else { continue }
        edit(constraint, entry, to: constant)
        continue
      }
      if let old = installed[id]?.handle { solver.remove(old) }
      added.append(index)
    }
    addDefinitions(&pending, constraints: &resolved, added: added)
  }

  /// Adds new definitions and the constraints `added` names in `resolved` in one batch, optimised
  /// once: required ones first (the engine's definitions before the app's constraints, so that a
  /// constraint contradicting a frame held in code is the one left out), then the optional ones.
  func addDefinitions(
    _ pending: inout [PendingDefinition], constraints resolved: inout [Resolved], added: [Int] = []
  ) {
    guard !pending.isEmpty || !added.isEmpty else { return }
    // One array in the solver's order (required, then optional); each entry's place in it, by
    // its place in `pending` and then in `added`. One pass over each list: the required ones go
    // in as they come and the optional ones (few, as a rule) are noted to go in after, so that a
    // large batch is not read twice.
    typealias Entries = [(LinearExpression, LayoutRelation, priority: Float)]
    var entries: Entries = []
    entries.reserveCapacity(pending.count + added.count)
    var place = [Int](repeating: 0, count: pending.count + added.count)
    var optionalDefinitions: [Int] = []
    var optionalConstraints: [Int] = []
    // (Given the entries, not capturing them: the batch is consumed by the solver after.)
    func enterDefinition(_ index: Int, _ entries: inout Entries) {
      place[index] = entries.count
      var expression = LinearExpression()
      swap(&expression, &pending[index].expression)
      entries.append((expression, pending[index].relation, pending[index].priority))
    }
    func enterConstraint(_ offset: Int, _ entries: inout Entries) {
      let index = added[offset]
      place[pending.count + offset] = entries.count
      // Moved, not copied (see `Resolved.expression`).
      var expression = LinearExpression()
      swap(&expression, &resolved[index].expression)
      entries.append((expression, resolved[index].relation, resolved[index].priority))
    }
    for index in pending.indices {
      if pending[index].priority >= LayoutSolver.required {
        enterDefinition(index, &entries)
      } else {
        optionalDefinitions.append(index)
      }
    }
    for offset in added.indices {
      if resolved[added[offset]].priority >= LayoutSolver.required {
        enterConstraint(offset, &entries)
      } else {
        optionalConstraints.append(offset)
      }
    }
    for index in optionalDefinitions { enterDefinition(index, &entries) }
    for offset in optionalConstraints { enterConstraint(offset, &entries) }
    let handles = solver.add(contentsOf: consume entries)
    var refusedDefinitions: [PendingDefinition] = []
    for index in pending.indices {
      let made = handles[place[index]]
      // (Field by field: a copy of the entry would retain its item, a cold view.)
      definitions[pending[index].key] = Definition(
        handle: made, relation: pending[index].relation, priority: pending[index].priority,
        constant: pending[index].constant, stamp: definitionStamp)
      if made == nil { refusedDefinitions.append(pending[index]) }
    }
    installed.reserveCapacity(installed.count + added.count)
    var refusedConstraints: [NSLayoutConstraint] = []
    for (offset, index) in added.enumerated() {
      // Moved out of `resolved` (see `Resolved.constraint`).
      guard let constraint = resolved[index].constraint.take() else { continue }
      let made = handles[place[pending.count + offset]]
      if made == nil { refusedConstraints.append(constraint) }
      let constant = resolved[index].expressionConstant
      let id = ObjectIdentifier(constraint)
      // The constraint's last use: moved into the entry, not retained again (nor read: it is cold).
      installed.set(
        Installed(
          constraint: consume constraint, handle: made, priority: resolved[index].priority, constant: constant,
          base: constant + resolved[index].constant), for: id)
    }
    for definition in refusedDefinitions {
      let text = definitionTexts(of: definition.item)[definition.key.slot] ?? "a definition of \(definition.item)"
      report("\(text) could not be held and is left out")
    }
    for constraint in refusedConstraints { reportUnsatisfiable(constraint) }
  }

  /// The constraints whose constant changed since the last update, edited in the solver.
  func editChangedConstants() {
    for constraint in changedConstants {
      let id = ObjectIdentifier(constraint)
      guard let entry = installed[id], constraint.holder != nil else { continue }
      let constant = entry.base - Double(constraint.constant)
      guard entry.constant != constant || entry.handle == nil else { continue }
      edit(constraint, entry, to: constant)
    }
  }

  /// Constraints on a label's first baseline, built again (the font may have changed).
  func refreshFontDependent() {
    guard let root else { return }
    for constraint in fontDependent {
      let id = ObjectIdentifier(constraint)
      var scratch = items
      guard var entry = installed[id], let expression = expression(for: constraint, root: root, items: &scratch)
      else { continue }
      entry.base = expression.constant + Double(constraint.constant)
      installed[id] = entry
      if entry.constant != expression.constant || entry.handle == nil {
        edit(constraint, entry, to: expression.constant)
      }
    }
  }

  /// Gives an installed constraint's expression the constant `constant` (adding it again when
  /// it was refused before).
  private func edit(_ constraint: NSLayoutConstraint, _ entry: Installed, to constant: Double) {
    var entry = entry
    let id = ObjectIdentifier(constraint)
    entry.constant = constant
    if let handle = entry.handle {
      if (try? solver.setConstant(handle, to: constant)) == nil {
        solver.remove(handle)
        entry.handle = nil
        reportUnsatisfiable(constraint)
      }
    } else if let root, var scratch = Optional(items),
      var expression = expression(for: constraint, root: root, items: &scratch)
    {
      expression.constant = constant
      entry.handle = try? solver.add(expression, relation(constraint), priority: entry.priority)
      if entry.handle == nil { reportUnsatisfiable(constraint) }
    }
    installed[id] = entry
  }

  func relation(_ constraint: NSLayoutConstraint) -> LayoutRelation {
    switch constraint.relation {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// UIKit's message for a required constraint that cannot hold with the others: the
  /// constraints on the same items, and the one left out. Once per constraint and constant.
  func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
    let id = ObjectIdentifier(constraint)
    if refused[id] == constraint.constant { return }
    refused[id] = constraint.constant
    let named = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
    let items = Set(named.map(ObjectIdentifier.init))
    var related = installed.entries.filter { entry in
      entry.handle != nil
        && !items.isDisjoint(
          with: [entry.constraint.firstItem, entry.constraint.secondItem].compactMap { $0.map(ObjectIdentifier.init) })
    }.map { "\($0.constraint)" }.sorted()
    var texts: [String] = []
    for item in named {
      for (slot, text) in definitionTexts(of: item)
      where definitions[DefinitionKey(item: ObjectIdentifier(item), slot: slot)]?.handle != nil {
        texts.append(text)
      }
    }
    related += texts.sorted()
    let list = (related + ["\(constraint)"]).map { "    \"\($0)\"" }.joined(separator: ",\n")
    report(
      """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      (
      \(list)
      )
      Will attempt to recover by breaking constraint
      \(constraint)
      """)
  }
}
