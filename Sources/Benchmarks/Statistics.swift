import Foundation

/// Order statistics of a sample. Medians rather than means: a frame that the scheduler interrupts
/// should not move the figure, and the median of many frames is stable from run to run.
struct Statistics {
  let sorted: [Double]

  init(_ values: [Double]) {
    sorted = values.filter(\.isFinite).sorted()
  }

  var count: Int { sorted.count }
  var minimum: Double { sorted.first ?? .nan }
  var maximum: Double { sorted.last ?? .nan }
  var median: Double { quantile(0.5) }
  /// The arithmetic mean (NaN when empty).
  var mean: Double { sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count) }

  /// The `q` quantile (0…1), interpolating between neighbours.
  func quantile(_ q: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let position = min(max(q, 0), 1) * Double(sorted.count - 1)
    let low = Int(position.rounded(.down))
    let high = min(low + 1, sorted.count - 1)
    let fraction = position - Double(low)
    return sorted[low] + (sorted[high] - sorted[low]) * fraction
  }

  /// "min … max" of the sample, formatted by `format`.
  func spread(_ format: (Double) -> String) -> String {
    "\(format(minimum)) … \(format(maximum))"
  }
}
