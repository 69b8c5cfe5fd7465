import Foundation

/// An alert or an action sheet (UIKit's `UIAlertController`), shown with
/// `present(_:animated:)`: a title, a message and buttons, one per action. Choosing a button
/// dismisses the alert, then runs the action's handler, as on iOS. Esc chooses the cancel action
/// (when there is one) and Return the preferred one; a tap outside an action sheet cancels it.
/// An alert can hold text fields (`addTextField`), under its message: the first takes the keys
/// when the alert appears, Tab moves between them, and Return in one chooses the preferred action.
@MainActor
open class UIAlertController: UIViewController {
  /// How the alert is shown.
  public enum Style: Int, Sendable {
    /// A list of buttons rising from the bottom.
    case actionSheet = 0
    /// A box in the middle of the screen.
    case alert = 1
  }

  /// The text under the title.
  open var message: String? { didSet { if isViewLoaded { view.setNeedsLayout() } } }
  public let preferredStyle: Style
  /// The actions in the order they were added.
  open private(set) var actions: [UIAlertAction] = []
  /// The action Return chooses, drawn bold (it must be one of `actions`).
  open var preferredAction: UIAlertAction? {
    didSet {
      if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
        Diagnostics.report(
          "preferredAction \"\(preferredAction.title ?? "")\" is not one of the alert's actions; ignored",
          from: "UIAlertController")
        self.preferredAction = nil
      }
    }
  }
  /// Whether an action was chosen (the alert is going or gone).
  private var isDismissing = false
  /// The text fields in the order they were added.
  private(set) var fields: [UITextField] = []

  /// The alert's text fields in the order they were added; nil when it has none, as in UIKit.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init()
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  /// Made in code only (storyboards do not exist here).
  public required init?(coder: NSCoder) { nil }

  /// Adds a button. A second cancel action is refused with a message (UIKit raises an exception).
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      Diagnostics.report(
        "an alert can have only one cancel action; \"\(action.title ?? "")\" was not added", from: "UIAlertController")
      return
    }
    actions.append(action)
    if isViewLoaded { alertView.actionsDidChange() }
  }

  /// Adds a text field under the message, configured by `configurationHandler` (placeholder,
  /// secure entry, text). Only an alert has text fields: on an action sheet the field is refused
  /// with a message (UIKit raises an exception).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      Diagnostics.report(
        "text fields can be added only to an alert of the .alert style; none was added", from: "UIAlertController")
      return
    }
    let field = UITextField()
    field.font = AlertView.textFieldFont
    field.addAction(
      UIAction { [weak self] _ in
        guard let self, let preferred = self.preferredAction else { return }
        self.choose(preferred)
      }, for: .editingDidEndOnExit)
    configurationHandler?(field)
    fields.append(field)
    if isViewLoaded { alertView.textFieldsDidChange() }
  }

  var alertView: AlertView { view as! AlertView }

  open override func loadView() {
    view = AlertView(controller: self)
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if let first = fields.first {
      _ = first.becomeFirstResponder()
    } else {
      _ = alertView.becomeFirstResponder()
    }
  }

  /// The action Esc and a tap outside choose.
  var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

  /// Dismisses the alert and runs `action`'s handler once it has gone.
  func choose(_ action: UIAlertAction) {
    guard action.isEnabled, !isDismissing else { return }
    isDismissing = true
    if alertView.holdsFirstResponder { _ = alertView.resignFirstResponder() }
    _ = alertView.endEditing(true)
    dismiss(animated: true) { action.handler?(action) }
  }
}
