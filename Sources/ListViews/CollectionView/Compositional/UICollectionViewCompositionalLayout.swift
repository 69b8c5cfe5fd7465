import Foundation
import ViewCore

/// The compositional layout's settings (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
  /// The axis the sections follow one another along: `.vertical` stacks them down the layout,
  /// `.horizontal` lays them side by side (each section's groups then run along x, and its
  /// orthogonal scrolling is vertical).
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The space between sections along the scroll direction.
  public var interSectionSpacing: CGFloat = 0
  public init() {}
}

/// An orthogonal section as laid out: the frame of its scroll view in the collection's content,
/// the axis it scrolls along, the length of its run of groups, where each group starts and how
/// long it is along the run (measured groups differ), and how it snaps.
struct OrthogonalSectionLayout {
  var frame: CGRect
  var scrollsVertically = false
  var runLength: CGFloat
  var groupStarts: [CGFloat] = []
  var groupLengths: [CGFloat] = []
  var leadingInset: CGFloat
  var trailingInset: CGFloat = 0
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
}

/// UIKit's `UICollectionViewCompositionalLayout`: sections from one description or a provider
/// called per section with the container's size, each its group repeated for its items — along
/// the scroll direction, or across it in a scroll view of its own when the section scrolls
/// orthogonally. Estimated sizes are laid out at the estimate until the view there is measured
/// (`preferredLayoutAttributesFitting(_:)`, as it comes on screen), then at the measured size.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  private let provider: SectionProvider
  public var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

  /// The sections as laid out, by index.
  var laidOut: [CompositionalSectionLayout] = []
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

  override var scrollsHorizontally: Bool { configuration.scrollDirection == .horizontal }

  open override func prepare() {
    super.prepare()
    laidOut = []
    guard let collectionView else { return }
    let inset = collectionView.adjustedContentInset
    let container = CGSize(
      width: max(collectionView.bounds.width - inset.left - inset.right, 0),
      height: max(collectionView.bounds.height - inset.top - inset.bottom, 0))
    let horizontal = scrollsHorizontally
    // What fractions refer to: the collection's size less the content insets across the scroll
    // direction, and its full length along it.
    let environmentSize =
      horizontal
      ? CGSize(width: collectionView.bounds.width, height: container.height)
      : CGSize(width: container.width, height: collectionView.bounds.height)
    let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    environment = NSCollectionLayoutEnvironment(
      container: NSCollectionLayoutContainer(contentSize: environmentSize, contentInsets: zero),
      traitCollection: collectionView.traitCollection)
    measuredSizes.keep(forContainer: environmentSize)
    var position: CGFloat = 0
    let spacing = validSpacing(configuration.interSectionSpacing, collectionView)
    let measuredItems = measuredSizes.measuredItemsBySection()
    for index in 0..<collectionView.numberOfSections {
      if index > 0 { position += spacing }
      guard let section = provider(index, environment) else {
        collectionView.reportOnce("the section provider returned nil for section \(index); it is left empty")
        laidOut.append(CompositionalSectionLayout(span: position...position))
        continue
      }
      report(problems(in: section, index: index, container: environmentSize), collectionView)
      let count = collectionView.numberOfItems(inSection: index)
      var placed =
        horizontal
        ? layHorizontally(
          section, index: index, from: position, count: count, container: environmentSize,
          measuredItems: measuredItems[index] ?? [])
        : layVertically(
          section, index: index, from: position, count: count, container: environmentSize,
          measuredItems: measuredItems[index] ?? [])
      placed.section = section
      laidOut.append(placed)
      position = placed.span.upperBound
    }
    applyListBackground()
    contentSize =
      horizontal
      ? CGSize(width: position, height: container.height) : CGSize(width: container.width, height: position)
  }

  /// A self-sizing view that asked for another size gets a new layout.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { preferredSizeDiffers(preferredAttributes, from: originalAttributes) }

  /// The measured size of item `item` of `section` (or of a boundary item of `kind`) for a frame
  /// of `proposed` size sizing along `axes`; nil while unmeasured.
  func measured(_ item: Int, of section: Int, kind: String? = nil, proposed: CGSize, axes: SelfSizingAxes) -> CGSize? {
    measuredSizes.size(
      of: SelfSizingCache.Key(kind: kind, indexPath: IndexPath(item: item, section: section)), proposed: proposed,
      axes: axes)
  }

  // MARK: Queries

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let horizontal = scrollsHorizontally
    let low = horizontal ? rect.minX : rect.minY
    let high = horizontal ? rect.maxX : rect.maxY
    var result: [UICollectionViewLayoutAttributes] = []
    for (index, section) in laidOut.enumerated() where section.span.upperBound >= low && section.span.lowerBound <= high
    {
      for item in section.items(meeting: low, high) {
        let indexPath = IndexPath(item: item, section: index)
        guard let frame = frame(of: indexPath) else { continue }
        // An orthogonal section's items all count: its own scroll view decides which show.
        guard section.orthogonal.map({ $0.frame.overlaps(rect) }) ?? frame.overlaps(rect) else { continue }
        result.append(cellAttributes(indexPath, frame))
      }
      for boundary in section.boundaries {
        let attributes = boundaryAttributes(boundary.item, boundary.frame, index)
        if attributes.frame.overlaps(rect) { result.append(attributes) }
      }
      result += decorationAttributes(ofSection: index).filter { $0.frame.overlaps(rect) }
      result += badgeAttributes(ofSection: index, meeting: rect)
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    frame(of: indexPath).map { cellAttributes(indexPath, $0) }
  }

  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, laidOut.indices.contains(indexPath.section) else { return nil }
    guard let boundary = laidOut[indexPath.section].boundaries.first(where: { $0.item.elementKind == elementKind })
    else { return badgeAttributes(ofKind: elementKind, at: indexPath) }
    return boundaryAttributes(boundary.item, boundary.frame, indexPath.section)
  }

  open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, laidOut.indices.contains(indexPath.section) else { return nil }
    return decorationAttributes(ofSection: indexPath.section).first { $0.representedElementKind == elementKind }
  }

  /// The orthogonal scrolling of `section`, if it scrolls across the layout.
  override func orthogonalLayout(ofSection section: Int) -> OrthogonalSectionLayout? {
    laidOut.indices.contains(section) ? laidOut[section].orthogonal : nil
  }

  /// Lets the section's handler restyle its visible items (frames as if unscrolled, the offset
  /// its scroll view's).
  override func invalidateVisibleItems(
    _ items: [NSCollectionLayoutVisibleItem], inSection section: Int, offset: CGPoint
  ) {
    guard laidOut.indices.contains(section), let handler = laidOut[section].section?.visibleItemsInvalidationHandler
    else { return }
    handler(items, offset, environment)
  }
}
