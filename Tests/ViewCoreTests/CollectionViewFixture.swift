import Foundation

@testable import ListViews
@testable import ViewCore

/// A cell that counts how many were ever made.
final class CountingCollectionCell: UICollectionViewCell {
  nonisolated(unsafe) static var made = 0
  required init(frame: CGRect) {
    CountingCollectionCell.made += 1
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }
}

/// A collection view in a window, fed by counts, with a flow delegate that records messages and
/// may give sizes per item.
@MainActor
final class CollectionFixture: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let window: UIWindow
  let collectionView: UICollectionView
  let layout: UICollectionViewFlowLayout
  var counts: [Int]
  var sizes: [IndexPath: CGSize] = [:]
  var log: [String] = []
  var proposedTargets: [CGPoint] = []

  init(counts: [Int], size: CGSize = CGSize(width: 320, height: 480), layout: UICollectionViewFlowLayout = .init()) {
    self.counts = counts
    self.layout = layout
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    super.init()
    collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collectionView.dataSource = self
    collectionView.delegate = self
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
  }

  func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? layout.itemSize }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("select \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("deselect \(indexPath.item)")
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    proposedTargets.append(targetContentOffset.pointee)
  }
}

/// A data source fed by counts: cells dequeued as "cell", tagged with their item and handed to
/// `configure`; supplementary views dequeued as "header".
@MainActor
final class CountsDataSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.tag = indexPath.item
    configure(cell, indexPath)
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  /// A collection view of `size` with `layout` in a 320 × 480 window, fed by this source, with
  /// `cell` registered as "cell" and `header` as "header" of that kind, laid out once.
  func collection(
    _ layout: UICollectionViewLayout, size: CGSize = CGSize(width: 320, height: 480),
    cell: UICollectionViewCell.Type = UICollectionViewCell.self,
    header: UICollectionReusableView.Type = UICollectionReusableView.self
  ) -> (UICollectionView, UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(cell, forCellWithReuseIdentifier: "cell")
    view.register(header, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
    view.dataSource = self
    window.addSubview(view)
    view.layoutIfNeeded()
    return (view, window)
  }
}
