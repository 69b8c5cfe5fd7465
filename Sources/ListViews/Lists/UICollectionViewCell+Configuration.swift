import Foundation
import ViewCore

/// Content and background configurations on collection view cells: the state they are updated
/// for, when they are updated (before the cell is next laid out, after a change of state or
/// `setNeedsUpdateConfiguration()`), and the views that show them.
extension UICollectionViewCell {
  func standardConfigurationState() -> UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isExpanded = outlineExpanded
    state.isSwiped = swipedOpen
    state.isEditing = (self as? UICollectionViewListCell)?.isEditing ?? false
    return state
  }

  func standardUpdateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
      showContent(configuration.updated(for: state))
    }
    if automaticallyUpdatesBackgroundConfiguration, let configuration = effectiveBackgroundConfiguration {
      showBackground(configuration.updated(for: state))
    }
    configurationUpdateHandler?(self, state)
  }

  /// The background shown: the one set, else a list cell's default for its list.
  var effectiveBackgroundConfiguration: UIBackgroundConfiguration? {
    backgroundConfiguration ?? (self as? UICollectionViewListCell)?.defaultBackgroundConfiguration()
  }

  /// Runs `updateConfiguration(using:)` if a state changed since the last run.
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    updateConfiguration(using: configurationState)
  }

  func applyContentConfiguration() {
    guard let configuration = contentConfiguration else {
      configuredContentView?.removeFromSuperview()
      configuredContentView = nil
      return
    }
    showContent(
      automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration)
  }

  func applyBackgroundConfiguration() {
    guard let configuration = effectiveBackgroundConfiguration else {
      backgroundConfigurationView?.removeFromSuperview()
      backgroundConfigurationView = nil
      return
    }
    showBackground(
      automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration)
  }

  /// Shows `configuration` in the content view: the current view takes it when it is of the same
  /// kind, else a new one replaces it.
  private func showContent(_ configuration: UIContentConfiguration) {
    if let current = configuredContentView,
      ObjectIdentifier(type(of: current.configuration)) == ObjectIdentifier(type(of: configuration))
    {
      current.configuration = configuration
    } else {
      configuredContentView?.removeFromSuperview()
      let view = configuration.makeContentView()
      view.frame = contentView.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(view)
      configuredContentView = view
    }
    setNeedsLayout()
  }

  private func showBackground(_ configuration: UIBackgroundConfiguration) {
    if let view = backgroundConfigurationView {
      view.configuration = configuration
    } else {
      let view = BackgroundConfigurationView(configuration: configuration)
      insertSubview(view, at: 0)
      backgroundConfigurationView = view
    }
    setNeedsLayout()
  }

  func layOutConfiguredViews() {
    // At the cell's own origin: a swiped inset grouped row shifts its bounds to slide the content.
    backgroundConfigurationView?.place(in: CGRect(origin: .zero, size: bounds.size))
    if let view = configuredContentView, view.superview === contentView { view.frame = contentView.bounds }
  }

  /// The configured content's height at `size.width` (the cell's width less what a list cell keeps
  /// at its sides); UIView's answer when no configuration is shown.
  func configuredFittingSize(_ size: CGSize) -> CGSize {
    updateConfigurationIfNeeded()
    guard let view = configuredContentView else { return super.sizeThatFits(size) }
    let sides = (self as? UICollectionViewListCell)?.contentSideInsets(width: size.width) ?? (leading: 0, trailing: 0)
    let width = max(size.width - sides.leading - sides.trailing, 0)
    let height = view.sizeThatFits(CGSize(width: width, height: size.height)).height
    let minimum = (self as? UICollectionViewListCell)?.minimumHeight ?? 0
    return CGSize(width: size.width, height: max(height, minimum))
  }
}

extension UIContentConfiguration {
  /// The configuration for `state`: by default itself (UIKit's default for configurations that
  /// do not change with the state).
  public func updated(for state: UIConfigurationState) -> Self { self }
}
