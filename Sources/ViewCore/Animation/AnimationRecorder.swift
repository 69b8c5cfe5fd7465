import Foundation

/// What an animation block changed: per view and property, the value before the block.
@MainActor
final class AnimationRecorder {
  struct Change {
    let view: UIView
    let property: AnimatableProperty
    let from: AnimatableValue
  }

  private(set) var changes: [Change] = []
  private var seen: Set<Key> = []

  private struct Key: Hashable {
    let view: ObjectIdentifier
    let property: AnimatableProperty
  }

  /// Keeps the first value `property` of `view` had in the block (what is on screen, if it is
  /// animating already).
  func record(_ view: UIView, _ property: AnimatableProperty, from old: AnimatableValue) {
    guard seen.insert(Key(view: ObjectIdentifier(view), property: property)).inserted else { return }
    let onScreen = view.presentation?.values[property]?.value ?? old
    changes.append(Change(view: view, property: property, from: onScreen))
  }
}
