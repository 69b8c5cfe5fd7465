import Foundation
import ViewCore

/// UIKit's `UICollectionViewFlowLayout`: items flow into lines across the scroll direction, lines
/// stack along it, each section framed by its header, its insets and its footer. Sizes and
/// spacings come from the layout's properties or, per item and per section, from a delegate that
/// adopts `UICollectionViewDelegateFlowLayout`.
///
/// In a line, extra space is spread evenly between the items (a line of one item is centred);
/// the last line of a section keeps the minimum spacing from the leading inset (UIKit's
/// left-aligned last row); items are centred across their line's thickness.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// The size of every item, unless the delegate answers per item (UIKit's default 50 × 50).
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Non-zero asks for self-sizing cells: each is laid out at this size, then at the size its
  /// `preferredLayoutAttributesFitting(_:)` asks for when it comes on screen; `automaticSize`
  /// lays them out at `itemSize` (or the delegate's size) until measured.
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The least space between lines (rows when scrolling vertically).
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items in a line.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// A header's thickness along the scroll direction (its height when scrolling vertically); 0: none.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// Headers stay at the visible top while their section scrolls under them.
  open var sectionHeadersPinToVisibleBounds = false { didSet { collectionView?.setNeedsLayout() } }

  /// `estimatedItemSize` meaning "size each cell to fit its content".
  public static let automaticSize = CGSize(width: -1, height: -1)

  // MARK: The prepared layout

  /// The cells' attributes, section by section, line by line.
  var items: [[UICollectionViewLayoutAttributes]] = []
  /// Each line: its span along the scroll direction and its items (section, range in `items`).
  var lines: [FlowLine] = []
  var headers: [Int: UICollectionViewLayoutAttributes] = [:]
  var footers: [Int: UICollectionViewLayoutAttributes] = [:]
  /// Each section's span along the scroll direction, header to footer (for pinned headers).
  var sectionSpans: [ClosedRange<CGFloat>] = []
  var contentSize: CGSize = .zero
  private var reportedTooWide = false

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    items = []
    lines = []
    headers = [:]
    footers = [:]
    sectionSpans = []
    let vertical = scrollDirection == .vertical
    let inset = collectionView.adjustedContentInset
    measuredSizes.keep(
      forContainer: CGSize(
        width: collectionView.bounds.width - inset.left - inset.right,
        height: collectionView.bounds.height - inset.top - inset.bottom))
    // Everything is computed as for vertical scrolling ("cross" = across lines, "main" = along
    // the scroll direction) and transposed at the end for horizontal scrolling.
    let cross =
      vertical
      ? collectionView.bounds.width - inset.left - inset.right : collectionView.bounds.height - inset.top - inset.bottom
    var main: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let start = main
      let insets = flow(sectionInsetFor(section), vertical)
      let header = flowSize(headerSizeFor(section), vertical).height
      if header > 0 {
        headers[section] = supplementary(
          UICollectionView.elementKindSectionHeader, section, CGRect(x: 0, y: main, width: cross, height: header),
          vertical)
        main += header
      }
      main += insets.top
      main = layLines(section: section, from: main, cross: cross, insets: insets, vertical: vertical)
      main += insets.bottom
      let footer = flowSize(footerSizeFor(section), vertical).height
      if footer > 0 {
        footers[section] = supplementary(
          UICollectionView.elementKindSectionFooter, section, CGRect(x: 0, y: main, width: cross, height: footer),
          vertical)
        main += footer
      }
      sectionSpans.append(start...main)
    }
    contentSize = vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  /// Fills `section`'s lines from `main` on; returns where the last line ends.
  private func layLines(section: Int, from main: CGFloat, cross: CGFloat, insets: UIEdgeInsets, vertical: Bool)
    -> CGFloat
  {
    guard let collectionView else { return main }
    let count = collectionView.numberOfItems(inSection: section)
    let available = cross - insets.left - insets.right
    let spacing = interitemSpacingFor(section)
    let lineSpacing = lineSpacingFor(section)
    let sizes = (0..<count).map { flowSize(sizeForItem(at: IndexPath(item: $0, section: section)), vertical) }
    var attributes: [UICollectionViewLayoutAttributes] = []
    attributes.reserveCapacity(count)
    var cursor = main
    var index = 0
    while index < count {
      // The line: as many items as fit with the minimum spacing (at least one).
      var used = sizes[index].width
      var end = index + 1
      while end < count, used + spacing + sizes[end].width <= available + 0.001 {
        used += spacing + sizes[end].width
        end += 1
      }
      if sizes[index].width > available + 0.001 { reportTooWide(vertical) }
      let isLast = end == count
      let thickness = sizes[index..<end].map(\.height).max() ?? 0
      let gap: CGFloat
      var x = insets.left
      if isLast {
        gap = spacing
      } else if end - index == 1 {
        gap = 0
        x += (available - used) / 2
      } else {
        gap = spacing + (available - used) / CGFloat(end - index - 1)
      }
      for item in index..<end {
        let size = sizes[item]
        let frame = CGRect(x: x, y: cursor + (thickness - size.height) / 2, width: size.width, height: size.height)
        let element = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        element.frame = vertical ? frame : frame.flowTransposed
        attributes.append(element)
        x += size.width + gap
      }
      lines.append(FlowLine(span: cursor...(cursor + thickness), section: section, items: index..<end))
      cursor += thickness
      index = end
      if index < count { cursor += lineSpacing }
    }
    items.append(attributes)
    return cursor
  }

  private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect, _ vertical: Bool)
    -> UICollectionViewLayoutAttributes
  {
    let element = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    element.frame = vertical ? frame : frame.flowTransposed
    element.zIndex = 10
    return element
  }

  private func reportTooWide(_ vertical: Bool) {
    guard !reportedTooWide else { return }
    reportedTooWide = true
    let (extent, sides) = vertical ? ("width", "left and right") : ("height", "top and bottom")
    Diagnostics.report(
      "The behavior of the UICollectionViewFlowLayout is not defined because: the item \(extent) must be less "
        + "than the \(extent) of the UICollectionView minus the section insets \(sides) values, minus the "
        + "content insets \(sides) values. Such items are laid out one to a line.",
      from: "UICollectionViewFlowLayout")
  }

  // MARK: Queries

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let vertical = scrollDirection == .vertical
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var result: [UICollectionViewLayoutAttributes] = []
    // The first line that ends at or after `low` (lines are in order along the scroll direction).
    var lower = 0
    var upper = lines.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if lines[middle].span.upperBound < low { lower = middle + 1 } else { upper = middle }
    }
    var index = lower
    while index < lines.count, lines[index].span.lowerBound <= high {
      let line = lines[index]
      for item in line.items where items[line.section][item].frame.overlaps(rect) {
        result.append(handedOut(items[line.section][item]))
      }
      index += 1
    }
    for section in sectionSpans.indices {
      for element in [headers[section], footers[section]].compactMap({ $0 }) {
        let shown =
          element.representedElementKind == UICollectionView.elementKindSectionHeader
          ? pinned(element, section: section) : element.copy()
        if shown.frame.overlaps(rect) { result.append(shown) }
      }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else {
      return nil
    }
    return handedOut(items[indexPath.section][indexPath.item])
  }

  /// A copy of a cell's attributes, flagged for measuring while the cell sizes itself and has not
  /// been measured.
  private func handedOut(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    flaggedForMeasuring(attributes.copy(), axes: isSelfSizing ? [.width, .height] : [])
  }

  /// A self-sizing cell that asked for another size gets a new layout.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { preferredSizeDiffers(preferredAttributes, from: originalAttributes) }

  override var scrollsHorizontally: Bool { scrollDirection == .horizontal }

  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2 else { return nil }
    switch elementKind {
    case UICollectionView.elementKindSectionHeader:
      return headers[indexPath.section].map { pinned($0, section: indexPath.section) }
    case UICollectionView.elementKindSectionFooter: return footers[indexPath.section]?.copy()
    default: return nil
    }
  }

  /// A header where it shows: with `sectionHeadersPinToVisibleBounds`, held at the visible top
  /// (below the insets) while its section passes, pushed off by the section's end.
  private func pinned(_ header: UICollectionViewLayoutAttributes, section: Int) -> UICollectionViewLayoutAttributes {
    let copy = header.copy()
    guard sectionHeadersPinToVisibleBounds, let collectionView, sectionSpans.indices.contains(section) else {
      return copy
    }
    let vertical = scrollDirection == .vertical
    let inset = collectionView.adjustedContentInset
    let top = vertical ? collectionView.contentOffset.y + inset.top : collectionView.contentOffset.x + inset.left
    let thickness = vertical ? copy.frame.height : copy.frame.width
    let start = vertical ? copy.frame.minY : copy.frame.minX
    let end = (footers[section].map { vertical ? $0.frame.minY : $0.frame.minX }) ?? sectionSpans[section].upperBound
    let position = max(start, min(top, end - thickness))
    if vertical { copy.frame.origin.y = position } else { copy.frame.origin.x = position }
    copy.zIndex = 1024
    return copy
  }
}

/// One line of a flow layout: its span along the scroll direction and its items.
struct FlowLine {
  var span: ClosedRange<CGFloat>
  var section: Int
  var items: Range<Int>
}

extension CGRect {
  /// x ↔ y and width ↔ height: a vertical flow's frame as the horizontal flow's.
  fileprivate var flowTransposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}

/// A size in flow coordinates: width across the lines, height along the scroll direction.
@MainActor
func flowSize(_ size: CGSize, _ vertical: Bool) -> CGSize {
  vertical ? size : CGSize(width: size.height, height: size.width)
}

/// Insets in flow coordinates: left/right across the lines, top/bottom along the scroll direction.
@MainActor
func flow(_ insets: UIEdgeInsets, _ vertical: Bool) -> UIEdgeInsets {
  vertical ? insets : UIEdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
}
