import Foundation

/// Records changes so they can be undone and redone, as Foundation's `UndoManager` does (Linux's
/// Foundation has none). Each `registerUndo(withTarget:handler:)` made while undoing goes on the
/// redo stack, else on the undo stack (clearing the redo stack, as a new edit does on Apple's
/// platforms). Registrations made together in one group undo together.
@MainActor
public final class UndoManager {
  private struct Step {
    var actions: [() -> Void]
    var name: String
  }

  private var undoStack: [Step] = []
  private var redoStack: [Step] = []
  private var isUndoingNow = false
  private var isRedoingNow = false
  private var openGroup: Step?
  private var groupDepth = 0

  /// The most steps kept; 0 keeps every step (Foundation's default).
  public var levelsOfUndo = 0

  public init() {}

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }
  public var isUndoing: Bool { isUndoingNow }
  public var isRedoing: Bool { isRedoingNow }

  /// The name of the step `undo()` would undo ("Typing"), empty when unnamed.
  public var undoActionName: String { undoStack.last?.name ?? "" }
  public var redoActionName: String { redoStack.last?.name ?? "" }

  /// Names the step being registered (or the last one registered).
  public func setActionName(_ name: String) {
    if openGroup != nil {
      openGroup?.name = name
    } else if isUndoingNow, !redoStack.isEmpty {
      redoStack[redoStack.count - 1].name = name
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = name
    }
  }

  /// Records `handler`, to be called with `target` when the step is undone (or redone).
  public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
    let action: () -> Void = { [weak target] in if let target { handler(target) } }
    if openGroup != nil {
      openGroup?.actions.append(action)
      return
    }
    push(Step(actions: [action], name: ""))
  }

  /// Starts a group: registrations until `endUndoGrouping()` form one step.
  public func beginUndoGrouping() {
    groupDepth += 1
    if groupDepth == 1 { openGroup = Step(actions: [], name: "") }
  }

  public func endUndoGrouping() {
    guard groupDepth > 0 else { return }
    groupDepth -= 1
    guard groupDepth == 0, let group = openGroup else { return }
    openGroup = nil
    if !group.actions.isEmpty { push(group) }
  }

  /// Undoes the last step; what it registers becomes the redo step.
  public func undo() {
    guard let step = undoStack.popLast() else { return }
    isUndoingNow = true
    run(step)
    isUndoingNow = false
  }

  /// Redoes the last undone step.
  public func redo() {
    guard let step = redoStack.popLast() else { return }
    isRedoingNow = true
    run(step)
    isRedoingNow = false
  }

  /// Forgets every step.
  public func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
  }

  private func run(_ step: Step) {
    beginUndoGrouping()
    // Undoing a group runs its actions in reverse, the order that takes the changes back.
    for action in step.actions.reversed() { action() }
    openGroup?.name = step.name
    endUndoGrouping()
  }

  private func push(_ step: Step) {
    if isUndoingNow {
      redoStack.append(step)
    } else {
      undoStack.append(step)
      if !isRedoingNow { redoStack.removeAll() }
      if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
  }
}
