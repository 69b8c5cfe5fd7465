import Foundation
import ViewCore

extension UITableViewCell {
  /// `defaultContentConfiguration()`'s work (the open method in the class body calls it).
  func standardContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: return .cell()
    case .subtitle: return .subtitleCell()
    case .value1: return .valueCell()
    }
  }

  /// `sizeThatFits(_:)`'s work (the open method in the class body calls it).
  func contentFittingSize(_ size: CGSize) -> CGSize {
    let accessory = accessoryType == .none ? 0 : UITableViewCell.accessoryWidth
    let width = max(0, size.width - accessory)
    let content: CGFloat
    if let configuredContentView {
      content = configuredContentView.sizeThatFits(CGSize(width: width, height: 0)).height
    } else {
      content = builtInLabelsHeight(contentWidth: width, trailingMargin: accessory == 0)
    }
    return CGSize(width: size.width, height: max(UITableView.defaultRowHeight, content))
  }

  private func builtInLabelsHeight(contentWidth: CGFloat, trailingMargin: Bool) -> CGFloat {
    let margin = UITableViewCell.layoutMargin
    let width = max(0, contentWidth - margin - (trailingMargin ? margin : 0))
    func height(_ label: UILabel?, _ width: CGFloat) -> CGFloat {
      guard let label, !(label.text ?? "").isEmpty else { return 0 }
      return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }
    let padding = 2 * UIListContentConfiguration.cellMargins.top
    switch style {
    case .default:
      return height(textLabel, width) + padding
    case .subtitle:
      let detail = height(detailTextLabel, width)
      return height(textLabel, width) + (detail > 0 ? 1 + detail : 0) + padding
    case .value1:
      return max(height(textLabel, width / 2), height(detailTextLabel, width / 2)) + padding
    }
  }
}

/// Shows a content configuration in a cell's or header's content view: the current view is
/// updated when it shows the same kind of configuration, else replaced.
@MainActor
enum ContentConfigurationHost {
  static func apply(
    _ configuration: UIContentConfiguration?, replacing current: (UIView & UIContentView)?, in container: UIView,
    hiding labels: [UILabel?]
  ) -> (UIView & UIContentView)? {
    for label in labels { label?.isHidden = configuration != nil }
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    if let current, current is UIListContentView == configuration is UIListContentConfiguration {
      current.configuration = configuration
      return current
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = container.bounds
    container.addSubview(view)
    return view
  }
}
