import Foundation

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): the menu its action
/// provider makes. Previews are not drawn here (the preview provider is kept but not called).
@MainActor
open class UIContextMenuConfiguration {
  /// Makes the menu; it is given the suggested actions (none here).
  public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
  /// Makes the preview controller (not shown by this project).
  public typealias PreviewProvider = () -> UIViewController?

  /// Names the configuration for the delegate's later messages.
  public let identifier: any NSCopying
  let previewProvider: PreviewProvider?
  let actionProvider: ActionProvider?

  /// All three are given, as with UIKit's initialiser (a trailing closure is the action provider).
  public init(
    identifier: (any NSCopying)?, previewProvider: PreviewProvider?, actionProvider: ActionProvider?
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// The menu to show, or nil (nothing opens) when there is no provider or it gives none.
  package func makeMenu() -> UIMenu? { actionProvider?([]) }
}
