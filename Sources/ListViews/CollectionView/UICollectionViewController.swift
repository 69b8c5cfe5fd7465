import Foundation
import ViewCore

/// A controller whose view is a collection view (UIKit's `UICollectionViewController`): the
/// collection view is its own data source and delegate, and a subclass overrides their methods.
/// They are declared here, in the class, so an `override` in a subclass is what the collection
/// view calls (a method that only a protocol extension provides cannot be overridden). A
/// diffable data source assigned later takes the data source's place, as on iOS.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private var initialLayout: UICollectionViewLayout
  private var collection: UICollectionView?

  /// Deselects the selected items each time the view is about to appear (default true), so coming
  /// back to the list shows no stale selection.
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose collection view lays out with `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init()
  }

  /// A controller with a flow layout (storyboards do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view, which is also the controller's view.
  open var collectionView: UICollectionView! {
    get {
      if let collection { return collection }
      _ = view
      return collection
    }
    set {
      guard let newValue else { return }
      collection = newValue
      newValue.dataSource = self
      newValue.delegate = self
      setView(newValue)
    }
  }

  /// The collection view's layout (the one given at `init` until the view loads).
  open var collectionViewLayout: UICollectionViewLayout {
    collection?.collectionViewLayout ?? initialLayout
  }

  open override func loadView() {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: initialLayout)
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let items = collection?.indexPathsForSelectedItems else { return }
    for item in items { collection?.deselectItem(at: item, animated: animated) }
  }

  // MARK: UICollectionViewDataSource (override in a subclass)

  /// No items, until a subclass says how many.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// A subclass that reports items gives their cells; without one an empty cell stands in, and
  /// the collection view says so.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionView.report(
      "\(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:); an empty cell stands in")
    return UICollectionViewCell()
  }

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionView.report(
      "the layout asked for a supplementary view of kind \(kind) at \(indexPath), and \(type(of: self)) gives none "
        + "(collectionView(_:viewForSupplementaryElementOfKind:at:) is not overridden)")
    return UICollectionReusableView()
  }

  // MARK: UICollectionViewDelegate (override in a subclass)

  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  // MARK: UIScrollViewDelegate (override in a subclass)

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
