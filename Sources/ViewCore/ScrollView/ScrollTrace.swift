import Foundation

/// One line of `--trace`: a delegate message or state change of a scroll view, with its state.
public struct ScrollTraceRecord: Equatable, Sendable {
  /// Seconds since launch, on the window's one clock (frames and input events move it forward).
  public var time: TimeInterval
  /// The scroll view's `accessibilityIdentifier` (empty when it has none).
  public var view: String
  /// The delegate method's name, or `stateDidChange` for a flag change without a message.
  public var event: String
  public var offset: CGPoint
  public var zoom: CGFloat
  /// Points per second, when the message carries a velocity.
  public var velocity: CGPoint?
  /// The projected resting offset, in `scrollViewWillEndDragging`.
  public var target: CGPoint?
  /// `willDecelerate`, in `scrollViewDidEndDragging`.
  public var decelerate: Bool?
  public var tracking: Bool
  public var dragging: Bool
  public var decelerating: Bool
  public var zooming: Bool

  public init(
    time: TimeInterval, view: String, event: String, offset: CGPoint, zoom: CGFloat, velocity: CGPoint?,
    target: CGPoint?, decelerate: Bool?, tracking: Bool, dragging: Bool, decelerating: Bool, zooming: Bool
  ) {
    self.time = time
    self.view = view
    self.event = event
    self.offset = offset
    self.zoom = zoom
    self.velocity = velocity
    self.target = target
    self.decelerate = decelerate
    self.tracking = tracking
    self.dragging = dragging
    self.decelerating = decelerating
    self.zooming = zooming
  }

  /// The record as one JSON object with exactly the trace's keys, in a fixed order.
  public var json: String {
    func number(_ value: CGFloat, places: CGFloat = 1000) -> String {
      guard value.isFinite else { return "null" }
      let rounded = (value * places).rounded() / places
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }
    func pair(_ point: CGPoint?) -> String {
      guard let point else { return "null" }
      return "[\(number(point.x)), \(number(point.y))]"
    }
    let escaped = view.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    let decelerateText = decelerate.map { $0 ? "true" : "false" } ?? "null"
    return "{\"t\": \(String(format: "%.4f", time)), \"view\": \"\(escaped)\", \"event\": \"\(event)\", "
      + "\"offset\": \(pair(offset)), \"zoom\": \(number(zoom, places: 1_000_000)), \"velocity\": \(pair(velocity)), "
      + "\"target\": \(pair(target)), \"decelerate\": \(decelerateText), \"tracking\": \(tracking), "
      + "\"dragging\": \(dragging), \"decelerating\": \(decelerating), \"zooming\": \(zooming)}"
  }
}

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

  func emit(_ record: ScrollTraceRecord) {
    for observer in observers { observer.body(record) }
  }
}
