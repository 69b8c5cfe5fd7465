import Foundation
import ViewCore

extension HUDView {
  /// The number of lines `statsLines` produces.
  static let statsLineCount = 10

  /// The state panel's lines for `scrollView` (nil: a placeholder line per value).
  static func statsLines(
    for scrollView: UIScrollView?, velocity: CGPoint, frameTime: TimeInterval, fps: Double, display: String = "",
    refresh: HUDView.Refresh? = nil
  ) -> [String] {
    let frame = String(format: "frame       %.1f ms   %.0f fps", frameTime * 1000, fps)
    let displayLine = "display     " + (display.isEmpty ? "–" : display)
    let refreshLine = "refresh     " + (refresh.map(format) ?? "–")
    guard let scrollView else {
      return ["scroll view –"] + Array(repeating: "", count: statsLineCount - 4) + [frame, refreshLine, displayLine]
    }
    let name = scrollView.accessibilityIdentifier.map { $0.isEmpty ? "(unnamed)" : $0 } ?? "(unnamed)"
    let inset = scrollView.contentInset
    func flag(_ value: Bool) -> String { value ? "yes" : "no " }
    return [
      "scroll view \(name)",
      "offset      \(format(scrollView.contentOffset, decimals: 1))",
      "size        \(format(scrollView.contentSize, decimals: 1))",
      "inset       "
        + String(format: "(%.1f, %.1f, %.1f, %.1f)", inset.top, inset.left, inset.bottom, inset.right),
      "zoom        " + String(format: "%.3f", scrollView.zoomScale)
        + "   velocity \(format(velocity, decimals: 0)) pt/s",
      "isTracking     \(flag(scrollView.isTracking))   isDragging  \(flag(scrollView.isDragging))",
      "isDecelerating \(flag(scrollView.isDecelerating))   isZooming   \(flag(scrollView.isZooming))",
      frame,
      refreshLine,
      displayLine,
    ]
  }

  /// "60 Hz (compositor), late 2 of 150": the rate in use, whose clock, and the late frames.
  static func format(_ refresh: HUDView.Refresh) -> String {
    let rate = refresh.hertz.isFinite && refresh.hertz > 0 ? String(format: "%.0f Hz", refresh.hertz) : "– Hz"
    let late = refresh.shownFrames > 0 ? ", late \(refresh.lateFrames) of \(refresh.shownFrames)" : ""
    return rate + " (\(refresh.source))" + late
  }

  /// "(x, y)" with `decimals` places; negative zero prints as zero.
  static func format(_ point: CGPoint, decimals: Int) -> String {
    "(\(number(point.x, decimals: decimals)), \(number(point.y, decimals: decimals)))"
  }

  static func format(_ size: CGSize, decimals: Int) -> String {
    format(CGPoint(x: size.width, y: size.height), decimals: decimals)
  }

  private static func number(_ value: CGFloat, decimals: Int) -> String {
    guard value.isFinite else { return "–" }
    let text = String(format: "%.\(decimals)f", Double(value))
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
  }
}
