import Foundation

/// One composited drawing operation in window points, with the clip and opacity it is drawn under.
public struct DisplayItem: Equatable {
  /// The command in window points.
  public var command: DrawCommand
  /// The clip in window points; nil draws unclipped.
  public var clip: CGRect?
  /// The product of the alphas of the view and its ancestors.
  public var alpha: CGFloat
  /// The `ObjectIdentifier` of the view that produced the item, for debugging and tests.
  public var viewID: ObjectIdentifier

  public init(command: DrawCommand, clip: CGRect?, alpha: CGFloat, viewID: ObjectIdentifier) {
    self.command = command
    self.clip = clip
    self.alpha = alpha
    self.viewID = viewID
  }
}

/// What a window shows for one frame: the composited hierarchy as data, back to front.
/// The core builds it; the platform only draws it; tests compare it.
public struct DisplayList: Equatable {
  public var items: [DisplayItem]
  /// The window's size in points; the platform scales to its drawable's pixels.
  public var size: CGSize
  public var backgroundColor: UIColor

  public init(items: [DisplayItem] = [], size: CGSize, backgroundColor: UIColor = .black) {
    self.items = items
    self.size = size
    self.backgroundColor = backgroundColor
  }

  /// The items that `view` produced.
  public func items(of view: UIView) -> [DisplayItem] {
    let id = ObjectIdentifier(view)
    return items.filter { $0.viewID == id }
  }
}
