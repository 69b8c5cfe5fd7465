import Foundation
import ViewCore

/// A section header or footer (UIKit's `UITableViewHeaderFooterView`): a `contentView` holding a
/// title label styled for the table's look, reused by identifier like cells. Plain tables show a
/// bold title on a light grey bar that floats while its section scrolls; grouped tables show a
/// small grey caption above the section (a header) or below it (a footer). Subclass it, register
/// the class with `register(_:forHeaderFooterViewReuseIdentifier:)` and return dequeued views from
/// `tableView(_:viewForHeaderInSection:)` for headers of your own.
open class UITableViewHeaderFooterView: UIView {
  /// The pool the table puts the view in when it scrolls away.
  open var reuseIdentifier: String? { identifierForReuse }
  /// Holds the title label and any custom subviews; it fills the view.
  open var contentView: UIView { headerContentView }
  /// The title (the table sets it from `titleForHeaderInSection`/`titleForFooterInSection`).
  open private(set) var textLabel: UILabel?

  let identifierForReuse: String?
  let headerContentView = UIView()
  /// The look of the table showing the view, set by the table before it is displayed.
  var tableStyle: UITableView.Style = .plain { didSet { if tableStyle != oldValue { applyStyle() } } }
  /// A footer lays its grouped caption out below the section rather than above it.
  var isFooter = false { didSet { if isFooter != oldValue { setNeedsLayout() } } }
  /// The content shown instead of the title label (UITableViewCell+Configuration.swift).
  open var contentConfiguration: UIContentConfiguration? {
    didSet {
      configuredContentView = ContentConfigurationHost.apply(
        contentConfiguration, replacing: configuredContentView, in: contentView, hiding: [textLabel])
      setNeedsLayout()
    }
  }
  var configuredContentView: (UIView & UIContentView)?

  /// A view that the table pools under `reuseIdentifier` when it scrolls away. Required so that
  /// `register(_:forHeaderFooterViewReuseIdentifier:)` can make views of a registered subclass.
  public required init(reuseIdentifier: String?) {
    identifierForReuse = reuseIdentifier
    super.init(frame: .zero)
    installContent()
  }

  /// A view with no reuse identifier (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    identifierForReuse = nil
    super.init(coder: coder)
    installContent()
  }

  /// The table's own view for a section title.
  convenience init(style: UITableView.Style) {
    self.init(reuseIdentifier: nil)
    tableStyle = style
    applyStyle()
  }

  private func installContent() {
    // No vertical margins: a header configuration's own top and bottom margins are the caption's
    // whole spacing (a choice of this project), so preserving the container's margins keeps them.
    headerContentView.directionalLayoutMargins.top = 0
    headerContentView.directionalLayoutMargins.bottom = 0
    addSubview(headerContentView)
    let label = UILabel()
    label.isUserInteractionEnabled = false
    label.numberOfLines = 0
    headerContentView.addSubview(label)
    textLabel = label
    applyStyle()
  }

  /// Colours and font sizes: choices of this project, close to iOS's plain and grouped looks.
  private func applyStyle() {
    switch tableStyle {
    case .plain:
      backgroundColor = UITableViewCell.plainHeaderColor
      textLabel?.font = .boldSystemFont(ofSize: 17)
      textLabel?.textColor = .label
    case .grouped, .insetGrouped:
      backgroundColor = nil
      textLabel?.font = .systemFont(ofSize: 13)
      textLabel?.textColor = UITableViewCell.groupedCaptionColor
    }
    setNeedsLayout()
  }

  /// The standard configuration for this view's place: a plain or grouped header or footer.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch (tableStyle, isFooter) {
    case (.plain, false): return .plainHeader()
    case (.plain, true): return .plainFooter()
    case (.grouped, false), (.insetGrouped, false): return .groupedHeader()
    case (.grouped, true), (.insetGrouped, true): return .groupedFooter()
    }
  }

  /// Called just before the table hands the view out again from its pool. The default does nothing.
  open func prepareForReuse() {}

  /// Sets the title as the style shows it (grouped captions are upper-cased, as iOS does).
  func setTitle(_ title: String?) {
    textLabel?.text = tableStyle != .plain && !isFooter ? title?.uppercased() : title
  }

  /// The space around a grouped caption (6 pt beside the section, 16 pt on the far side) and
  /// above and below a plain title (5 pt): choices of this project, close to iOS's look.
  static let captionGap: CGFloat = 6
  static let captionRoom: CGFloat = 16
  static let plainTitlePadding: CGFloat = 5

  /// The height the title needs at `size.width` (a content configuration's, when one is applied).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if let configuredContentView { return configuredContentView.sizeThatFits(size) }
    let width = max(0, size.width - 2 * UITableViewCell.layoutMargin)
    let text = textLabel?.sizeThatFits(CGSize(width: width, height: 0)).height ?? 0
    switch tableStyle {
    case .plain: return CGSize(width: size.width, height: text + 2 * Self.plainTitlePadding)
    case .grouped, .insetGrouped: return CGSize(width: size.width, height: text + Self.captionGap + Self.captionRoom)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    headerContentView.frame = bounds
    configuredContentView?.frame = headerContentView.bounds
    guard let textLabel else { return }
    let margin = UITableViewCell.layoutMargin
    let width = max(0, bounds.width - 2 * margin)
    switch tableStyle {
    case .plain:
      textLabel.frame = CGRect(x: margin, y: 0, width: width, height: bounds.height)
    case .grouped, .insetGrouped:
      let height = min(bounds.height, textLabel.sizeThatFits(CGSize(width: width, height: 0)).height)
      // A header's caption sits on the section it names; a footer's hangs below its section.
      let y = isFooter ? Self.captionGap : max(0, bounds.height - height - Self.captionGap)
      textLabel.frame = CGRect(x: margin, y: y, width: width, height: height)
    }
  }
}
