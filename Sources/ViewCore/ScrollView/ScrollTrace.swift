import Foundation

/// Where a window's scroll views report their messages (`window.services.scrollTrace`); the demo
/// prints them with `--trace` and shows them in its HUD. Observers are called synchronously, in
/// the order they were added.
@MainActor
public final class ScrollTrace {
  private var observers: [(id: Int, body: (ScrollTraceRecord) -> Void)] = []
  private var nextID = 0

  public init() {}

  /// Adds an observer; returns a token for `removeObserver`.
  @discardableResult
  public func addObserver(_ body: @escaping (ScrollTraceRecord) -> Void) -> Int {
    nextID += 1
    observers.append((nextID, body))
    return nextID
  }

  public func removeObserver(_ token: Int) {
    observers.removeAll { $0.id == token }
  }

  var isObserved: Bool { !observers.isEmpty }

  /// Hands `record` to every observer: a scroll view's message, or an app's own line (a scene
  /// reporting a view it moved, so that `--trace` and the HUD show it beside the scroll views').
  public func emit(_ record: ScrollTraceRecord) {
    for observer in observers { observer.body(record) }
  }
}
