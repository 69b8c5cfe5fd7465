import Foundation
import ViewCore

/// An action revealed by swiping a row (UIKit's `UIContextualAction`): a titled, coloured button
/// whose handler runs when it is tapped (or, for the first action, by a full swipe) and says by
/// its completion whether the action was performed.
@MainActor
open class UIContextualAction {
  public enum Style: Int, Sendable {
    case normal
    case destructive
  }

  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  open var title: String?
  open var backgroundColor: UIColor
  open var image: UIImage?
  public let handler: Handler

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
  }
}

/// The actions one side of a row reveals (UIKit's `UISwipeActionsConfiguration`); the first is
/// nearest the row's edge and runs on a full swipe when `performsFirstActionWithFullSwipe`.
@MainActor
open class UISwipeActionsConfiguration {
  public let actions: [UIContextualAction]
  open var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}

/// The revealed buttons behind a swiped row, sharing the width the row has moved by; a full swipe
/// gives the first action all of it.
final class SwipeActionsView: UIView {
  static let minimumButtonWidth: CGFloat = 74
  let buttons: [UIButton]
  /// The buttons' natural widths, nearest the edge first.
  let widths: [CGFloat]
  var fullSwipe = false { didSet { setNeedsLayout() } }
  /// Leading actions sit at the left edge, the first leftmost; trailing ones at the right.
  let leading: Bool

  init(actions: [UIContextualAction], leading: Bool) {
    self.leading = leading
    buttons = actions.map { action in
      // A custom button: the action's colour as it is, without a system button's tinted wash.
      let button = UIButton(type: .custom)
      button.setTitle(action.title, for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.backgroundColor = action.backgroundColor
      return button
    }
    widths = buttons.map { max($0.sizeThatFits(.zero).width + 30, Self.minimumButtonWidth) }
    super.init(frame: .zero)
    clipsToBounds = true
    for button in buttons { addSubview(button) }
  }

  required init?(coder: NSCoder) { nil }

  /// Rounds `corners` of the button at the row's edge (the first) by `radius` points, so that over
  /// an inset grouped card the actions keep the card's rounded ends; the others stay square.
  func roundOuterButton(_ corners: CACornerMask, radius: CGFloat) {
    for (index, button) in buttons.enumerated() {
      let rounded = index == 0 && !corners.isEmpty
      button.layer.cornerRadius = rounded ? radius : 0
      if rounded { button.layer.maskedCorners = corners }
    }
  }

  /// The width of all the buttons side by side.
  var naturalWidth: CGFloat { widths.reduce(0, +) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let total = naturalWidth
    guard total > 0 else { return }
    // The first action at the row's edge, the others inward from it.
    var edge = leading ? 0 : bounds.width
    for (index, button) in buttons.enumerated() {
      let share = fullSwipe ? (index == 0 ? bounds.width : 0) : widths[index] * max(bounds.width, 0) / total
      button.frame = CGRect(x: leading ? edge : edge - share, y: 0, width: share, height: bounds.height)
      edge += leading ? share : -share
    }
  }
}
