import Foundation
import ListViews
import ViewCore

/// The `collection` scene's grid as a photo library: a pinch changes its column count, the
/// layout change animated (`setCollectionViewLayout(_:animated:)`) and the photo under the
/// fingers kept under them. Spreading the fingers makes the photos bigger — fewer columns — in
/// proportion: the count is the one at the pinch's start divided by its scale, rounded, and each
/// change of it is one animated step, so a long pinch steps through several.
extension CollectionSceneController {
  /// The fewest and most columns a pinch can choose.
  static let columnRange = 2...12

  /// The grid's column count: the one a pinch chose, else as many 150-pt columns as fit, at
  /// least three.
  var gridColumns: Int { pinchedColumns ?? max(3, Int(gridWidth / 150)) }

  /// The width the grid's items share: the grid's, less its 4-pt side insets.
  var gridWidth: CGFloat { grid.bounds.width - 8 }

  /// A new grid layout: photos in square cells 4 pt apart, sections of 300 under pinned headers.
  static func makeGridLayout() -> PhotoGridLayout {
    let layout = PhotoGridLayout()
    layout.minimumLineSpacing = 4
    layout.minimumInteritemSpacing = 4
    layout.sectionInset = UIEdgeInsets(top: 4, left: 4, bottom: 12, right: 4)
    layout.headerReferenceSize = CGSize(width: 0, height: 32)
    layout.sectionHeadersPinToVisibleBounds = true
    return layout
  }

  /// The side of a square photo cell for `columns` columns across the grid.
  func cellSide(columns: Int) -> CGFloat {
    let count = CGFloat(max(columns, 1))
    return max(((gridWidth - (count - 1) * 4) / count).rounded(.down), 1)
  }

  /// Follows the grid's pinch: at its start it notes the photo under the fingers; as the scale
  /// changes it steps the column count.
  func gridPinched(_ pinch: UIPinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      pinchStart = (gridColumns, anchor(at: pinch.location(in: grid)))
    case .changed:
      guard let start = pinchStart, pinch.scale.isFinite, pinch.scale > 0 else { return }
      let wanted = Int((CGFloat(start.columns) / pinch.scale).rounded())
      let columns = min(max(wanted, Self.columnRange.lowerBound), Self.columnRange.upperBound)
      guard columns != gridColumns else { return }
      // The photo noted at the start goes under the fingers where they are now.
      let fingers = pinch.location(in: grid)
      var anchor = start.anchor
      anchor?.onScreen = CGPoint(x: fingers.x - grid.contentOffset.x, y: fingers.y - grid.contentOffset.y)
      setGridColumns(columns, keeping: anchor, animated: true)
    default:
      pinchStart = nil
    }
  }

  /// Lays the grid out in `columns` columns, with `anchor`'s point of its photo where it says.
  func setGridColumns(_ columns: Int, keeping anchor: PhotoGridLayout.Anchor?, animated: Bool) {
    pinchedColumns = columns
    let layout = Self.makeGridLayout()
    layout.anchor = anchor
    grid.setCollectionViewLayout(layout, animated: animated)
  }

  /// The photo under `point` (grid coordinates) — in a gap, the nearest one on screen, the
  /// earlier of two as near — with where `point` falls in it and where on screen.
  func anchor(at point: CGPoint) -> PhotoGridLayout.Anchor? {
    let onScreen = CGPoint(x: point.x - grid.contentOffset.x, y: point.y - grid.contentOffset.y)
    var best: (indexPath: IndexPath, frame: CGRect, distance: CGFloat)?
    for indexPath in grid.indexPathsForVisibleItems.sorted() {
      guard let frame = grid.layoutAttributesForItem(at: indexPath)?.frame, frame.width > 0, frame.height > 0
      else { continue }
      let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
      let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
      let distance = (dx * dx + dy * dy).squareRoot()
      // A hundredth of a point decides nothing: ties go to the earlier photo.
      if best == nil || distance < best!.distance - 0.01 { best = (indexPath, frame, distance) }
    }
    guard let best else { return nil }
    let fraction = CGPoint(
      x: min(max((point.x - best.frame.minX) / best.frame.width, 0), 1),
      y: min(max((point.y - best.frame.minY) / best.frame.height, 0), 1))
    return PhotoGridLayout.Anchor(indexPath: best.indexPath, fraction: fraction, onScreen: onScreen)
  }
}

/// The grid's flow layout, with what a pinch adds: when it is installed, the content offset keeps
/// the anchor's point of its photo at the anchor's place on screen (UIKit asks a new layout for
/// `targetContentOffset(forProposedContentOffset:)` when `setCollectionViewLayout` installs it).
final class PhotoGridLayout: UICollectionViewFlowLayout {
  struct Anchor: Equatable {
    /// The photo to keep in place.
    var indexPath: IndexPath
    /// The point of it to keep, as fractions of its width and height.
    var fraction: CGPoint
    /// Where that point shows, relative to the visible area's top left.
    var onScreen: CGPoint
  }

  var anchor: Anchor?

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    guard let anchor, let frame = layoutAttributesForItem(at: anchor.indexPath)?.frame else {
      return proposedContentOffset
    }
    return CGPoint(x: proposedContentOffset.x, y: frame.minY + anchor.fraction.y * frame.height - anchor.onScreen.y)
  }
}
