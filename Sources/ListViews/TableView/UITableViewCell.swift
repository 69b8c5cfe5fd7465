import Foundation
import ViewCore

/// One row of a table (UIKit's `UITableViewCell`): a `contentView` holding `textLabel` and, in the
/// styles that have one, `detailTextLabel`; an accessory at the trailing edge; a grey highlight
/// while pressed and when selected; a separator line along the bottom.
open class UITableViewCell: UIView {
  /// Where the cell's labels go.
  public enum CellStyle: Int, Sendable {
    /// One left-aligned label, no detail label.
    case `default`
    /// The text on the left, a grey detail right-aligned on the same line.
    case value1
    /// The text above a smaller grey detail line.
    case subtitle
  }

  /// What the trailing edge shows. The raw values are UIKit's.
  public enum AccessoryType: Int, Sendable {
    case none
    /// A grey chevron: tapping the row leads somewhere.
    case disclosureIndicator
    /// An info button (a circled "i" in the tint) before the chevron: tapping the button calls
    /// the delegate's `tableView(_:accessoryButtonTappedForRowWith:)`, tapping the row selects it.
    case detailDisclosureButton
    /// A blue check mark.
    case checkmark
    /// The info button alone.
    case detailButton
  }

  /// How the cell looks while highlighted or selected.
  public enum SelectionStyle: Int, Sendable {
    case none
    case `default`
  }

  public let style: CellStyle
  /// The pool the table puts the cell in when it scrolls away.
  open var reuseIdentifier: String? { identifierForReuse }
  /// Holds the labels and any custom subviews; it leaves room for the accessory.
  open var contentView: UIView { cellContentView }
  let identifierForReuse: String?
  let cellContentView = UIView()
  /// The main text (present in every style).
  open private(set) var textLabel: UILabel?
  /// The secondary text (nil in the `.default` style).
  open private(set) var detailTextLabel: UILabel?

  open var accessoryType: AccessoryType = .none {
    didSet {
      guard accessoryType != oldValue else { return }
      setNeedsLayout()
      setNeedsDisplay()
    }
  }
  /// A view of the app's shown at the trailing edge (a switch, a label) instead of
  /// `accessoryType`'s glyph; nil (the default) shows the glyph. Its own size is kept (its frame's,
  /// else its intrinsic size), and it is centred vertically (UITableViewCell+AccessoryButton.swift).
  open var accessoryView: UIView? {
    didSet {
      guard accessoryView !== oldValue else { return }
      if oldValue?.superview === self { oldValue?.removeFromSuperview() }
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
      setNeedsDisplay()
    }
  }
  open var selectionStyle: SelectionStyle = .default {
    didSet { if selectionStyle != oldValue { setNeedsDisplay() } }
  }
  /// The separator's inset from the cell's edges, in points (only left and right are used).
  open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.layoutMargin, bottom: 0, right: 0) {
    didSet { if separatorInset != oldValue { setNeedsDisplay() } }
  }

  /// The control the cell shows at its leading edge in editing mode; its table sets it from the
  /// delegate's `tableView(_:editingStyleForRowAt:)`.
  open internal(set) var editingStyle: EditingStyle = .delete
  /// Shows the reorder control at the trailing edge in editing mode. The table sets it from its
  /// data source (UIKit's tables show the control whenever the data source moves rows).
  open var showsReorderControl = false { didSet { if showsReorderControl != oldValue { setNeedsLayout() } } }
  /// Moves the content right for the editing control in editing mode (default true).
  open var shouldIndentWhileEditing = true {
    didSet { if shouldIndentWhileEditing != oldValue { setNeedsLayout() } }
  }
  /// In editing mode: showing its editing and reorder controls (`setEditing(_:animated:)`).
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }

  /// Pressed: drawn grey. The table sets it while a touch is down on the row.
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Selected: drawn grey until deselected.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }

  /// The content shown instead of the built-in labels (UITableViewCell+Configuration.swift).
  open var contentConfiguration: UIContentConfiguration? {
    didSet {
      configuredContentView = ContentConfigurationHost.apply(
        contentConfiguration, replacing: configuredContentView, in: contentView,
        hiding: [textLabel, detailTextLabel])
      setNeedsLayout()
    }
  }
  var configuredContentView: (UIView & UIContentView)?

  /// The table showing the cell, which handles its touches.
  weak var tableView: UITableView?
  /// The separator's colour; nil hides it. Set by the table from its separator style.
  var separatorColor: UIColor? = .separator { didSet { if separatorColor != oldValue { setNeedsDisplay() } } }
  /// Shows the keyboard focus ring; the table sets it on the focused row's cell.
  var showsFocus = false { didSet { if showsFocus != oldValue { setNeedsDisplay() } } }
  /// The delegate's `shouldIndentWhileEditingRowAt` answer (the table sets it).
  var indentsForTable = true
  var editingState = false
  /// The round control at the leading edge and the grip at the trailing edge, made when first shown.
  var editingControl: TableEditingControl?
  var reorderControl: TableReorderControl?
  /// The info button of the detail accessory types, made when first shown (UITableViewCell+AccessoryButton.swift).
  var accessoryButton: CellAccessoryView?
  private var highlightedState = false
  private var selectedState = false

  /// A cell with `style`'s labels, put back in the pool named `reuseIdentifier` when it scrolls
  /// away. Required so that `UITableView.register(_:forCellReuseIdentifier:)` can make cells of
  /// a registered subclass (they get the `.default` style).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    identifierForReuse = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
    installContent()
  }

  /// A `.default` cell with no reuse identifier (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    style = .default
    identifierForReuse = nil
    super.init(coder: coder)
    bounds.size = CGSize(width: 320, height: UITableView.defaultRowHeight)
    installContent()
  }

  private func installContent() {
    backgroundColor = .systemBackground
    addSubview(contentView)
    let text = UILabel()
    text.isUserInteractionEnabled = false
    contentView.addSubview(text)
    textLabel = text
    if style != .default {
      let detail = UILabel()
      detail.isUserInteractionEnabled = false
      detail.textColor = UITableViewCell.secondaryTextColor
      // 13 pt under the title, 17 pt beside it: choices of this project (iOS's look).
      detail.font = .systemFont(ofSize: style == .subtitle ? 13 : 17)
      if style == .value1 { detail.textAlignment = .right }
      contentView.addSubview(detail)
      detailTextLabel = detail
    }
  }

  /// Called just before the table hands the cell out again from its pool: reset what the data
  /// source does not always set. The default clears the highlight and selection.
  open func prepareForReuse() {
    setHighlighted(false, animated: false)
    setSelected(false, animated: false)
    showsFocus = false
  }

  /// Enters or leaves editing mode; `animated` slides the content and the controls over 0.3 s
  /// (UITableViewCell+Editing.swift).
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingState else { return }
    editingState = editing
    applyEditingLayout(animated: animated)
  }

  /// Turns the pressed look on or off. `animated` is accepted for UIKit compatibility.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != highlightedState else { return }
    highlightedState = highlighted
    setNeedsDisplay()
  }

  /// Turns the selected look on or off. `animated` is accepted for UIKit compatibility.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != selectedState else { return }
    selectedState = selected
    setNeedsDisplay()
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !handleTouches(touches, phase: .began) { super.touchesBegan(touches, with: event) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !handleTouches(touches, phase: .moved) { super.touchesMoved(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !handleTouches(touches, phase: .ended) { super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !handleTouches(touches, phase: .cancelled) { super.touchesCancelled(touches, with: event) }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// The standard configuration for the cell's style: `subtitleCell()` for `.subtitle`,
  /// `valueCell()` for `.value1`, `cell()` otherwise. Set its texts and assign it to
  /// `contentConfiguration` (UITableViewCell+Configuration.swift).
  open func defaultContentConfiguration() -> UIListContentConfiguration { standardContentConfiguration() }

  /// The height the cell's content needs at `size.width` (what a self-sizing row without
  /// constraints takes): the content configuration's, else the built-in labels' with 11 pt above
  /// and below; at least UIKit's 44-pt row, as iOS keeps for its system cells.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { contentFittingSize(size) }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    drawBackgroundAndDecorations(in: context)
  }
}
