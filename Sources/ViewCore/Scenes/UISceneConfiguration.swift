import Foundation

/// How to make a scene (UIKit's `UISceneConfiguration`): the classes of the scene and its
/// delegate. The app delegate returns one from `application(_:configurationForConnecting:options:)`;
/// what it leaves unset comes from the `Info.plist` manifest's configuration of the same name.
@MainActor
public final class UISceneConfiguration {
  /// The configuration's name (the manifest's `UISceneConfigurationName`).
  public let name: String?
  public let role: UISceneSession.Role
  /// The class of the scene's delegate; nil takes the manifest's `UISceneDelegateClassName`.
  public var delegateClass: AnyClass?
  /// The class of the scene; nil makes a `UIWindowScene`.
  public var sceneClass: AnyClass?

  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}
