import Foundation
import ViewCore

/// The scene of benchmark 1: a 1,000-pt tall scroll view of `rowCount` rows 20 pt high, so about
/// 50 rows are visible whatever the total, scrolled to the middle of its content.
///
/// Each frame moves the content a few points (`scrollOneStep()`), so culling picks a slightly
/// different set of rows every time, as it does while the user scrolls.
final class CompositionScene {
  static let rowHeight: CGFloat = 20
  static let viewport = CGSize(width: 320, height: 1000)
  /// How far the offset swings either side of the middle, and by how much per frame, in points.
  /// 200 pt keeps even the 100-row content (1,000 pt of travel) inside its limits.
  static let swing: CGFloat = 200
  static let stepPerFrame: CGFloat = 3

  let window: UIWindow
  let scrollView: UIScrollView
  let rowCount: Int
  private var frameIndex = 0

  init(rowCount: Int) {
    self.rowCount = rowCount
    window = UIWindow(frame: CGRect(origin: .zero, size: Self.viewport))
    let controller = UIViewController()
    window.rootViewController = controller
    scrollView = UIScrollView(frame: window.bounds)
    controller.view.addSubview(scrollView)
    let palette = (0..<7).map { UIColor(red: 0.3 + 0.1 * CGFloat($0), green: 0.5, blue: 0.9 - 0.1 * CGFloat($0)) }
    for index in 0..<rowCount {
      let row = UIView(
        frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.viewport.width, height: Self.rowHeight))
      row.backgroundColor = palette[index % palette.count]
      scrollView.addSubview(row)
    }
    scrollView.contentSize = CGSize(width: Self.viewport.width, height: CGFloat(rowCount) * Self.rowHeight)
    scrollView.contentOffset = CGPoint(x: 0, y: middle)
  }

  /// The offset that shows the middle of the content.
  var middle: CGFloat { max(0, (CGFloat(rowCount) * Self.rowHeight - Self.viewport.height) / 2) }

  /// Moves the content along a triangle wave about the middle (±`swing`, `stepPerFrame` a frame).
  func scrollOneStep() {
    frameIndex += 1
    let period = 4 * Self.swing / Self.stepPerFrame
    let phase = CGFloat(frameIndex).truncatingRemainder(dividingBy: period) / period
    let wave = phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase
    scrollView.contentOffset = CGPoint(x: 0, y: middle + Self.swing * wave)
  }
}

/// One measured composition: everything `makeDisplayList()` does for a frame. Never inlined, so
/// that callgrind can count exactly the instructions under it (`--toggle-collect`), and the
/// wall-clock benchmark times the very same call. Returns the item count so nothing is elided.
@inline(never)
func benchmarkComposeFrame(_ window: UIWindow) -> Int {
  window.makeDisplayList().items.count
}

/// Composition before measuring starts (the first frame builds the spatial index, for one); a
/// different function (with a different body, so the optimiser cannot merge the two) so that
/// callgrind's toggle does not count it.
@inline(never)
func warmUpComposeFrame(_ window: UIWindow) -> Int {
  let list = window.makeDisplayList()
  return list.items.isEmpty ? 0 : list.items.count
}
