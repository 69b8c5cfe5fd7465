import Foundation

/// One button of an alert or action sheet (UIKit's `UIAlertAction`): a title, a style, and the
/// handler run once the alert has gone.
@MainActor
open class UIAlertAction {
  /// How the button looks and where it goes.
  public enum Style: Int, Sendable {
    /// A plain button.
    case `default` = 0
    /// The button that backs out: bold, last (an alert's left one beside one other; an action
    /// sheet's own box at the bottom); Esc chooses it.
    case cancel = 1
    /// A red button: it destroys something.
    case destructive = 2
  }

  public let title: String?
  public let style: Style
  /// A disabled button is grey and cannot be chosen.
  open var isEnabled = true { didSet { button?.setNeedsDisplay() } }
  let handler: ((UIAlertAction) -> Void)?
  /// The button showing the action.
  weak var button: AlertActionButton?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
