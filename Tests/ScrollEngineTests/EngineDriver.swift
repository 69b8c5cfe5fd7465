import Foundation
import ScrollEngine
import ScrollPhysics

/// Plays the view's part for an engine with no view: holds the geometry, applies the engine's
/// output as `UIScrollView` does (offsets set, messages written down, the delegate's target given
/// back) and steps frames at 60 Hz. The log reads like a delegate's: one line per message, with
/// `didScroll` lines folded into a count.
struct EngineDriver {
  var engine = ScrollEngine()
  var geometry: ScrollGeometry
  var time: TimeInterval = 0
  /// Messages in order, by UIKit's method names without `scrollView`.
  private(set) var log: [String] = []
  /// The status each message was delivered with, in order.
  private(set) var statuses: [ScrollStatus] = []
  /// What a delegate answers in `scrollViewWillEndDragging` (nil: the proposed target).
  var targetAnswer: ((ReleaseQuestion) -> CGPoint)?
  var zoomScale: CGFloat = 1
  /// The view's status as its delegate would read it.
  private(set) var shown = ScrollStatus()

  init(content: CGSize, size: CGSize = CGSize(width: 320, height: 480), paging: Bool = false) {
    geometry = ScrollGeometry(
      offset: .zero, size: size, contentSize: content, insets: ScrollInsets(top: 0, left: 0, bottom: 0, right: 0))
    geometry.isPagingEnabled = paging
  }

  var offset: CGPoint { geometry.offset }

  private var fresh: ScrollGeometry {
    var g = geometry
    g.now = time
    return g
  }

  mutating func apply(_ effects: [ScrollEffect]) {
    let epoch = engine.epoch
    for effect in effects {
      guard engine.epoch == epoch else { break }
      switch effect {
      case .transition(let transition): shown = transition.status
      case .setOffset(let point):
        if point != geometry.offset {
          geometry.offset = point
          note("didScroll")
        }
      case .setZoom(let scale):
        zoomScale = scale
        note("didZoom")
      case .placeAnchor(let anchor, let point):
        geometry.offset = CGPoint(x: anchor.x * zoomScale - point.x, y: anchor.y * zoomScale - point.y)
      case .send(let message): note("\(message)")
      case .askTarget(let question):
        note("willEndDragging")
        let target = targetAnswer?(question) ?? question.proposedTarget
        apply(engine.release(question, target: target, fresh))
      case .resume(let continuation): apply(engine.resume(continuation, fresh))
      case .requestFrames, .sheet, .rasterizeZoomView: break
      }
    }
    shown = engine.status
  }

  private mutating func note(_ line: String) {
    // Consecutive didScroll / didZoom lines fold into one: their count is not the sequence.
    if (line == "didScroll" || line == "didZoom"), log.last == line { return }
    log.append(line)
    statuses.append(shown)
  }

  // MARK: Gestures, as a finger or a trackpad delivers them

  /// A finger drag of `translation` (finger movement) over `frames` 60 Hz frames, released at
  /// `releaseSpeed` (finger pt/s; nil: the drag's own speed).
  mutating func drag(_ translation: CGPoint, frames: Int = 10, releaseSpeed: CGPoint? = nil) {
    apply(engine.touchBegan(at: time, fresh))
    apply(engine.dragBegan(at: time, fresh))
    let speed = CGPoint(x: translation.x * 60 / CGFloat(frames), y: translation.y * 60 / CGFloat(frames))
    for frame in 1...frames {
      time += 1.0 / 60
      let fraction = CGFloat(frame) / CGFloat(frames)
      apply(
        engine.dragChanged(
          translation: CGPoint(x: translation.x * fraction, y: translation.y * fraction), velocity: speed, at: time,
          fresh))
    }
    apply(engine.dragEnded(velocity: releaseSpeed ?? speed, at: time, fresh))
  }

  /// Frames until nothing moves on its own (at most `limit` seconds).
  mutating func settle(limit: TimeInterval = 20) {
    let end = time + limit
    while engine.movesOnItsOwn, time < end {
      time += 1.0 / 60
      apply(engine.step(to: time, fresh))
    }
  }
}
