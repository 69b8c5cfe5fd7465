import Foundation
import ViewCore

/// The info button of `detailButton` and `detailDisclosureButton`: the list's detail accessory
/// view (a 22-pt circled "i" in the tint, Lists/CellAccessoryView.swift), a control of its own, so
/// a tap on it reaches the table's delegate and does not select the row.
extension UITableViewCell {
  /// The info button's width, in points (the list's detail accessory's).
  static let accessoryButtonWidth: CGFloat = 24
  /// The space between the info button and the chevron or the content, in points: a choice of
  /// this project, close to iOS's look.
  static let accessoryButtonGap: CGFloat = 8

  /// The width the accessory takes at the trailing edge, in points, margin included.
  var accessoryReservedWidth: CGFloat {
    let button = Self.accessoryButtonWidth + Self.accessoryButtonGap
    if accessoryView != nil { return Self.layoutMargin + accessoryViewSize.width + Self.accessoryButtonGap }
    switch accessoryType {
    case .none: return 0
    case .disclosureIndicator, .checkmark: return Self.accessoryWidth
    case .detailButton: return Self.layoutMargin + button
    case .detailDisclosureButton: return Self.accessoryWidth + button
    }
  }

  /// Shows the info button for the detail types (made on first use), hides it otherwise and in
  /// editing mode.
  func layoutAccessoryButton() {
    if let accessoryView {
      let size = accessoryViewSize
      accessoryView.isHidden = editingState
      accessoryView.frame = CGRect(
        x: bounds.maxX - Self.layoutMargin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
        width: size.width, height: size.height)
    }
    let shows =
      !editingState && accessoryView == nil
      && (accessoryType == .detailButton || accessoryType == .detailDisclosureButton)
    guard shows else {
      accessoryButton?.isHidden = true
      return
    }
    let button = accessoryButton ?? makeAccessoryButton()
    button.isHidden = false
    let trailing = accessoryType == .detailButton ? Self.layoutMargin : Self.accessoryWidth
    button.frame = CGRect(
      x: bounds.maxX - trailing - Self.accessoryButtonWidth, y: 0, width: Self.accessoryButtonWidth,
      height: bounds.height)
  }

  /// The accessory view's size: its frame's when it has one, else its intrinsic size, else what
  /// it fits in.
  var accessoryViewSize: CGSize {
    guard let view = accessoryView else { return .zero }
    if view.bounds.size != .zero { return view.bounds.size }
    let intrinsic = view.intrinsicContentSize
    if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
    return view.sizeThatFits(.zero)
  }

  private func makeAccessoryButton() -> CellAccessoryView {
    let button = CellAccessoryView(
      .detail { [weak self] in
        guard let self, let tableView = self.tableView else { return }
        tableView.accessoryButtonTapped(in: self)
      })
    addSubview(button)
    accessoryButton = button
    return button
  }
}

extension UITableView {
  /// Tells the delegate the info button of `cell`'s row was tapped.
  func accessoryButtonTapped(in cell: UITableViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
  }
}
