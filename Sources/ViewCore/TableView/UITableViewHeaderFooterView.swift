import Foundation

/// A section header (UIKit's `UITableViewHeaderFooterView`): a title label styled for the
/// table's look. Plain tables show a bold title on a light grey bar that floats at the top while
/// its section scrolls; grouped tables show a small grey caption above the section.
open class UITableViewHeaderFooterView: UIView {
  public let textLabel = UILabel()
  let style: UITableView.Style

  /// Only tables make headers (archives do not exist here).
  public required init?(coder: NSCoder) { nil }

  init(style: UITableView.Style) {
    self.style = style
    super.init(frame: .zero)
    textLabel.isUserInteractionEnabled = false
    // Colours and font sizes: choices of this project, close to iOS's plain and grouped looks.
    switch style {
    case .plain:
      backgroundColor = UIColor(hex: 0xF7F7F7)
      textLabel.font = .boldSystemFont(ofSize: 17)
      textLabel.textColor = .black
    case .grouped:
      backgroundColor = nil
      textLabel.font = .systemFont(ofSize: 13)
      textLabel.textColor = UIColor(hex: 0x6D6D72)
    }
    addSubview(textLabel)
  }

  /// Sets the title as the style shows it (grouped captions are upper-cased, as iOS does).
  func setTitle(_ title: String?) {
    textLabel.text = style == .grouped ? title?.uppercased() : title
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let margin = UITableViewCell.layoutMargin
    let width = max(0, bounds.width - 2 * margin)
    switch style {
    case .plain:
      textLabel.frame = CGRect(x: margin, y: 0, width: width, height: bounds.height)
    case .grouped:
      // The caption sits on the section it names, 6 pt above the first row (a choice of this project).
      let height = textLabel.font.lineHeight
      textLabel.frame = CGRect(x: margin, y: max(0, bounds.height - height - 6), width: width, height: height)
    }
  }
}
