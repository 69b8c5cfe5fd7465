import Foundation

/// A vertical list of rows in sections, built on `UIScrollView` (UIKit's `UITableView`). Only the
/// rows that intersect the visible rect have cells: as the content scrolls, cells that leave go
/// back to a reuse pool by `reuseIdentifier` and the data source dequeues them for the rows that
/// arrive, so a table of 10,000 rows owns about as many cells as fit on screen.
open class UITableView: UIScrollView {
  /// The look of the table: sections run together (`plain`, with headers that float at the top
  /// while their section scrolls) or stand apart on a grey background (`grouped`).
  public enum Style: Int, Sendable {
    case plain
    case grouped
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

  public let style: Style

  open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }
  /// The height of every row whose delegate height is `automaticDimension`, in points.
  open var rowHeight: CGFloat = UITableView.defaultRowHeight { didSet { setNeedsReload() } }
  /// The height of a header that has a title, in points. Untitled headers take no space in a
  /// plain table and `groupedSectionSpacing` in a grouped one.
  open var sectionHeaderHeight: CGFloat { didSet { setNeedsReload() } }
  /// The space below each section, in points.
  open var sectionFooterHeight: CGFloat { didSet { setNeedsReload() } }
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

  // MARK: State (used by the facets in other files)

  var layout = TableLayout()
  var needsReload = true
  /// The cells on screen, by row.
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  /// Cells that scrolled away, by reuse identifier, ready to dequeue.
  var reusePool: [String: [UITableViewCell]] = [:]
  var registeredCellClasses: [String: UITableViewCell.Type] = [:]
  var visibleHeaders: [Int: UITableViewHeaderFooterView] = [:]
  var reusableHeaders: [UITableViewHeaderFooterView] = []
  var selectedRows: Set<IndexPath> = []
  /// The row a touch is pressing, if any.
  var pressedRow: IndexPath?
  /// The row with the keyboard focus, if any.
  var focusedRow: IndexPath?

  /// A table of `style`; its rows come from `dataSource` on the first layout or `reloadData()`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    // Header heights (28 pt plain, 38 pt grouped): choices of this project, close to iOS's look.
    sectionHeaderHeight = style == .plain ? 28 : 38
    sectionFooterHeight = style == .plain ? 0 : UITableView.groupedSectionSpacing
    super.init(frame: frame)
    backgroundColor = style == .plain ? .white : .systemGroupedBackground
    alwaysBounceVertical = true
  }

  /// A plain table of zero size (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    style = .plain
    sectionHeaderHeight = 28
    sectionFooterHeight = 0
    super.init(coder: coder)
    backgroundColor = .white
    alwaysBounceVertical = true
  }

  /// A plain table.
  public override convenience init(frame: CGRect = .zero) {
    self.init(frame: frame, style: .plain)
  }

  /// Scrolling changes which rows are visible, but `UIView` asks for layout only when the size
  /// changes: ask on every offset change too, so cells are recycled before the next frame.
  open override var bounds: CGRect {
    didSet { if bounds.origin != oldValue.origin { setNeedsLayout() } }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsReload { reloadRows() }
    updateContentSize()
    updateVisibleCells()
    updateSectionHeaders()
  }

  /// A table that allows focus can take the keyboard.
  open override var canBecomeFirstResponder: Bool { allowsFocus }

  /// Up/Down, Home/End, Return and Space move and use the focus (UITableView+Focus.swift); other
  /// keys scroll as in any scroll view.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !handleFocusKeys(presses) { super.pressesBegan(presses, with: event) }
  }

  /// The delegate as a table delegate (the scroll view stores it as a `UIScrollViewDelegate`).
  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  /// Layout that a query needs now, rather than at the next frame.
  func layoutIfNeededForQuery() {
    if needsLayout || needsReload { layoutIfNeeded() }
  }
}
