import Foundation

/// A window size in points from the command line, written `WxH` (for example `1280x800`).
struct WindowSize: Equatable, CustomStringConvertible {
  /// The accepted range of each side, in points.
  static let sides = 64...16384

  var width: Int
  var height: Int

  var description: String { "\(width)x\(height)" }

  /// Why a `--window-size` value was refused; the message shows the valid form.
  struct Invalid: Error, CustomStringConvertible {
    let value: String
    var description: String {
      "'\(value)' is not a window size: expected WxH in points, e.g. 1280x800, "
        + "with each side from \(WindowSize.sides.lowerBound) to \(WindowSize.sides.upperBound)"
    }
  }

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses `WxH` (an `x` or `X` between two whole numbers).
  static func parse(_ text: String) throws -> WindowSize {
    let parts = text.trimmingCharacters(in: .whitespaces).lowercased().split(
      separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      sides.contains(width), sides.contains(height)
    else { throw Invalid(value: text) }
    return WindowSize(width: width, height: height)
  }
}
