import Foundation
import ViewCore

/// Editing mode on a cell: the content moves right for a round delete (or insert) control at the
/// leading edge, a reorder grip appears at the trailing edge, the accessory is hidden; entering and
/// leaving animate on the window's clock.
extension UITableViewCell {
  /// The control a row shows at its leading edge in editing mode (UIKit's
  /// `UITableViewCell.EditingStyle`).
  public enum EditingStyle: Int, Sendable {
    case none
    /// A red circle with a white bar; tapping it asks to confirm the delete.
    case delete
    /// A green circle with a plus; tapping it commits an insert.
    case insert
  }

  /// How far the content moves right in editing mode, in points: the width of the editing
  /// control's band (a 22-pt circle with 11 pt either side; a choice of this project, close to
  /// iOS's look).
  public static let editingIndentation: CGFloat = 44
  /// The width of the reorder control's band at the trailing edge, in points (a choice of this
  /// project, close to iOS's look).
  public static let reorderControlWidth: CGFloat = 44
  /// How long entering or leaving editing mode animates, in seconds (a choice of this project,
  /// close to UIKit's).
  static let editingAnimationDuration: TimeInterval = 0.3

  /// Lays the controls and content out for the current editing state, animated if asked (the
  /// controls that appear start where they are hidden: just outside the cell's edges).
  func applyEditingLayout(animated: Bool) {
    if editingState { makeEditingControls() }
    setNeedsLayout()
    setNeedsDisplay()
    guard animated, window != nil else { return }
    UIView.animate(withDuration: Self.editingAnimationDuration) { self.layoutIfNeeded() }
  }

  /// The indent of the content for editing mode (0 outside it).
  var editingLeadingInset: CGFloat {
    editingState && shouldIndentWhileEditing && indentsForTable ? Self.editingIndentation : 0
  }

  /// The width the reorder control takes at the trailing edge (0 when not shown).
  var editingTrailingInset: CGFloat {
    editingState && showsReorderControl ? Self.reorderControlWidth : 0
  }

  private func makeEditingControls() {
    if editingControl == nil {
      let control = TableEditingControl()
      control.frame = CGRect(x: -Self.editingIndentation, y: 0, width: Self.editingIndentation, height: bounds.height)
      control.alpha = 0
      control.addAction(UIAction { [weak self] _ in self?.editingControlTapped() }, for: .touchUpInside)
      addSubview(control)
      editingControl = control
    }
    if reorderControl == nil {
      let grip = TableReorderControl(frame: .zero)
      grip.frame = CGRect(x: bounds.width, y: 0, width: Self.reorderControlWidth, height: bounds.height)
      grip.alpha = 0
      addSubview(grip)
      reorderControl = grip
    }
  }

  private func editingControlTapped() {
    tableView?.editingControlTapped(in: self)
  }

  /// Places the two controls: in view while editing (the editing control only for a style other
  /// than `.none`), else just outside the cell and transparent.
  func layoutEditingControls() {
    if let control = editingControl {
      let shown = editingState && editingStyle != .none
      control.style = editingStyle
      control.frame = CGRect(
        x: shown ? 0 : -Self.editingIndentation, y: 0, width: Self.editingIndentation, height: bounds.height)
      control.alpha = shown ? 1 : 0
      control.isUserInteractionEnabled = shown
    }
    if let grip = reorderControl {
      let shown = editingState && showsReorderControl
      grip.frame = CGRect(
        x: shown ? bounds.width - Self.reorderControlWidth : bounds.width, y: 0, width: Self.reorderControlWidth,
        height: bounds.height)
      grip.alpha = shown ? 1 : 0
    }
  }
}

/// The round control at a row's leading edge in editing mode: red with a white bar for
/// `.delete` (the bar turns upright while the delete waits for confirmation, as on iOS), green
/// with a white plus for `.insert`.
final class TableEditingControl: UIControl {
  /// The circle's diameter, in points (a choice of this project, close to iOS's look).
  static let diameter: CGFloat = 22

  var style: UITableViewCell.EditingStyle = .delete { didSet { if style != oldValue { setNeedsDisplay() } } }
  /// The row's delete button is showing.
  var isConfirming = false { didSet { if isConfirming != oldValue { setNeedsDisplay() } } }

  /// The circle's rectangle in the control's coordinates.
  var circleFrame: CGRect {
    let d = Self.diameter
    return CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current, style != .none else { return }
    let circle = circleFrame
    context.fillEllipse(in: circle, color: style == .insert ? .systemGreen : .systemRed)
    let (center, arm) = (CGPoint(x: circle.midX, y: circle.midY), CGFloat(6))
    if style == .insert || !isConfirming {
      context.strokeLine(
        from: CGPoint(x: center.x - arm, y: center.y), to: CGPoint(x: center.x + arm, y: center.y), color: .white,
        lineWidth: 2)
    }
    if style == .insert || isConfirming {
      context.strokeLine(
        from: CGPoint(x: center.x, y: center.y - arm), to: CGPoint(x: center.x, y: center.y + arm), color: .white,
        lineWidth: 2)
    }
  }
}

/// The grip at a row's trailing edge in editing mode: three grey lines. A drag that starts on it
/// moves the row (UITableView+Reorder.swift).
final class TableReorderControl: UIView {
  /// The lines' length and spacing, in points (choices of this project, close to iOS's look).
  static let lineLength: CGFloat = 18
  static let lineSpacing: CGFloat = 5

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let (midX, midY) = (bounds.midX, bounds.midY)
    for step in -1...1 {
      let y = midY + CGFloat(step) * Self.lineSpacing
      context.strokeLine(
        from: CGPoint(x: midX - Self.lineLength / 2, y: y), to: CGPoint(x: midX + Self.lineLength / 2, y: y),
        color: UIColor(hex: 0xA3A3A8), lineWidth: 2)
    }
  }
}
