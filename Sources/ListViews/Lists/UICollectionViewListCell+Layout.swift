import Foundation
import ViewCore

/// A list cell's layout: the indentation, the leading accessories, the content view, the
/// trailing accessories, the separator, and an inset grouped list's rounded section ends.
extension UICollectionViewListCell {
  /// The margin between the cell's edges and its outermost accessories, in points (iOS's list
  /// layout margin, 16 pt; a sidebar's 10 pt).
  var accessoryMargin: CGFloat { listContext.configuration?.isSidebar == true ? 10 : 16 }

  /// The smallest row height, in points: iOS's 44 pt rows (headers take their content's height).
  var minimumHeight: CGFloat { listContext.isHeader || listContext.isFooter ? 0 : 44 }

  /// The accessories that show now.
  var shownAccessoryViews: [CellAccessoryView] {
    accessoryViews.filter { !$0.isHidden }
  }

  /// The widths kept at the content's sides for the indentation and the accessories, in a cell
  /// `width` points wide.
  func contentSideInsets(width: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
    let indentation = CGFloat(max(indentationLevel, 0)) * indentationWidth
    let leading = shownAccessoryViews.filter(\.accessory.isLeading)
    let trailing = shownAccessoryViews.filter { !$0.accessory.isLeading }
    let leadingWidth = leading.isEmpty ? 0 : accessoryMargin + leading.reduce(0) { $0 + $1.width + 8 } - 8
    let trailingWidth = trailing.isEmpty ? 0 : accessoryMargin + trailing.reduce(0) { $0 + $1.width + 8 } - 8
    return (indentation + leadingWidth, trailingWidth)
  }

  func rebuildAccessoryViews() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.map { accessory in
      let view = CellAccessoryView(accessory)
      view.isExpanded = outlineExpanded
      view.tapped = { [weak self] in self?.toggleOutline() }
      return view
    }
    for view in accessoryViews {
      view.isHidden = !view.accessory.shows(editing: isEditing)
      addSubview(view)
    }
    setNeedsLayout()
  }

  /// Asks the collection view's data source to expand or collapse this row's children.
  func toggleOutline() {
    guard let collectionView = owningCollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
    (collectionView.dataSource as? OutlineExpanding)?.toggleExpansion(at: indexPath, in: collectionView)
  }

  /// Whether the whole row toggles its outline (an outline disclosure of the `.header` style).
  var togglesOutlineOnTap: Bool {
    accessoryViews.contains { view in
      if case .outlineDisclosure(.header, nil) = view.accessory.kind { return !view.isHidden }
      return false
    }
  }

  var owningCollectionView: UICollectionView? {
    (superview as? OrthogonalScrollView)?.collectionView ?? superview as? UICollectionView
  }

  func layOutList() {
    let sides = contentSideInsets(width: bounds.width)
    contentView.frame = CGRect(
      x: sides.leading, y: 0, width: max(bounds.width - sides.leading - sides.trailing, 0), height: bounds.height)
    let indentation = indentsAccessories ? CGFloat(max(indentationLevel, 0)) * indentationWidth : 0
    var x = accessoryMargin + indentation
    for view in shownAccessoryViews where view.accessory.isLeading {
      view.frame = CGRect(x: x, y: 0, width: view.width, height: bounds.height)
      view.isExpanded = outlineExpanded
      x += view.width + 8
    }
    var right = bounds.width - accessoryMargin
    for view in shownAccessoryViews where !view.accessory.isLeading {
      right -= view.width
      view.frame = CGRect(x: right, y: 0, width: view.width, height: bounds.height)
      view.isExpanded = outlineExpanded
      right -= 8
    }
    layOutSeparator()
  }

  private func layOutSeparator() {
    let configuration = listContext.configuration
    let shows =
      configuration?.drawsSeparators == true && !listContext.isHeader && !listContext.isFooter
      && !(configuration?.isGrouped == true && listContext.isLastInSection)
    separatorView.isHidden = !shows
    guard shows else { return }
    var leading = contentView.frame.minX + UIListContentConfiguration.cellMargins.leading
    if let list = contentConfiguration as? UIListContentConfiguration {
      leading = contentView.frame.minX + list.directionalLayoutMargins.leading
      if let image = list.displayedImage {
        let size = UIListContentView.fitted(image.size, within: list.imageProperties.maximumSize)
        leading += max(size.width, list.imageProperties.reservedLayoutSize.width) + list.imageToTextPadding
      }
    }
    if let guide = separatorGuide, guide.layoutFrame.width > 0 { leading = guide.layoutFrame.minX }
    separatorView.frame = CGRect(x: leading, y: bounds.height - 1, width: max(bounds.width - leading, 0), height: 1)
    bringSubviewToFront(separatorView)
  }

  /// An inset grouped list rounds its sections' ends: the first row's top corners, the last
  /// row's bottom ones (10 pt, iOS's), by clipping a rounded background that reaches past the
  /// edge that stays square.
  func shapeInsetGroupedBackground() {
    guard listContext.appearance == .insetGrouped, !listContext.isHeader, !listContext.isFooter,
      let background = backgroundConfigurationView, background.configuration.cornerRadius == 0
    else {
      if listContext.appearance != .insetGrouped { clipsToBounds = false }
      return
    }
    let first = listContext.isFirstInSection
    let last = listContext.isLastInSection
    // Every row clips: a swiped row's content slides inside it (UICollectionView+ListSwipe.swift).
    clipsToBounds = true
    background.layer.cornerRadius = first || last ? 10 : 0
    let radius: CGFloat = 10
    guard first || last else { return }
    var frame = background.frame
    if !first { frame.origin.y -= radius; frame.size.height += radius }
    if !last { frame.size.height += radius }
    background.frame = frame
  }
}

/// A data source that shows an outline and expands or collapses a row's children.
@MainActor
protocol OutlineExpanding: AnyObject {
  func toggleExpansion(at indexPath: IndexPath, in collectionView: UICollectionView)
}
