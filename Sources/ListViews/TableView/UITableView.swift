import Foundation
import ViewCore

/// A vertical list of rows in sections, built on `UIScrollView` (UIKit's `UITableView`). Only the
/// rows that intersect the visible rect have cells: as the content scrolls, cells that leave go
/// back to a reuse pool by `reuseIdentifier` and the data source dequeues them for the rows that
/// arrive, so a table of 10,000 rows owns about as many cells as fit on screen.
open class UITableView: UIScrollView {
  /// The look of the table: sections run together (`plain`, with headers that float at the top
  /// while their section scrolls) or stand apart on a grey background (`grouped`), or stand apart
  /// as rounded cards inset from the table's sides (`insetGrouped`, UITableView+InsetGrouped.swift).
  public enum Style: Int, Sendable {
    case plain
    case grouped
    case insetGrouped
  }

  /// Where `scrollToRow(at:at:animated:)` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// The smallest scroll that makes the row visible.
    case none
    case top
    case middle
    case bottom
  }

  /// Whether rows show a separator line.
  public enum SeparatorStyle: Int, Sendable {
    case none
    case singleLine
  }

  /// A height meaning "use the table's own value" (UIKit's `UITableView.automaticDimension`).
  public static let automaticDimension: CGFloat = -1
  /// UIKit's classic default row height, in points.
  public static let defaultRowHeight: CGFloat = 44

  /// The table's look, fixed at initialization.
  open var style: Style { tableStyle }
  let tableStyle: Style

  open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }
  /// The height of every row whose delegate height is `automaticDimension`, in points;
  /// `automaticDimension` sizes each row from its content (UITableView+SelfSizing.swift).
  open var rowHeight: CGFloat = UITableView.defaultRowHeight { didSet { setNeedsReload() } }
  /// A self-sizing row's height until it comes on screen and is measured, in points:
  /// `automaticDimension` (the default) estimates 44; 0 measures every row when the table loads.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// The height of a header that has a title or a view, in points; `automaticDimension` sizes it
  /// from its content. Headers with neither take no space in a plain table and
  /// `groupedSectionSpacing` in a grouped one.
  open var sectionHeaderHeight: CGFloat { didSet { setNeedsReload() } }
  /// The height of a footer, in points; `automaticDimension` sizes it from its content. A plain
  /// table shows footers only for sections with a footer title or view; a grouped one keeps this
  /// space below every section.
  open var sectionFooterHeight: CGFloat { didSet { setNeedsReload() } }
  /// Accepted for UIKit compatibility: self-sizing headers and footers are measured when the
  /// table loads rather than estimated.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
  open var separatorColor: UIColor = .separator { didSet { setNeedsLayout() } }
  /// The separators' default inset from the cells' edges, in points.
  open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.layoutMargin, bottom: 0, right: 0) {
    didSet { setNeedsLayout() }
  }
  /// Taps select rows.
  open var allowsSelection = true
  /// Taps toggle rows in and out of the selection instead of replacing it.
  open var allowsMultipleSelection = false
  /// Rows take keyboard focus (UIKit's iOS 15 `allowsFocus`): the table can become first
  /// responder, Up/Down move a visible focus, Return or Space select the focused row
  /// (UITableView+Focus.swift). True by default: this project's platform always has a keyboard.
  open var allowsFocus = true
  /// Moving the focus also selects the row, with the delegate's selection messages.
  open var selectionFollowsFocus = false
  /// Taps select rows in editing mode too (default false, as UIKit).
  open var allowsSelectionDuringEditing = false
  /// In editing mode, taps toggle rows in and out of the selection (default false, as UIKit).
  open var allowsMultipleSelectionDuringEditing = false

  // MARK: State (used by the facets in other files)

  var layout = TableLayout()
  var needsReload = true
  /// The cells on screen, by row.
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  /// Cells that scrolled away, by reuse identifier, ready to dequeue.
  var reusePool: [String: [UITableViewCell]] = [:]
  var registeredCellClasses: [String: UITableViewCell.Type] = [:]
  /// The header and footer views on screen, by section, and the pool of those that left
  /// (UITableView+HeaderFooterViews.swift).
  var visibleHeaders: [Int: UIView] = [:]
  var visibleFooters: [Int: UIView] = [:]
  var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
  var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// Cells the data source made for rows being measured, kept for those rows' display
  /// (UITableView+SelfSizing.swift), and the content width the measured heights are valid for.
  var measuredCells: [IndexPath: UITableViewCell] = [:]
  var measuredWidth: CGFloat = 0
  /// The row an animated `scrollToRow` is heading for, held still while rows are measured.
  var scrollTargetRow: IndexPath?
  var selectedRows: Set<IndexPath> = []
  /// The row a touch is pressing, if any.
  var pressedRow: IndexPath?
  /// The row with the keyboard focus, if any.
  var focusedRow: IndexPath?
  /// The pan that swipes rows, and the row it has moved, if any (UITableView+Swipe.swift).
  let swipePan = SwipeActionsPanGestureRecognizer()
  var openSwipe: RowSwipeState?
  /// The batch `beginUpdates()` opened: its operations, each row's animation, the nesting depth.
  var pendingRowUpdate: (update: CollectionUpdate, animations: [IndexPath: RowAnimation], depth: Int)?
  /// Editing mode (UITableView+Editing.swift).
  var editingState = false
  /// Set by the data source protocol's default implementations when the table calls them, so the
  /// table can tell which optional methods a data source wrote (UITableView+Editing.swift).
  var defaultImplementationAnswered = false
  /// Whether the data source moves rows, found once per data source.
  var movesRowsAnswer: (source: ObjectIdentifier, moves: Bool)?
  /// The pan that drags rows by their reorder controls, and the drag under way (UITableView+Reorder.swift).
  let reorderPan = ReorderPanGestureRecognizer()
  var reorder: ReorderState?

  /// A table of `style`; its rows come from `dataSource` on the first layout or `reloadData()`.
  public init(frame: CGRect, style: Style) {
    tableStyle = style
    // Header heights (28 pt plain, 38 pt grouped): choices of this project, close to iOS's look.
    sectionHeaderHeight = style == .plain ? 28 : 38
    sectionFooterHeight = style == .plain ? 28 : UITableView.groupedSectionSpacing
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
    installSwipeRecognizer()
    installReorderRecognizer()
  }

  /// A plain table of zero size (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    sectionHeaderHeight = 28
    sectionFooterHeight = 28
    super.init(coder: coder)
    backgroundColor = .systemBackground
    alwaysBounceVertical = true
    installSwipeRecognizer()
    installReorderRecognizer()
  }

  /// A plain table.
  public override convenience init(frame: CGRect = .zero) {
    self.init(frame: frame, style: .plain)
  }

  /// Scrolling changes which rows are visible, but `UIView` asks for layout only when the size
  /// changes: ask on every offset change too, so cells are recycled before the next frame.
  open override var bounds: CGRect {
    didSet {
      guard bounds.origin != oldValue.origin else { return }
      setNeedsLayout()
      // Scrolling closes a row swiped open.
      if isDragging, openSwipe != nil { closeSwipe(animated: true) }
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsReload { reloadRows() }
    updateContentSize()
    measureRowsComingOnScreen()
    updateVisibleCells()
    updateSectionHeadersAndFooters()
  }

  /// A table that allows focus can take the keyboard.
  open override var canBecomeFirstResponder: Bool { allowsFocus }

  /// Up/Down, Home/End, Return and Space move and use the focus (UITableView+Focus.swift); other
  /// keys scroll as in any scroll view.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !handleFocusKeys(presses) { super.pressesBegan(presses, with: event) }
  }

  // MARK: Data (UITableView+Data.swift)

  /// Asks the data source again for everything: sections, rows, heights and (at the next layout)
  /// cells. Visible cells go back to the pool and the selection is cleared, as in UIKit.
  open func reloadData() {
    reloadAllRows()
  }

  /// The number of sections the data source reported.
  open var numberOfSections: Int {
    layoutIfNeededForQuery()
    return layout.numberOfSections
  }

  /// The number of rows the data source reported for `section` (0 for a section that does not exist).
  open func numberOfRows(inSection section: Int) -> Int {
    layoutIfNeededForQuery()
    return layout.numberOfRows(inSection: section)
  }

  // MARK: Cells (UITableView+Reuse.swift)

  /// Makes `dequeueReusableCell(withIdentifier:)` create a `cellClass` (style `.default`) when the
  /// pool named `identifier` is empty. Nil unregisters.
  open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    registeredCellClasses[identifier] = cellClass
  }

  /// A cell from the pool named `identifier` (after its `prepareForReuse()`), else a new one of
  /// the registered class; nil when the pool is empty and no class is registered.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    dequeuePooledOrRegisteredCell(withIdentifier: identifier)
  }

  /// Like `dequeueReusableCell(withIdentifier:)`, but never nil: an unregistered identifier
  /// gets a plain `.default` cell where UIKit would raise, so a demo with a typo keeps running.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// The cell showing the row, or nil when the row is not on screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeededForQuery()
    return visibleCellsByIndexPath[indexPath]
  }

  /// The row a visible cell shows.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The cells on screen, in row order.
  open var visibleCells: [UITableViewCell] {
    layoutIfNeededForQuery()
    return visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The rows on screen, in order (nil when none, as UIKit).
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeededForQuery()
    let rows = visibleCellsByIndexPath.keys.sorted()
    return rows.isEmpty ? nil : rows
  }

  /// The section's header view, if it is on screen and a `UITableViewHeaderFooterView`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeededForQuery()
    return visibleHeaders[section] as? UITableViewHeaderFooterView
  }

  /// The section's footer view, if it is on screen and a `UITableViewHeaderFooterView`.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeededForQuery()
    return visibleFooters[section] as? UITableViewHeaderFooterView
  }

  // MARK: Selection (UITableView+Selection.swift)

  /// The first selected row, if any.
  open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

  /// The selected rows in order, or nil when none (as UIKit).
  open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

  /// Selects the row without telling the delegate (as UIKit), replacing the selection unless
  /// `allowsMultipleSelection`, then scrolls it to `scrollPosition`. Nil clears the selection.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    selectRowProgrammatically(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects the row without telling the delegate (as UIKit).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.remove(indexPath)
    visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
  }

  // MARK: Geometry and scrolling (UITableView+Geometry.swift, UITableView+Scrolling.swift)

  /// The row's rectangle in the table's (content) coordinates; `.zero` for a row that does not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect { layoutRect(ofRow: indexPath) }

  /// The header's rectangle where it lies in the content (not where a floating header is drawn).
  open func rectForHeader(inSection section: Int) -> CGRect { layoutRect(ofHeaderInSection: section) }

  /// The footer's rectangle where it lies in the content (not where a floating footer is drawn).
  open func rectForFooter(inSection section: Int) -> CGRect { layoutRect(ofFooterInSection: section) }

  /// The whole section: header, rows and the space below.
  open func rect(forSection section: Int) -> CGRect { layoutRect(ofSection: section) }

  /// The row under `point` (table coordinates), or nil over a header, a footer, or past the rows.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? { layoutIndexPath(at: point) }

  /// The rows that overlap `rect` (table coordinates), in order.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath] { layoutIndexPaths(in: rect) }

  /// Scrolls so the row sits at `position` in the visible area (inside the content insets, and
  /// below the floating header of a plain table), clamped to the scrollable range.
  open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    scrollRowIntoView(indexPath, at: position, animated: animated)
  }

  // MARK: Editing (UITableView+Editing.swift, UITableView+Reorder.swift)

  /// In editing mode: rows show their delete or insert controls and, when the data source moves
  /// rows, their reorder controls.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode; `animated` slides the rows' content and controls over 0.3 s.
  /// A row swiped open closes and a row being dragged is dropped where it is.
  open func setEditing(_ editing: Bool, animated: Bool) {
    applyEditing(editing, animated: animated)
  }

  /// The scroll pan does not begin for a drag that starts on a reorder control: that drag moves
  /// the row (UITableView+Reorder.swift).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer, startsOnReorderControl(panGestureRecognizer) { return false }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// The delegate as a table delegate (the scroll view stores it as a `UIScrollViewDelegate`).
  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  /// Layout that a query needs now, rather than at the next frame.
  func layoutIfNeededForQuery() {
    if needsLayout || needsReload { layoutIfNeeded() }
  }
}
