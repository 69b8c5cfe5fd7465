import Foundation

/// The bar across the top of a navigation controller (UIKit's `UINavigationBar`): the top
/// controller's title (or title view) in the middle, its bar button items at either end and,
/// below the root, a back button titled after the previous controller; with `prefersLargeTitles`,
/// a large title under that row that collapses as the content scrolls. Light and slightly
/// translucent, with a hairline along the bottom, as iOS draws it.
@MainActor
open class UINavigationBar: UIView {
  /// The bar's height in points (UIKit's compact navigation bar).
  public static let height: CGFloat = 44
  /// The large title's area under the compact row: 52 pt, so a bar with a large title is 96 pt
  /// tall, as on an iPhone (Apple's UI design resources).
  public static let largeTitleHeight: CGFloat = 52
  /// Where titles and items start from the bar's edges: 16 pt, iOS's layout margin on a phone.
  static let margin: CGFloat = 16
  /// The translucent bar fill: white at 97 % grey and 94 % opaque in the light appearance, a choice
  /// of this project close to iOS's bar material; #1D1D1D at 94 % in the dark, the dark bar
  /// material's grey as iOS shows it over black.
  static let barColor = UIColor(light: UIColor(white: 0.97, alpha: 0.94), dark: UIColor(hex: 0x1D1D1D, alpha: 0.94))
  /// The bar's bottom hairline: black at 30 % light, white at 15 % dark (iOS's bar shadow colours).
  static let hairlineColor = UIColor(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))

  /// The navigation items, root first; the last is on top (set by the navigation controller).
  open internal(set) var items: [UINavigationItem] = []
  /// The item whose title the bar shows.
  open var topItem: UINavigationItem? { items.last }
  /// The item the back button leads back to.
  open var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }
  /// Shows the top item's title large under the bar's row, where the item's
  /// `largeTitleDisplayMode` allows it.
  open var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { onLargeTitlesChange?() } }
  }

  /// The centred title on screen (nil while the large title stands for it).
  public var displayedTitle: String? { titleLabel.text }
  /// The back button's title, or nil when the button is hidden.
  public var displayedBackTitle: String? { backButton.isHidden ? nil : backButton.currentTitle }
  /// The large title, or nil when the top item shows none.
  public var displayedLargeTitle: String? { showsLargeTitle ? largeTitleLabel.text : nil }
  /// How much of the large title's area shows, from 0 (collapsed into the row) to
  /// `largeTitleHeight` (set by the navigation controller from the content's scroll position).
  public internal(set) var largeTitleExtent: CGFloat = 0 {
    didSet { if largeTitleExtent != oldValue { setNeedsLayout() } }
  }

  /// How much of the top item's search bar shows under the title, from 0 (tucked under the
  /// bar) to the search bar's height (set by the navigation controller from the scroll position).
  public internal(set) var searchBarExtent: CGFloat = 0 {
    didSet { if searchBarExtent != oldValue { setNeedsLayout() } }
  }
  /// The top item's search bar, shown under the (large) title, or nil.
  public var displayedSearchBar: UISearchBar? { searchBar }

  let titleLabel = UILabel()
  /// Clips the search bar as it tucks under the bar's row.
  let searchBarArea = UIView()
  weak var searchBar: UISearchBar?
  let largeTitleArea = UIView()
  let largeTitleLabel = UILabel()
  let backButton = UINavigationBackButton()
  /// The views of the top item's bar button items.
  var leftViews: [BarButtonView] = []
  var rightViews: [BarButtonView] = []
  weak var titleView: UIView?
  /// Whether the top item shows a large title.
  var showsLargeTitle = false
  /// The back button's action (the navigation controller pops).
  var onBack: (() -> Void)?
  /// `prefersLargeTitles` changed (the navigation controller lays out again).
  var onLargeTitlesChange: (() -> Void)?

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setUp()
  }

  /// A bar of no size (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    // A choice of this project: iOS's default bar colour, slightly see-through.
    backgroundColor = UINavigationBar.barColor
    accessibilityIdentifier = "navigationBar"
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textAlignment = .center
    titleLabel.isUserInteractionEnabled = false
    addSubview(titleLabel)
    // iOS's large title: bold 34 pt.
    largeTitleLabel.font = .boldSystemFont(ofSize: 34)
    largeTitleLabel.isUserInteractionEnabled = false
    largeTitleArea.clipsToBounds = true
    largeTitleArea.isUserInteractionEnabled = false
    largeTitleArea.addSubview(largeTitleLabel)
    addSubview(largeTitleArea)
    searchBarArea.clipsToBounds = true
    searchBarArea.accessibilityIdentifier = "searchBarArea"
    addSubview(searchBarArea)
    backButton.accessibilityIdentifier = "back"
    backButton.isHidden = true
    backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
    addSubview(backButton)
  }

  /// Shows `title` and a back button titled `backTitle` (nil hides it), with no items.
  func show(title: String?, backTitle: String?) {
    show(NavigationBarContent(title: title, backTitle: backTitle))
  }

  /// Shows what the top item asks for.
  func show(_ content: NavigationBarContent) {
    titleLabel.text = content.title
    largeTitleLabel.text = content.title
    showsLargeTitle = content.showsLargeTitle
    backButton.isHidden = content.backTitle == nil
    backButton.setTitle(content.backTitle ?? "", for: .normal)
    if titleView !== content.titleView {
      titleView?.removeFromSuperview()
      titleView = content.titleView
      if let titleView = content.titleView { addSubview(titleView) }
    }
    if searchBar !== content.searchBar {
      if searchBar?.superview === searchBarArea { searchBar?.removeFromSuperview() }
      searchBar = content.searchBar
      if let bar = content.searchBar {
        bar.autoresizingMask = []
        searchBarArea.addSubview(bar)
      }
    }
    leftViews = replace(leftViews, with: content.leftItems)
    rightViews = replace(rightViews, with: content.rightItems)
    setNeedsLayout()
  }

  /// The views for `items`, reusing those already showing them.
  private func replace(_ views: [BarButtonView], with items: [UIBarButtonItem]) -> [BarButtonView] {
    let result = items.map { item in
      if let view = views.first(where: { $0.item === item }) { return view }
      let view = BarButtonView(item: item)
      item.view = view
      return view
    }
    for view in views where !result.contains(where: { $0 === view }) {
      view.removeFromSuperview()
      if view.item.view === view { view.item.view = nil }
    }
    for view in result where view.superview !== self { addSubview(view) }
    return result
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = UINavigationBar.height
    var leading: CGFloat = 0
    if !backButton.isHidden {
      let buttonSize = backButton.sizeThatFits(bounds.size)
      backButton.frame = CGRect(x: 0, y: 0, width: buttonSize.width, height: height)
      leading = buttonSize.width
    }
    // Items sit 8 pt from the edges: their own 8-pt padding brings titles to the 16-pt margin.
    let inset = UINavigationBar.margin - BarButtonView.padding
    let leftStart = leading > 0 ? leading : inset
    let leftWidth = BarItemLayout.width(of: leftViews, height: height)
    for (view, frame) in zip(
      leftViews, BarItemLayout.frames(of: leftViews, from: leftStart, to: leftStart + leftWidth, y: 0, height: height))
    {
      view.frame = frame
    }
    leading = leftViews.isEmpty ? leading : leftStart + leftWidth
    let rightWidth = BarItemLayout.width(of: rightViews, height: height)
    let rightEnd = bounds.width - inset
    // Right items: the first is outermost, so they are placed from the trailing end, reversed.
    let rightFrames = BarItemLayout.frames(
      of: rightViews.reversed(), from: rightEnd - rightWidth, to: rightEnd, y: 0, height: height)
    for (view, frame) in zip(rightViews.reversed(), rightFrames) { view.frame = frame }
    let trailing = rightViews.isEmpty ? 0 : rightWidth + inset
    // The title stays centred in the bar, clear of whatever is at either end.
    let side = max(
      leading > 0 ? leading + 8 : UINavigationBar.margin, trailing > 0 ? trailing + 8 : UINavigationBar.margin)
    let titleFrame = CGRect(x: side, y: 0, width: max(0, bounds.width - 2 * side), height: height)
    titleLabel.frame = titleFrame
    if let titleView {
      let size = titleView.frame.size
      let width = min(size.width, titleFrame.width)
      titleView.frame = CGRect(
        x: bounds.midX - width / 2, y: (height - size.height) / 2, width: width, height: size.height)
    }
    // The inline title shows once the large one has collapsed into the row, as on iOS.
    let extent = showsLargeTitle ? largeTitleExtent : 0
    titleLabel.isHidden = titleView != nil || extent > 0
    largeTitleArea.isHidden = extent <= 0
    largeTitleArea.frame = CGRect(x: 0, y: height, width: bounds.width, height: extent)
    largeTitleLabel.frame = CGRect(
      x: UINavigationBar.margin, y: extent - UINavigationBar.largeTitleHeight,
      width: max(0, bounds.width - 2 * UINavigationBar.margin), height: UINavigationBar.largeTitleHeight - 8)
    // The search bar sits under the large title and tucks upwards under it as it collapses.
    let searchExtent = searchBar == nil ? 0 : searchBarExtent
    searchBarArea.isHidden = searchExtent <= 0
    searchBarArea.frame = CGRect(x: 0, y: height + extent, width: bounds.width, height: searchExtent)
    searchBar?.frame = CGRect(
      x: 0, y: searchExtent - UISearchBar.height, width: bounds.width, height: UISearchBar.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width,
      height: UINavigationBar.height + (showsLargeTitle ? largeTitleExtent : 0)
        + (searchBar == nil ? 0 : searchBarExtent))
  }

  open override func draw(_ rect: CGRect) {
    let y = bounds.maxY - 0.5
    UIGraphicsContext.current?.strokeLine(
      from: CGPoint(x: bounds.minX, y: y), to: CGPoint(x: bounds.maxX, y: y),
      color: UINavigationBar.hairlineColor)
  }
}

/// What the bar shows for the stack as it is: the top item's title, items and large title, and
/// the back button's title.
struct NavigationBarContent {
  var title: String?
  var backTitle: String?
  var titleView: UIView?
  var leftItems: [UIBarButtonItem] = []
  var rightItems: [UIBarButtonItem] = []
  var showsLargeTitle = false
  var searchBar: UISearchBar?
}

/// The bar's back button: a blue chevron and a title, dimmed while pressed, as iOS draws a bar
/// button (no background).
@MainActor
final class UINavigationBackButton: UIButton {
  static let chevronWidth: CGFloat = 12

  init() {
    super.init(type: .custom, frame: .zero)
    titleFont = .systemFont(ofSize: 17)
  }

  /// Made only by the bar, never from an archive.
  required init?(coder: NSCoder) { nil }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = measure(currentTitle ?? "", font: titleFont)
    return CGSize(width: 8 + Self.chevronWidth + 6 + text.width + 8, height: UINavigationBar.height)
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let color: UIColor = isHighlighted ? tintColor.withAlphaComponent(0.3) : tintColor
    // A 12 × 21 pt chevron, like the system back indicator.
    let tipX = bounds.minX + 8
    let armX = tipX + Self.chevronWidth - 2
    let midY = bounds.midY
    let tip = CGPoint(x: tipX, y: midY)
    context.strokeLine(from: CGPoint(x: armX, y: midY - 10), to: tip, color: color, lineWidth: 3)
    context.strokeLine(from: CGPoint(x: armX, y: midY + 10), to: tip, color: color, lineWidth: 3)
    guard let title = currentTitle, !title.isEmpty else { return }
    let textX = tipX + Self.chevronWidth + 6
    context.draw(
      TextRun(text: title, font: titleFont, color: color),
      in: CGRect(x: textX, y: bounds.minY, width: max(0, bounds.maxX - textX), height: bounds.height))
  }
}
