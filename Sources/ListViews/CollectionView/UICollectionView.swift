import Foundation
import ViewCore

/// Items in sections, placed by a layout object, on a `UIScrollView` (UIKit's `UICollectionView`).
/// Only the elements whose frames meet the visible bounds have views: as the content scrolls,
/// views that leave go back to a pool by reuse identifier and the data source dequeues them for
/// the index paths that arrive.
@MainActor
open class UICollectionView: UIScrollView, ScrollReleaseTargeting {
  /// The axis a flow layout's content scrolls along.
  public enum ScrollDirection: Int, Sendable {
    case vertical
    case horizontal
  }

  /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the
  /// item: one vertical and one horizontal option at most; none leaves that axis alone.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout placing the elements; setting it lays the content out anew.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }
  open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
  /// Taps select items.
  open var allowsSelection = true
  /// Taps toggle items in and out of the selection instead of replacing it.
  open var allowsMultipleSelection = false

  // MARK: State (used by the facets in other files)

  /// Items per section, as the data source last reported them.
  var itemCounts: [Int] = []
  var needsReload = true
  var liveCells: [IndexPath: UICollectionViewCell] = [:]
  var liveSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
  /// Decoration views on screen by kind and section, and those off screen by kind.
  var liveDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
  var decorationPool: [String: [UICollectionReusableView]] = [:]
  var cellPool: [String: [UICollectionViewCell]] = [:]
  var supplementaryPool: [SupplementaryKey: [UICollectionReusableView]] = [:]
  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  var supplementaryClasses: [SupplementaryKey: UICollectionReusableView.Type] = [:]
  var selectedItems: Set<IndexPath> = []
  /// The item a touch is pressing, if any.
  var pressedItem: IndexPath?
  /// The scroll views of sections that scroll across the layout, by section.
  var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
  /// The batch being recorded inside `performBatchUpdates`.
  var pendingUpdate: CollectionUpdate?
  /// Views placed with estimated dimensions, to measure at the end of the layout pass.
  /// A view arrived or a `zIndex` changed: the stacking is checked at the end of the layout pass.
  var zOrderNeedsUpdate = false
  var unmeasured: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)] = []
  /// The row of a list section swiped open, if any, and the pan that swipes rows (made when a
  /// list section offers swipe actions: Lists/UICollectionView+ListSwipe.swift).
  var listSwipe: RowSwipeState?
  var listSwipePan: ListSwipePanGestureRecognizer?
  /// The row being dragged by its reorder grip, and the pan that drags it
  /// (Lists/UICollectionView+ListReorder.swift).
  var listReorder: ListReorderState?
  var listReorderPan: ListReorderPanGestureRecognizer?
  /// What was reported once already (a message a frame would flood the terminal).
  var reported: Set<String> = []

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection view with a flow layout (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  open override var bounds: CGRect {
    willSet {
      if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
        collectionViewLayout.invalidateLayout()
      }
    }
    didSet { if bounds != oldValue { setNeedsLayout() } }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutElements()
  }

  /// The layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` (velocity
  /// in points per millisecond, as UIKit passes it), before the delegate sees the target.
  package func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    collectionViewLayout.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
  }

  // MARK: Registration and dequeuing

  /// Makes `dequeueReusableCell(withReuseIdentifier:for:)` create `cellClass` (a
  /// `UICollectionViewCell` subclass) for `identifier` when the pool has none.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else { return cellClasses[identifier] = nil }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      return Self.report(
        "register: \(cellClass) is not a UICollectionViewCell subclass; \(identifier) is not registered")
    }
    cellClasses[identifier] = type
  }

  /// Registers `viewClass` for supplementary views of `elementKind` with `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    let key = SupplementaryKey(kind: elementKind, identifier: identifier)
    guard let viewClass else { return supplementaryClasses[key] = nil }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      return Self.report("register: \(viewClass) is not a UICollectionReusableView subclass")
    }
    supplementaryClasses[key] = type
  }

  /// A cell for `indexPath`: one from the pool (after its `prepareForReuse()`), else a new one of
  /// the registered class. An identifier nobody registered gets UIKit's message and a plain cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = reuse(
      from: &cellPool[identifier], registered: cellClasses[identifier], kind: "UICollectionElementKindCell", identifier)
    if let listCell = cell as? UICollectionViewListCell { listCell.listContext = listContext(at: indexPath) ?? .init() }
    return cell
  }

  /// A supplementary view of `elementKind` for `indexPath`, pooled or new, as for cells.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = SupplementaryKey(kind: elementKind, identifier: identifier)
    let view = reuse(
      from: &supplementaryPool[key], registered: supplementaryClasses[key], kind: elementKind, identifier)
    if let listCell = view as? UICollectionViewListCell {
      listCell.listContext = listContext(at: indexPath, kind: elementKind) ?? .init()
    }
    return view
  }

  /// A pooled view (prepared for reuse) or a new one of `type`; with no type registered, UIKit's
  /// message and a plain view of the base class.
  private func reuse<View: UICollectionReusableView>(
    from pool: inout [View]?, registered type: View.Type?, kind: String, _ identifier: String
  ) -> View {
    if let view = pool?.popLast() {
      // Shown again before the data source configures it, so that a view it hides stays hidden
      // (iOS applies the layout's attributes when it dequeues).
      view.isHidden = false
      view.prepareForReuse()
      return view
    }
    if type == nil {
      reportOnce(
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
          + "for the identifier; a plain \(View.self) stands in")
    }
    let view = (type ?? View.self).init(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  // MARK: Data

  /// Reads the counts and every visible element anew at the next layout pass.
  open func reloadData() {
    needsReload = true
    collectionViewLayout.measuredSizes.removeAll()
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// The number of sections the data source reported.
  open var numberOfSections: Int {
    reloadCountsIfNeeded()
    return itemCounts.count
  }

  /// The number of items the data source reported for `section` (0 for a section that does not exist).
  open func numberOfItems(inSection section: Int) -> Int {
    reloadCountsIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// One line on standard error, as UIKit logs what it refuses.
  static func report(_ message: String) {
    Diagnostics.report(message, from: "UICollectionView")
  }

  func reportOnce(_ message: String) {
    guard reported.insert(message).inserted else { return }
    Self.report(message)
  }
}

/// A supplementary element: its kind and either its reuse identifier or its index path.
struct SupplementaryKey: Hashable {
  var kind: String
  var identifier: String = ""
  var indexPath = IndexPath()
}
