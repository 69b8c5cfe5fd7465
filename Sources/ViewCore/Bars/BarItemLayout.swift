import Foundation

/// Places a row of bar button items between two x positions: each as wide as it fits, flexible
/// spaces sharing what is left equally, items `spacing` apart. Toolbars lay out all their items
/// this way; a navigation bar its left items from the leading edge and its right items (in
/// reverse, first item outermost, as UIKit orders `rightBarButtonItems`) from the trailing one.
@MainActor
enum BarItemLayout {
  /// Between neighbouring items: none, since each item's own padding (8 pt a side) already keeps
  /// titles 16 pt apart, as on iOS; a choice of this project.
  static let spacing: CGFloat = 0

  /// The items' frames from `minX` to `maxX` in a row `height` tall at `y`, left to right.
  static func frames(
    of views: [BarButtonView], from minX: CGFloat, to maxX: CGFloat, y: CGFloat, height: CGFloat
  ) -> [CGRect] {
    let widths = views.map { $0.sizeThatFits(CGSize(width: 0, height: height)).width }
    let flexibleCount = views.filter { $0.item.systemItem == .flexibleSpace }.count
    let used = widths.reduce(0, +) + spacing * CGFloat(max(0, views.count - 1))
    let share = flexibleCount > 0 ? max(0, (maxX - minX - used) / CGFloat(flexibleCount)) : 0
    var x = minX
    var frames: [CGRect] = []
    for (view, width) in zip(views, widths) {
      let actual = view.item.systemItem == .flexibleSpace ? share : width
      frames.append(CGRect(x: x, y: y, width: actual, height: height))
      x += actual + spacing
    }
    return frames
  }

  /// The total width the items take with no flexible room.
  static func width(of views: [BarButtonView], height: CGFloat) -> CGFloat {
    let widths = views.map { $0.sizeThatFits(CGSize(width: 0, height: height)).width }
    return widths.reduce(0, +) + spacing * CGFloat(max(0, views.count - 1))
  }
}
