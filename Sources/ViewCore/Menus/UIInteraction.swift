import Foundation

/// Behaviour added to a view as a whole (UIKit's `UIInteraction`), such as a context menu.
@MainActor
public protocol UIInteraction: AnyObject {
  /// The view the interaction is on.
  var view: UIView? { get }
  /// Called before the interaction is added to `view` (nil: removed).
  func willMove(to view: UIView?)
  /// Called after the interaction is added to `view` (nil: removed).
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions on this view, in the order they were added.
  public var interactions: [any UIInteraction] {
    get { attachedInteractions }
    set {
      for old in attachedInteractions { removeInteraction(old) }
      for new in newValue { addInteraction(new) }
    }
  }

  /// Adds `interaction` (moving it from the view it was on).
  public func addInteraction(_ interaction: any UIInteraction) {
    if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
    guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    attachedInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction`.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    attachedInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}
