import Foundation

/// Which edges of a rectangle (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of its view and moves away from it (UIKit's
/// `UIScreenEdgePanGestureRecognizer`). A touch that begins farther than `edgeRegionWidth` from
/// the edges fails it at once; one at an edge makes the view's other recognizers wait until it
/// fails (it fails if the drag first heads along the edge or back into it), as the navigation
/// controller's interactive pop takes a drag from the left edge before a scroll view can.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges a drag may start from.
  open var edges: UIRectEdge = []
  /// How close to an edge a touch must begin, in points: 20 pt, a choice of this project (about a
  /// fingertip, and narrow enough not to take drags meant for the content).
  public static let edgeRegionWidth: CGFloat = 20

  public override init() {
    super.init()
    maximumNumberOfTouches = 1
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, numberOfTouches == touches.count else { return }
    if startingEdge(of: location(in: view)) == nil { state = .failed }
  }

  open override func canBegin(withTranslation translation: CGPoint) -> Bool {
    guard let edge = startingEdge(of: CGPoint(x: anchor.x, y: anchor.y), inWindow: true) else { return false }
    switch edge {
    case .left: return translation.x > abs(translation.y)
    case .right: return -translation.x > abs(translation.y)
    case .top: return translation.y > abs(translation.x)
    default: return -translation.y > abs(translation.x)
    }
  }

  /// Other recognizers in the view wait for the edge pan to fail.
  open override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    otherGestureRecognizer !== self
  }

  /// The edge (one of `edges`) whose region holds `point` (view coordinates, or window points).
  private func startingEdge(of point: CGPoint, inWindow: Bool = false) -> UIRectEdge? {
    guard let view else { return nil }
    let local = inWindow ? view.convert(point, from: nil) : point
    let region = Self.edgeRegionWidth
    let bounds = view.bounds
    if edges.contains(.left), local.x - bounds.minX <= region { return .left }
    if edges.contains(.right), bounds.maxX - local.x <= region { return .right }
    if edges.contains(.top), local.y - bounds.minY <= region { return .top }
    if edges.contains(.bottom), bounds.maxY - local.y <= region { return .bottom }
    return nil
  }
}
