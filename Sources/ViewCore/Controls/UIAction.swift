import Foundation

/// A closure a control runs for an event (UIKit's `UIAction`); `sender` is the control.
@MainActor
public final class UIAction {
  public let title: String
  public let identifier: String
  public let handler: (UIAction) -> Void
  /// The control that ran the action, while it runs.
  public internal(set) weak var sender: AnyObject?

  public init(title: String = "", identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.identifier = identifier ?? UUID().uuidString
    self.handler = handler
  }
}
