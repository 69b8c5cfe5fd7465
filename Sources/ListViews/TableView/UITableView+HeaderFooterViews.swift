import Foundation
import ViewCore

/// Section headers and footers: a title's view or the delegate's own, shown while the section is
/// on screen and reused by identifier like cells. In a plain table they float: a header stays at
/// the top of the visible area while its section passes under it (the next section pushes it
/// up), a footer stays at the bottom (held below its section's header).
extension UITableView {
  /// The identifier of the pooled views that show titles.
  static let titleViewIdentifier = "UITableViewTitleHeaderFooterView"
  /// The most views kept per identifier in the pool (a choice of this project, as for cells).
  static let maximumPooledHeaderFooterViews = 16

  /// Makes `dequeueReusableHeaderFooterView(withIdentifier:)` create an `aClass` when the pool
  /// named `identifier` is empty. Nil unregisters.
  public func register(
    _ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    registeredHeaderFooterClasses[identifier] = aClass
  }

  /// A header or footer view from the pool named `identifier` (after its `prepareForReuse()`),
  /// else a new one of the registered class; nil when the pool is empty and none is registered.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    if var pool = headerFooterPool[identifier], let view = pool.popLast() {
      headerFooterPool[identifier] = pool
      view.isHidden = false
      view.prepareForReuse()
      return view
    }
    return registeredHeaderFooterClasses[identifier]?.init(reuseIdentifier: identifier)
  }

  /// The footer's rectangle where it lies in the content (not where a floating footer is drawn).
  func layoutRect(ofFooterInSection section: Int) -> CGRect {
    layoutIfNeededForQuery()
    guard layout.sections.indices.contains(section) else { return .zero }
    let info = layout.sections[section]
    return cardRect(minY: info.rowsMaxY, height: info.footerHeight)
  }

  /// A pooled (or new) view for a section title, styled for the table and the place.
  func titleView(footer: Bool) -> UITableViewHeaderFooterView {
    let view =
      dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
      ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
    view.tableStyle = style
    view.isFooter = footer
    return view
  }

  /// Takes a header or footer view off screen: hidden and pooled by its identifier; views
  /// without one are removed.
  func recycle(_ view: UIView, footer: Bool) {
    guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
      (headerFooterPool[identifier]?.count ?? 0) < Self.maximumPooledHeaderFooterViews
    else {
      view.removeFromSuperview()
      return
    }
    view.isHidden = true
    if headerFooterPool[identifier]?.contains(where: { $0 === reusable }) != true {
      headerFooterPool[identifier, default: []].append(reusable)
    }
  }

  /// The height a header or footer view's content needs at the table's width: from its
  /// constraints when it has any, else from `sizeThatFits`.
  func fittedHeight(of view: UIView) -> CGFloat {
    let width = layoutWidth
    let content = (view as? UITableViewHeaderFooterView)?.contentView ?? view
    view.frame.size.width = width
    content.frame.size.width = width
    if let height = Self.constrainedHeight(of: content, width: width) { return height }
    return view.sizeThatFits(CGSize(width: width, height: 0)).height
  }

  /// The height `content`'s constraints give it at `width` (held), as small as they allow; nil
  /// when it holds none.
  static func constrainedHeight(of content: UIView, width: CGFloat) -> CGFloat? {
    guard !AutoLayoutEngine.constraints(in: content).isEmpty else { return nil }
    return content.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// Sends every header and footer view back to the pool (the data is reloaded).
  func recycleAllHeadersAndFooters() {
    for (section, view) in visibleHeaders.sorted(by: { $0.key < $1.key }) {
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      recycle(view, footer: false)
    }
    for (section, view) in visibleFooters.sorted(by: { $0.key < $1.key }) {
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      recycle(view, footer: true)
    }
    visibleHeaders.removeAll()
    visibleFooters.removeAll()
  }

  /// Shows a view for each header and footer overlapping the bounds, recycling the others.
  func updateSectionHeadersAndFooters() {
    let top = bounds.minY + adjustedContentInset.top
    let bottom = bounds.maxY - adjustedContentInset.bottom
    var headers: [Int: CGRect] = [:]
    var footers: [Int: CGRect] = [:]
    for section in layout.sectionIndices(fromY: bounds.minY, toY: bounds.maxY) {
      let info = layout.sections[section]
      if info.header != .none, info.headerHeight > 0 {
        var y = info.headerMinY
        if style == .plain { y = min(max(y, top), info.maxY - info.headerHeight) }
        let rect = cardRect(minY: y, height: info.headerHeight)
        if rect.intersects(bounds) { headers[section] = rect }
      }
      if info.footer != .none, info.footerHeight > 0 {
        var y = info.rowsMaxY
        if style == .plain { y = max(min(y, bottom - info.footerHeight), info.rowsMinY) }
        let rect = cardRect(minY: y, height: info.footerHeight)
        if rect.intersects(bounds) { footers[section] = rect }
      }
    }
    place(headers, footer: false)
    place(footers, footer: true)
  }

  private func place(_ wanted: [Int: CGRect], footer: Bool) {
    var visible = footer ? visibleFooters : visibleHeaders
    for (section, view) in visible.sorted(by: { $0.key < $1.key }) where wanted[section] == nil {
      if footer {
        tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      } else {
        tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      }
      recycle(view, footer: footer)
      visible[section] = nil
    }
    for (section, rect) in wanted.sorted(by: { $0.key < $1.key }) {
      if let view = visible[section] {
        view.frame = rect
        continue
      }
      guard let view = makeView(forSection: section, footer: footer) else { continue }
      visible[section] = view
      view.isHidden = false
      // Cells are inserted at the back, so headers and footers added at the front stay above
      // the rows they float over without reordering subviews on every scroll.
      if view.superview !== self { addSubview(view) }
      view.frame = rect
      if footer {
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      } else {
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      }
    }
    if footer { visibleFooters = visible } else { visibleHeaders = visible }
  }

  /// The delegate's view for the section, else a title's view.
  private func makeView(forSection section: Int, footer: Bool) -> UIView? {
    let info = layout.sections[section]
    let custom =
      footer
      ? tableDelegate?.tableView(self, viewForFooterInSection: section)
      : tableDelegate?.tableView(self, viewForHeaderInSection: section)
    if let custom {
      if let reusable = custom as? UITableViewHeaderFooterView {
        reusable.tableStyle = style
        reusable.isFooter = footer
      }
      return custom
    }
    guard let title = footer ? info.footerTitle : info.title else { return nil }
    let view = titleView(footer: footer)
    view.setTitle(title)
    return view
  }
}
