import Foundation

/// A scene's lasting identity (UIKit's `UISceneSession`): its role, its configuration, the scene
/// showing it while connected. Sessions compare by identity.
@MainActor
public final class UISceneSession: Hashable {
  /// What a scene is for.
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main window (the manifest's `UIWindowSceneSessionRoleApplication`).
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  public let role: Role
  /// The configuration the scene was made from (the application settles it while connecting).
  public package(set) var configuration: UISceneConfiguration
  /// A string that names the session for as long as it lasts.
  public let persistentIdentifier: String
  /// The scene showing the session, while one is connected.
  public internal(set) weak var scene: UIScene?
  /// The app's own state for the session.
  public var userInfo: [String: Any]?

  /// A session with `configuration` (the application makes sessions; apps do not).
  public init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
    self.role = role
    self.configuration = configuration
    self.persistentIdentifier = persistentIdentifier
  }

  public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
