import Foundation
import ViewCore

/// The layout pass: counts read from the data source, the layout prepared when invalid, and views
/// for exactly the elements that meet the visible bounds.
extension UICollectionView {
  /// The most views kept per identifier in a pool (a choice of this project: more than a
  /// screenful is never needed).
  static let maximumPooledViews = 64

  /// The layout pass (called from `layoutSubviews`): counts, the layout if invalid, the views.
  func layOutElements() {
    reloadCountsIfNeeded()
    if collectionViewLayout.isInvalid {
      prepareLayout()
      installListSwipeIfNeeded()
      installListReorderIfNeeded()
    }
    updateVisibleElements()
    measureSelfSizingElements()
  }

  /// Runs the layout's `prepare()` and takes its content size.
  func prepareLayout() {
    collectionViewLayout.isInvalid = false
    collectionViewLayout.prepare()
    let size = collectionViewLayout.collectionViewContentSize
    contentSize = CGSize(width: size.width.finiteNonNegative, height: size.height.finiteNonNegative)
  }

  /// Reads the section and item counts, once per reload. Negative counts are zero, with a message.
  func reloadCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for (indexPath, cell) in liveCells { enqueue(cell, leaving: indexPath) }
    liveCells = [:]
    for (key, view) in liveSupplementaries { enqueue(view, kind: key.kind) }
    liveSupplementaries = [:]
    guard let dataSource else { return itemCounts = [] }
    let sections = dataSource.numberOfSections(in: self)
    if sections < 0 { reportOnce("numberOfSections(in:) returned \(sections); no sections are shown") }
    itemCounts = (0..<max(sections, 0)).map { section in
      let count = dataSource.collectionView(self, numberOfItemsInSection: section)
      if count < 0 { reportOnce("numberOfItemsInSection \(section) returned \(count); the section is shown empty") }
      return max(count, 0)
    }
    selectedItems = selectedItems.filter(isValid)
  }

  func isValid(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < itemCounts[indexPath.section]
  }

  /// Gives views to exactly the elements in the visible bounds: those that left go to the pools
  /// first, so the data source dequeues them for those that arrived.
  func updateVisibleElements() {
    // Only this pass's views are measured (an earlier pass's may show other items by now).
    unmeasured = []
    // An orthogonal section's items are culled by its own scroll view below, not by these bounds.
    let elements = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter {
      !$0.isHidden
        && ($0.frame.overlaps(bounds)
          || ($0.representedElementCategory == .cell
            && collectionViewLayout.orthogonalLayout(ofSection: $0.indexPath.section) != nil))
    }
    var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    var decorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    for element in elements {
      switch element.representedElementCategory {
      case .cell where isValid(element.indexPath): cells[element.indexPath] = element
      case .supplementaryView:
        let key = SupplementaryKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)
        supplementaries[key] = element
      case .decorationView:
        decorations[SupplementaryKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)] =
          element
      default: break
      }
    }
    for (key, view) in liveSupplementaries where supplementaries[key] == nil {
      liveSupplementaries[key] = nil
      enqueue(view, kind: key.kind)
    }
    let scrollers = updateOrthogonalScrollers(showing: Set(cells.keys.map(\.section)))
    // Cells of orthogonal sections go into their section's scroll view, if they show there.
    for (indexPath, attributes) in cells {
      guard let scroller = scrollers[indexPath.section] else { continue }
      attributes.frame = attributes.frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
      if !attributes.frame.overlaps(scroller.bounds) { cells[indexPath] = nil }
    }
    for indexPath in liveCells.keys.sorted() where cells[indexPath] == nil {
      if let cell = liveCells.removeValue(forKey: indexPath) { enqueue(cell, leaving: indexPath) }
    }
    guard let dataSource else { return }
    for indexPath in cells.keys.sorted() {
      let attributes = cells[indexPath]!
      let parent: UIView = scrollers[indexPath.section] ?? self
      if let cell = liveCells[indexPath] {
        if cell.superview !== parent { parent.addSubview(cell) }
        // A row that moved (reordered, or a neighbour inserted or deleted) may now start or end
        // its section: its rounded card corners and separator follow its place.
        if let listCell = cell as? UICollectionViewListCell, let context = listContext(at: indexPath),
          !listCell.listContext.hasSamePlace(as: context)
        {
          listCell.listContext = context
        }
        place(cell, attributes)
        continue
      }
      let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
      if cell.reuseIdentifier == nil {
        reportOnce(
          "the cell returned from collectionView(_:cellForItemAt:) does not have a reuseIdentifier - cells must be "
            + "retrieved by calling dequeueReusableCell(withReuseIdentifier:for:)")
      }
      liveCells[indexPath] = cell
      if cell.superview !== parent { parent === self ? insertSubview(cell, at: 0) : parent.addSubview(cell) }
      zOrderNeedsUpdate = true
      cell.isHidden = false
      cell.isSelected = selectedItems.contains(indexPath)
      cell.isHighlighted = pressedItem == indexPath
      place(cell, attributes)
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }
    for (key, attributes) in supplementaries.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
      let view: UICollectionReusableView
      if let live = liveSupplementaries[key] {
        view = live
      } else {
        view = dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: key.kind, at: attributes.indexPath)
        liveSupplementaries[key] = view
        // Above the cells (a pinned header passes over them); cells arrive at the back.
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        zOrderNeedsUpdate = true
      }
      place(view, attributes)
    }
    updateDecorations(decorations)
    for (section, scroller) in scrollers { restyleVisibleItems(inSection: section, scroller) }
    if zOrderNeedsUpdate {
      zOrderNeedsUpdate = false
      updateZOrder(
        of: Array(liveCells.values) + Array(liveSupplementaries.values) + Array(liveDecorations.values), in: self)
      for (section, scroller) in scrollers {
        updateZOrder(of: liveCells.filter { $0.key.section == section }.map(\.value), in: scroller)
      }
    }
  }

  /// The scroll views of the orthogonal sections that show, made or updated from the layout;
  /// those of sections that left are hidden (keeping their offsets, as UIKit does).
  private func updateOrthogonalScrollers(showing sections: Set<Int>) -> [Int: OrthogonalScrollView] {
    var showing: [Int: OrthogonalScrollView] = [:]
    for section in sections.sorted() {
      guard let layout = collectionViewLayout.orthogonalLayout(ofSection: section) else { continue }
      let scroller =
        orthogonalScrollers[section]
        ?? {
          let made = OrthogonalScrollView(frame: layout.frame)
          made.collectionView = self
          made.accessibilityIdentifier = "section \(section)"
          orthogonalScrollers[section] = made
          insertSubview(made, at: 0)
          return made
        }()
      scroller.configure(layout)
      scroller.isHidden = false
      showing[section] = scroller
    }
    for (section, scroller) in orthogonalScrollers where showing[section] == nil { scroller.isHidden = true }
    return showing
  }

  /// Gives an orthogonal section's `visibleItemsInvalidationHandler` its visible items (frames as
  /// if unscrolled) and applies what it sets.
  private func restyleVisibleItems(inSection section: Int, _ scroller: OrthogonalScrollView) {
    let live = liveCells.filter { $0.key.section == section }.sorted { $0.key < $1.key }
    let items = live.map { indexPath, cell in
      let item = NSCollectionLayoutVisibleItem(
        indexPath: indexPath, frame: cell.frame.offsetBy(dx: scroller.frame.minX, dy: scroller.frame.minY))
      item.zIndex = cell.appliedZIndex
      return item
    }
    collectionViewLayout.invalidateVisibleItems(items, inSection: section, offset: scroller.contentOffset)
    for ((_, cell), item) in zip(live, items) {
      if cell.transform != item.transform { cell.transform = item.transform }
      cell.alpha = item.isHidden ? 0 : item.alpha
      applyZIndex(item.zIndex, to: cell)
    }
  }

  /// Gives views to exactly the decorations in the visible bounds, from the layout's registered
  /// classes (a kind with none registered is reported once and not shown).
  private func updateDecorations(_ decorations: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
    for (key, view) in liveDecorations where decorations[key] == nil {
      liveDecorations[key] = nil
      view.isHidden = true
      decorationPool[key.kind, default: []].append(view)
    }
    for (key, attributes) in decorations {
      let view: UICollectionReusableView
      if let live = liveDecorations[key] {
        view = live
      } else if let pooled = decorationPool[key.kind]?.popLast() {
        view = pooled
        view.prepareForReuse()
      } else if let type = collectionViewLayout.decorationClasses[key.kind] {
        view = type.init(frame: .zero)
      } else {
        reportOnce(
          "no class is registered for decoration views of kind \(key.kind) (register(_:forDecorationViewOfKind:) "
            + "on the layout); they are not shown")
        continue
      }
      if liveDecorations[key] == nil {
        liveDecorations[key] = view
        if view.superview !== self { insertSubview(view, at: 0) }
        view.isHidden = false
        zOrderNeedsUpdate = true
      }
      place(view, attributes)
    }
  }

  /// Sets a view's frame and the rest of its attributes.
  private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
    view.transform = .identity
    view.frame = attributes.frame
    view.alpha = attributes.alpha
    if attributes.transform != .identity { view.transform = attributes.transform }
    view.apply(attributes)
    if let cell = view as? UICollectionViewCell {
      cell.updateConfigurationIfNeeded()
      if let swipe = listSwipe, swipe.indexPath == attributes.indexPath, swipe.offset != 0 {
        Self.slide(cell, by: swipe.offset)
      } else if cell.bounds.origin.x != 0 {
        cell.bounds.origin.x = 0
      }
      if let reorder = listReorder, reorder.cell === cell {
        cell.transform = CGAffineTransform(translationX: 0, y: reorder.offset)
      }
    }
    applyZIndex(attributes.zIndex, to: view)
    if !attributes.selfSizingAxes.isEmpty { unmeasured.append((view, attributes)) }
  }

  /// Takes a cell off screen: hidden (not removed, so it does not cost a re-layout when it
  /// returns) and pooled by its identifier; cells without one are discarded.
  func enqueue(_ cell: UICollectionViewCell, leaving indexPath: IndexPath) {
    cell.isHidden = true
    cell.isHighlighted = false
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    guard let identifier = cell.reuseIdentifier, (cellPool[identifier]?.count ?? 0) < Self.maximumPooledViews else {
      cell.removeFromSuperview()
      return
    }
    cellPool[identifier, default: []].append(cell)
  }

  private func enqueue(_ view: UICollectionReusableView, kind: String) {
    view.isHidden = true
    let key = SupplementaryKey(kind: kind, identifier: view.reuseIdentifier ?? "")
    guard view.reuseIdentifier != nil, (supplementaryPool[key]?.count ?? 0) < Self.maximumPooledViews else {
      view.removeFromSuperview()
      return
    }
    supplementaryPool[key, default: []].append(view)
  }

  var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
}
