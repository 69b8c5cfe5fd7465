import Foundation

/// One instance of the app's interface (UIKit's `UIScene`): on the desktop, the app's window. It
/// is made when its session connects, holds its delegate strongly (as iOS does) and moves through
/// `activationState`, telling the delegate each step in UIKit's order.
@MainActor
open class UIScene: UIResponder {
  /// Where a scene is in its life.
  public enum ActivationState: Int, Sendable {
    /// Made, not yet connected.
    case unattached = -1
    /// On screen and receiving events (the window has the focus).
    case foregroundActive = 0
    /// On screen without the focus.
    case foregroundInactive = 1
    /// Not on screen (the window is minimised).
    case background = 2
  }

  /// What the system passes a connecting scene (URLs, activities, shortcut items on iOS); always
  /// empty on the desktop.
  @MainActor
  open class ConnectionOptions {
    public init() {}
  }

  /// The session the scene shows.
  public let session: UISceneSession
  /// The scene's delegate, held strongly.
  open var delegate: (any UISceneDelegate)?
  /// Where the scene is in its life; the application moves it (`UIScene.move(to:)`).
  open private(set) var activationState: ActivationState = .unattached
  /// The scene's title (the desktop shows it as the window's title where the app sets it).
  open var title: String = ""
  /// Hears the name of every message the scene sends its delegate, after it is sent (the
  /// application's trace).
  package var messageObserver: ((String) -> Void)?

  /// A scene for `session` (the application makes scenes; apps do not).
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }

  /// Scenes are made by the application, never from an archive.
  public required init?(coder: NSCoder) { nil }

  /// Connects the scene: the delegate hears `scene(_:willConnectTo:options:)`, the scene becomes
  /// the session's, and it enters the foreground inactive.
  package func connect(options: ConnectionOptions) {
    session.scene = self
    delegate?.scene(self, willConnectTo: session, options: options)
    messageObserver?("sceneWillConnect")
  }

  /// Moves the scene to `state` through the states between, telling the delegate each step as
  /// UIKit does: entering the foreground before becoming active, resigning before the background.
  package func move(to state: ActivationState) {
    while activationState != state {
      switch (activationState, state) {
      case (.unattached, _), (.background, _):
        activationState = .foregroundInactive
        delegate?.sceneWillEnterForeground(self)
        messageObserver?("sceneWillEnterForeground")
      case (.foregroundInactive, .foregroundActive):
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
        messageObserver?("sceneDidBecomeActive")
      case (.foregroundActive, _):
        delegate?.sceneWillResignActive(self)
        messageObserver?("sceneWillResignActive")
        activationState = .foregroundInactive
      case (.foregroundInactive, _):
        activationState = .background
        delegate?.sceneDidEnterBackground(self)
        messageObserver?("sceneDidEnterBackground")
      }
    }
  }

  /// Disconnects the scene (its window closed): it goes to the background first, then the
  /// delegate hears `sceneDidDisconnect(_:)`.
  package func disconnect() {
    if activationState != .unattached { move(to: .background) }
    delegate?.sceneDidDisconnect(self)
    messageObserver?("sceneDidDisconnect")
    session.scene = nil
  }
}
