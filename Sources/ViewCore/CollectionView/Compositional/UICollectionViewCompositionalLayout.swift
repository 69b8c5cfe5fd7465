import Foundation

/// The compositional layout's settings (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
  /// Only `.vertical` here: a horizontal configuration is laid out vertically, with a message.
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical
  public var interSectionSpacing: CGFloat = 0
  public init() {}
}

/// An orthogonal section as laid out: the frame of its scroll view in the collection's content,
/// the length of its run of groups, and how it snaps.
struct OrthogonalSectionLayout {
  var frame: CGRect
  var runLength: CGFloat
  var groupLength: CGFloat
  var pitch: CGFloat
  var leadingInset: CGFloat
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
}

/// UIKit's `UICollectionViewCompositionalLayout`: sections from one description or a provider
/// called per section with the container's size, each its group repeated for its items — down the
/// layout, or across it in a scroll view of its own when the section scrolls orthogonally.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  private let provider: SectionProvider
  public var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

  /// Item frames by section: in the collection's content for ordinary sections; for orthogonal
  /// ones, in their scroll view's content (add `orthogonal[section].frame.origin`).
  var itemFrames: [[CGRect]] = []
  var orthogonal: [Int: OrthogonalSectionLayout] = [:]
  var boundaryItems: [Int: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)]] = [:]
  var sectionSpans: [ClosedRange<CGFloat>] = []
  /// Each ordinary section's groups: where the first starts, their pitch down the layout and how
  /// many items each holds — so the items in a rect are found by arithmetic, not by a scan.
  var groupRuns: [Int: (top: CGFloat, pitch: CGFloat, leaves: Int)] = [:]
  var sections: [NSCollectionLayoutSection?] = []
  var contentSize: CGSize = .zero
  var environment = NSCollectionLayoutEnvironment(
    container: NSCollectionLayoutContainer(
      contentSize: .zero, contentInsets: .init(top: 0, leading: 0, bottom: 0, trailing: 0)))

  public init(
    section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration = .init()
  ) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration = .init()
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func prepare() {
    super.prepare()
    itemFrames = []
    orthogonal = [:]
    boundaryItems = [:]
    sectionSpans = []
    groupRuns = [:]
    sections = []
    guard let collectionView else { return }
    if configuration.scrollDirection == .horizontal {
      collectionView.reportOnce("a horizontal compositional layout is laid out vertically here")
    }
    let inset = collectionView.adjustedContentInset
    let width = max(collectionView.bounds.width - inset.left - inset.right, 0)
    let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    environment = NSCollectionLayoutEnvironment(
      container: NSCollectionLayoutContainer(
        contentSize: CGSize(width: width, height: collectionView.bounds.height), contentInsets: zero))
    var y: CGFloat = 0
    for index in 0..<collectionView.numberOfSections {
      if index > 0 { y += configuration.interSectionSpacing }
      let start = y
      let section = provider(index, environment)
      sections.append(section)
      guard let section else {
        collectionView.reportOnce("the section provider returned nil for section \(index); it is left empty")
        itemFrames.append([])
        sectionSpans.append(start...start)
        continue
      }
      y = lay(section, index: index, from: y, width: width, count: collectionView.numberOfItems(inSection: index))
      sectionSpans.append(start...y)
    }
    contentSize = CGSize(width: width, height: y)
  }

  /// Lays out `section` from `y`; returns where it ends.
  private func lay(_ section: NSCollectionLayoutSection, index: Int, from top: CGFloat, width: CGFloat, count: Int)
    -> CGFloat
  {
    var y = top
    let container = CGSize(width: width, height: environment.container.contentSize.height)
    var boundaries: [(NSCollectionLayoutBoundarySupplementaryItem, CGRect)] = []
    for header in section.boundarySupplementaryItems where header.alignment == .top || header.alignment == .topLeading {
      let size = header.layoutSize.resolve(in: container)
      boundaries.append((header, CGRect(x: 0, y: y, width: size.width, height: size.height)))
      y += size.height
    }
    let insets = section.contentInsets
    let body = CGSize(width: max(width - insets.leading - insets.trailing, 0), height: container.height)
    let group = section.group.layoutSize.resolve(in: body)
    let leaves = section.group.leafFrames(in: group)
    let groups = leaves.isEmpty ? 0 : (count + leaves.count - 1) / leaves.count
    var frames: [CGRect] = []
    frames.reserveCapacity(count)
    if section.orthogonalScrollingBehavior == .none {
      if !leaves.isEmpty {
        groupRuns[index] = (y + insets.top, group.height + section.interGroupSpacing, leaves.count)
      }
      for item in 0..<count {
        let g = item / leaves.count
        let origin = CGPoint(
          x: insets.leading, y: y + insets.top + CGFloat(g) * (group.height + section.interGroupSpacing))
        frames.append(leaves[item % leaves.count].offsetBy(dx: origin.x, dy: origin.y))
      }
      y +=
        insets.top
        + (groups == 0 ? 0 : CGFloat(groups) * group.height + CGFloat(groups - 1) * section.interGroupSpacing)
        + insets.bottom
    } else {
      let pitch = group.width + section.interGroupSpacing
      for item in 0..<count {
        let g = item / leaves.count
        frames.append(leaves[item % leaves.count].offsetBy(dx: insets.leading + CGFloat(g) * pitch, dy: insets.top))
      }
      let height = insets.top + group.height + insets.bottom
      let run =
        insets.leading + (groups == 0 ? 0 : CGFloat(groups) * pitch - section.interGroupSpacing) + insets.trailing
      orthogonal[index] = OrthogonalSectionLayout(
        frame: CGRect(x: 0, y: y, width: width, height: height), runLength: run, groupLength: group.width,
        pitch: pitch, leadingInset: insets.leading, behavior: section.orthogonalScrollingBehavior)
      y += height
    }
    itemFrames.append(frames)
    for footer in section.boundarySupplementaryItems
    where footer.alignment == .bottom || footer.alignment == .bottomLeading {
      let size = footer.layoutSize.resolve(in: container)
      boundaries.append((footer, CGRect(x: 0, y: y, width: size.width, height: size.height)))
      y += size.height
    }
    boundaryItems[index] = boundaries.map { (item: $0.0, frame: $0.1) }
    return y
  }

  // MARK: Queries

  /// An item's frame in the collection's content (an orthogonal section's items as if unscrolled).
  func frame(of indexPath: IndexPath) -> CGRect? {
    guard itemFrames.indices.contains(indexPath.section), itemFrames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    let frame = itemFrames[indexPath.section][indexPath.item]
    guard let section = orthogonal[indexPath.section] else { return frame }
    return frame.offsetBy(dx: section.frame.minX, dy: section.frame.minY)
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    for section in sectionSpans.indices
    where sectionSpans[section].upperBound >= rect.minY
      && sectionSpans[section].lowerBound <= rect.maxY
    {
      let scrolls = orthogonal[section]
      var items = itemFrames[section].indices
      if let run = groupRuns[section], run.pitch > 0 {
        // Only the groups that can meet the rect.
        let first = max(Int(((rect.minY - run.top) / run.pitch).rounded(.down)) - 1, 0) * run.leaves
        let last = max(Int(((rect.maxY - run.top) / run.pitch).rounded(.down)) + 1, 0) * run.leaves + run.leaves
        items = min(first, items.upperBound)..<min(max(last, first), items.upperBound)
      }
      for item in items {
        let indexPath = IndexPath(item: item, section: section)
        guard let frame = frame(of: indexPath) else { continue }
        // An orthogonal section's items all count: its own scroll view decides which show.
        guard scrolls.map({ $0.frame.overlaps(rect) }) ?? frame.overlaps(rect) else { continue }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        result.append(attributes)
      }
      for boundary in boundaryItems[section] ?? [] {
        let attributes = boundaryAttributes(boundary.item, boundary.frame, section)
        if attributes.frame.overlaps(rect) { result.append(attributes) }
      }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let frame = frame(of: indexPath) else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }

  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let boundary = boundaryItems[indexPath.section]?.first(where: { $0.item.elementKind == elementKind }) else {
      return nil
    }
    return boundaryAttributes(boundary.item, boundary.frame, indexPath.section)
  }

  /// A boundary item where it shows: a pinned header holds the visible top while its section passes.
  private func boundaryAttributes(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, _ frame: CGRect, _ section: Int
  ) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = item.zIndex
    if item.pinToVisibleBounds, let collectionView, sectionSpans.indices.contains(section) {
      let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
      attributes.frame.origin.y = max(frame.minY, min(top, sectionSpans[section].upperBound - frame.height))
    }
    return attributes
  }

  /// The orthogonal scrolling of `section`, if it scrolls across the layout.
  override func orthogonalLayout(ofSection section: Int) -> OrthogonalSectionLayout? { orthogonal[section] }

  /// Lets the section's handler restyle its visible items (frames as if unscrolled, the offset
  /// its scroll view's).
  override func invalidateVisibleItems(
    _ items: [NSCollectionLayoutVisibleItem], inSection section: Int, offset: CGPoint
  ) {
    guard sections.indices.contains(section), let handler = sections[section]?.visibleItemsInvalidationHandler else {
      return
    }
    handler(items, offset, environment)
  }
}
