import Foundation
import ViewCore

/// A row of a list (UIKit's `UICollectionViewListCell`): content from a configuration,
/// accessories at its edges, an indentation by level (an outline's children step right), a
/// separator along its bottom, and the list's standard background, grey while pressed or
/// selected.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, leading ones from the leading edge inwards and trailing ones from the
  /// trailing edge inwards, in order.
  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessoryViews() }
  }
  /// How many steps the content is indented (an outline's level; set by a diffable data source
  /// showing a section snapshot).
  open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
  /// The width of one step, in points (iOS's default, 10 pt, as `UITableViewCell`'s).
  open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
  /// Whether the leading accessories move with the indentation.
  open var indentsAccessories = true { didSet { if indentsAccessories != oldValue { setNeedsLayout() } } }
  /// Shows the accessories displayed `.whenEditing` (set by the collection view's editing).
  open var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      rebuildAccessoryViews()
      setNeedsUpdateConfiguration()
    }
  }

  var listContext = ListCellContext() {
    didSet {
      // A header or footer keeps no vertical margins, as the table's header view does: its
      // configuration's top and bottom margins are the caption's whole spacing.
      if listContext.isHeader || listContext.isFooter {
        contentView.directionalLayoutMargins.top = 0
        contentView.directionalLayoutMargins.bottom = 0
      }
      setNeedsLayout()
    }
  }
  var accessoryViews: [CellAccessoryView] = []
  let separatorView = UIView()
  var separatorGuide: UILayoutGuide?

  public required init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setUpList()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpList()
  }

  private func setUpList() {
    contentView.autoresizingMask = []
    separatorView.backgroundColor = .separator
    separatorView.isUserInteractionEnabled = false
    separatorView.isHidden = true
    addSubview(separatorView)
  }

  /// Where the separator runs: its leading edge follows the content's text unless a constraint
  /// of the app's places it (as iOS's `separatorLayoutGuide`).
  open var separatorLayoutGuide: UILayoutGuide {
    if let separatorGuide { return separatorGuide }
    let guide = UILayoutGuide()
    guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
    addLayoutGuide(guide)
    let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16)
    leading.priority = .defaultLow
    NSLayoutConstraint.activate([
      leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
    ])
    separatorGuide = guide
    return guide
  }

  /// The standard content for this cell's place: a row, or — as its section's header row, or as
  /// a header view — the appearance's header style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration.standard(for: listContext)
  }

  /// The standard background for this cell's list.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    if listContext.isHeader || listContext.isFooter {
      switch listContext.appearance {
      case .plain: return listContext.isHeader && !listContext.isFirstInSection ? .listPlainHeaderFooter() : .clear()
      case .sidebar, .sidebarPlain: return .listSidebarHeader()
      case .grouped, .insetGrouped: return .listGroupedHeaderFooter()
      }
    }
    switch listContext.appearance {
    case .plain: return .listPlainCell()
    case .grouped, .insetGrouped: return .listGroupedCell()
    case .sidebar, .sidebarPlain: return .listSidebarCell()
    }
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
    indentationLevel = 0
  }

  /// While a swiped inset grouped row's content is slid aside (its bounds shifted), the part of
  /// the card it uncovered belongs to the swipe actions beneath: touches there pass through.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if bounds.origin.x != 0, !CGRect(origin: .zero, size: bounds.size).contains(point) { return nil }
    return super.hitTest(point, with: event)
  }

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    layOutList()
    super.layoutSubviews()
    shapeInsetGroupedBackground()
  }
}
