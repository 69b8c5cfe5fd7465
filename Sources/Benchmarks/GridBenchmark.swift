import Foundation
import ListViews
import ViewCore

/// Benchmark 7: collection views at scale. 100,000 items of 100 × 100 pt (the
/// compositional grid: five a row) in a 1280 × 800 view: each layout prepared from scratch and
/// the visible cells placed (`invalidateLayout()` then `layoutIfNeeded()`); one batch update (ten
/// items deleted, ten inserted) applied; and one scroll frame in the middle of the grid (the
/// offset moved by 37 pt and the layout pass that recycles cells), with the most cells alive at
/// once over the tour. Wall clock in this process, median of the runs with their range.
enum GridBenchmark {
  final class Items: NSObject, UICollectionViewDataSource {
    var count = 100_000
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  static func run(quick: Bool) -> BenchmarkOutcome {
    let rounds = quick ? 2 : 7
    let frames = quick ? 60 : 600
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 100)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(256)),
      subitems: [item])
    let compositional = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    var outcome = BenchmarkOutcome()
    for (name, layout) in [("flow", flow as UICollectionViewLayout), ("compositional", compositional)] {
      let source = Items()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
      let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collection.dataSource = source
      window.addSubview(collection)
      var scratch: [Double] = []
      for _ in 0..<rounds {
        let start = ProcessInfo.processInfo.systemUptime
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        scratch.append(ProcessInfo.processInfo.systemUptime - start)
      }
      var updates: [Double] = []
      for _ in 0..<rounds {
        let start = ProcessInfo.processInfo.systemUptime
        collection.performBatchUpdates {
          collection.deleteItems(at: (0..<10).map { IndexPath(item: $0 * 7, section: 0) })
          collection.insertItems(at: (0..<10).map { IndexPath(item: $0 * 11, section: 0) })
        }
        updates.append(ProcessInfo.processInfo.systemUptime - start)
      }
      // Let the updates' animations finish (their leaving cells go back to the pool).
      window.advance(to: window.currentTime + 1)
      var perFrame: [Double] = []
      var alive = 0
      collection.contentOffset = CGPoint(x: 0, y: collection.contentSize.height / 2)
      collection.layoutIfNeeded()
      for frame in 0..<frames {
        let start = ProcessInfo.processInfo.systemUptime
        collection.contentOffset.y += frame % 200 < 100 ? 37 : -37
        collection.layoutIfNeeded()
        perFrame.append(ProcessInfo.processInfo.systemUptime - start)
        alive = max(alive, collection.visibleCells.count)
      }
      let scratchStats = Statistics(scratch)
      let updateStats = Statistics(updates)
      let frameStats = Statistics(perFrame)
      func ms(_ seconds: Double) -> String { "\(Format.fixed(seconds * 1e3, 1)) ms" }
      func us(_ seconds: Double) -> String { "\(Format.fixed(seconds * 1e6, 0)) µs" }
      outcome.note(
        "\(name): from scratch \(scratch.map(ms).joined(separator: ", ")); batch updates "
          + "\(updates.map(ms).joined(separator: ", ")); \(frames) scroll frames, at most \(alive) cells alive")
      outcome.row(
        "7 grid of 100,000, \(name) layout from scratch",
        "\(ms(scratchStats.median)) (median of \(rounds), \(ms(scratchStats.minimum)) … \(ms(scratchStats.maximum)))",
        goal: "–", met: nil)
      outcome.row(
        "7 grid of 100,000, \(name): one batch update",
        "\(ms(updateStats.median)) (median of \(rounds), \(ms(updateStats.minimum)) … \(ms(updateStats.maximum)))",
        goal: "–", met: nil)
      outcome.row(
        "7 grid of 100,000, \(name): a scroll frame's layout",
        "\(us(frameStats.median)) (median of \(frames), p95 \(us(frameStats.quantile(0.95)))); ≤ \(alive) cells alive",
        goal: "–", met: nil)
    }
    return outcome
  }
}
