import Foundation
import SDLPlatform
import ViewCore

extension UIApplication {
  /// After launching: connects the app's one scene when it has a scene delegate — the class the
  /// app delegate's configuration gives, else the one the `Info.plist` manifest names. With
  /// neither and no window shown, says in one line what was looked for.
  func connectScene(for delegate: any UIApplicationDelegate) {
    let role = UISceneSession.Role.windowApplication
    let options = UIScene.ConnectionOptions()
    let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
    let asked = delegate.application(self, configurationForConnecting: session, options: options)
    let module = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init) ?? ""
    let manifest = SceneManifest.find(in: SceneManifest.candidatePaths(module: module))
    let entry = manifest?.configuration(for: role, named: asked.name)
    let configuration = UISceneConfiguration(name: asked.name ?? entry?.name, sessionRole: role)
    configuration.delegateClass =
      asked.delegateClass ?? entry?.delegateClassName.flatMap { SceneManifest.resolveClass(named: $0, module: module) }
    configuration.sceneClass =
      asked.sceneClass ?? entry?.sceneClassName.flatMap { SceneManifest.resolveClass(named: $0, module: module) }
    session.configuration = configuration

    guard let delegateClass = configuration.delegateClass else {
      if let name = entry?.delegateClassName {
        Self.report(
          "error: the scene delegate class '\(name)' named in \(manifest?.path ?? "Info.plist") was not found "
            + "(looked for \(name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: module)))")
      } else if windows.isEmpty {
        Self.report(
          "error: no window and no scene delegate: no UIApplicationSceneManifest in an Info.plist (looked in the "
            + "\(module) resource bundle and in \(Bundle.main.bundlePath)), and no delegateClass from "
            + "application(_:configurationForConnecting:options:)")
      }
      return
    }
    guard let made = (delegateClass as? UIResponder.Type)?.init(coder: NSCoder()) as? any UISceneDelegate else {
      Self.report("error: the scene delegate class \(delegateClass) is not a UIResponder adopting UISceneDelegate")
      return
    }
    let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
    let scene = sceneType.init(session: session, connectionOptions: options)
    scene.delegate = made
    let delegateName = String(describing: type(of: made))
    scene.messageObserver = { [weak self] message in
      guard let self else { return }
      self.tools.traceLine(
        view: delegateName, event: message, at: self.platformWindow?.uiWindow.currentTime ?? 0, shown: nil)
    }
    connectedScene = scene
    scene.connect(options: options)
    scene.move(to: .foregroundActive)
  }

  /// The SDL window's focus and minimising, as the scene's activation.
  func windowActivityChanged(_ activity: WindowActivity) {
    guard let scene = connectedScene else { return }
    switch activity {
    case .focusGained: scene.move(to: .foregroundActive)
    case .focusLost: if scene.activationState == .foregroundActive { scene.move(to: .foregroundInactive) }
    case .minimized: scene.move(to: .background)
    case .restored: if scene.activationState == .background { scene.move(to: .foregroundInactive) }
    }
  }

  /// The window closed: the scene goes to the background and disconnects, and the app delegate
  /// hears that its session was discarded.
  func disconnectScene() {
    guard let scene = connectedScene else { return }
    scene.disconnect()
    connectedScene = nil
    delegate?.application(self, didDiscardSceneSessions: [scene.session])
  }
}
