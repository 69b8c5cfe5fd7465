import Foundation
import ViewCore

/// The name of an app's own state in a configuration state (UIKit's
/// `UIConfigurationStateCustomKey`): `state[key] = value` carries it from a cell's
/// `configurationState` override to `updateConfiguration(using:)`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a configuration is updated for (UIKit's `UIConfigurationState`).
public protocol UIConfigurationState {
  /// An app's own state by its key; nil when not set.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state for its configurations (UIKit's `UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init() {}

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}

/// A cell's state for its configurations (UIKit's `UICellConfigurationState`): the view's state
/// and the cell's own — editing, expanded (an outline's parent row showing its children), swiped,
/// reordering.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// Where a cell is in a drag (UIKit's `UICellConfigurationState.DragState`).
  public enum DragState: Int, Sendable { case none, lifting, dragging }
  /// Whether a drop would land on the cell (UIKit's `UICellConfigurationState.DropState`).
  public enum DropState: Int, Sendable { case none, notTargeted, targeted }

  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  public var cellDragState = DragState.none
  public var cellDropState = DropState.none
  var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init() {}

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
