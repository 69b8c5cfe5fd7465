import Foundation
import ViewCore

/// The photos the benchmarks draw: `SCROLL_DEMO_ASSETS` (what `scripts/bench.sh` sets, as it
/// does for the demo it launches), then the library's own places.
enum BenchmarkAssets {
  static func path(named name: String) -> String? {
    let folders = ProcessInfo.processInfo.environment["SCROLL_DEMO_ASSETS"].map { [$0] } ?? []
    return UIImage.assetPath(named: name, in: folders + UIImage.assetDirectories)
  }
}
