import Foundation

/// One trait that changes can be registered for (UIKit's `UITraitDefinition`), named by the
/// types below.
public protocol UITraitDefinition {
  /// A name unique among traits.
  static var identifier: String { get }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes it (`[UITraitUserInterfaceStyle.self]`).
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark (`UITraitCollection.userInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static var identifier: String { "UITraitUserInterfaceStyle" }
}
/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static var identifier: String { "UITraitHorizontalSizeClass" }
}
/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static var identifier: String { "UITraitVerticalSizeClass" }
}
/// The display scale.
public enum UITraitDisplayScale: UITraitDefinition {
  public static var identifier: String { "UITraitDisplayScale" }
}
/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static var identifier: String { "UITraitLayoutDirection" }
}

/// What `registerForTraitChanges(_:handler:)` returns, to unregister with.
public protocol UITraitChangeRegistration {}

/// A registered handler and the traits it hears about.
final class TraitChangeRegistration: UITraitChangeRegistration {
  let identifiers: Set<String>
  let handler: @MainActor (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
    identifiers = Set(traits.map { $0.identifier })
    self.handler = handler
  }

  func observes(_ trait: UITrait) -> Bool { identifiers.contains(trait.identifier) }
}

/// Views and controllers, which can be told when chosen traits change (UIKit's
/// `UITraitChangeObservable`). Of the traits, only the appearance changes here (size classes
/// follow the window's size, which does not tell these handlers).
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
  /// Calls `handler` with the object and its traits before, after `traitCollectionDidChange(_:)`,
  /// whenever one of `traits` changes; kept while the object lives or until unregistered.
  @discardableResult
  func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration
  /// Stops a registration's handler.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UIView: UITraitChangeObservable {
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      if let environment = object as? Environment { handler(environment, previous) }
    }
    traitChangeRegistrations.append(registration)
    return registration
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.removeAll { $0 === registration as AnyObject }
  }
}

extension UIViewController: UITraitChangeObservable {
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      if let environment = object as? Environment { handler(environment, previous) }
    }
    traitChangeRegistrations.append(registration)
    return registration
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.removeAll { $0 === registration as AnyObject }
  }
}
