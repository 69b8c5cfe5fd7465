import Foundation
import ViewCore

/// The demo's root: a status bar, a navigation bar with a Back button, and either the menu or one
/// scene below them; the HUD, the help overlay and the virtual pinch fingers float above.
/// Keys that no scroll view takes arrive here through the responder chain: Esc goes back, Enter
/// opens the selected menu row, Tab and the number keys switch scenes, H or F1 toggles the HUD,
/// ? toggles the help.
public final class DemoNavigationController: UIViewController {
  public let statusBar = StatusBarView()
  public let navigationBar = NavigationBarView()
  public let hud = HUDView()
  public let help = HelpOverlayView()
  public let fingers = FingerOverlayView()
  let content = UIView()
  public private(set) var menu: MenuViewController!
  /// The scene on screen, or nil on the menu.
  public private(set) var currentScene: DemoScene?
  public private(set) var sceneController: UIViewController?
  /// Called after the menu or a scene appears (nil: the menu), so the app can title its window.
  public var onSceneChange: ((DemoScene?) -> Void)?
  private let scenes: [DemoScene]

  public init(scenes: [DemoScene] = SceneCatalog.all) {
    self.scenes = scenes
    super.init()
  }

  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    view.backgroundColor = .white
    content.clipsToBounds = true
    content.accessibilityIdentifier = "content"
    view.addSubview(content)
    view.addSubview(navigationBar)
    view.addSubview(statusBar)
    hud.isHidden = true
    help.isHidden = true
    view.addSubview(hud)
    view.addSubview(help)
    view.addSubview(fingers)
    menu = MenuViewController(scenes: scenes) { [weak self] scene in self?.open(scene) }
    showMenu()
  }

  public override func viewWillLayoutSubviews() {
    let size = view.bounds.size
    statusBar.frame = CGRect(x: 0, y: 0, width: size.width, height: StatusBarView.height)
    navigationBar.frame = CGRect(x: 0, y: StatusBarView.height, width: size.width, height: NavigationBarView.height)
    let top = StatusBarView.height + NavigationBarView.height
    content.frame = CGRect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
    for child in content.subviews { child.frame = content.bounds }
    let hudSize = HUDView.preferredSize
    hud.frame = CGRect(
      x: max(0, size.width - hudSize.width - 12), y: top + 12, width: hudSize.width, height: hudSize.height)
    help.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    fingers.frame = view.bounds
  }

  /// Shows the menu (Esc or Back from a scene).
  public func showMenu() {
    replaceContent(with: menu)
    currentScene = nil
    navigationBar.title = "Scroll View Demos"
    navigationBar.onBack = nil
    onSceneChange?(nil)
  }

  /// Opens `scene` in place of the menu or the current scene.
  public func open(_ scene: DemoScene) {
    let controller = scene.makeViewController()
    replaceContent(with: controller)
    currentScene = scene
    navigationBar.title = scene.title
    navigationBar.onBack = { [weak self] in self?.showMenu() }
    onSceneChange?(scene)
  }

  /// Opens the scene called `name`; false when there is none.
  @discardableResult
  public func open(sceneNamed name: String) -> Bool {
    guard let scene = scenes.first(where: { $0.name == name }) else { return false }
    open(scene)
    return true
  }

  private func replaceContent(with controller: UIViewController) {
    for child in content.subviews { child.removeFromSuperview() }
    sceneController = controller === menu ? nil : controller
    let child = controller.view
    child.frame = content.bounds
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    content.addSubview(child)
  }

  public func toggleHUD() { hud.isHidden.toggle() }
  public func toggleHelp() { help.isHidden.toggle() }

  /// Tab: the next scene in menu order (the first from the menu).
  public func openNextScene(backwards: Bool = false) {
    guard !scenes.isEmpty else { return }
    let index = currentScene.flatMap { scene in scenes.firstIndex { $0.name == scene.name } }
    let next = index.map { (($0 + (backwards ? -1 : 1)) % scenes.count + scenes.count) % scenes.count } ?? 0
    open(scenes[next])
  }

  public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key else { return }
    switch key.keyCode {
    case .escape:
      if !help.isHidden { help.isHidden = true } else if currentScene != nil { showMenu() }
    case .returnOrEnter where currentScene == nil:
      _ = menu.openSelectedScene()
    case .upArrow where currentScene == nil:
      menu.moveSelection(by: -1)
    case .downArrow where currentScene == nil:
      menu.moveSelection(by: 1)
    case .tab:
      openNextScene(backwards: key.modifierFlags.contains(.shift))
    case .function(1), .character("h"):
      toggleHUD()
    case .character("?"):
      toggleHelp()
    case .character("/") where key.modifierFlags.contains(.shift):
      toggleHelp()
    case .character(let character):
      if let digit = character.wholeNumberValue {
        let index = digit == 0 ? 9 : digit - 1
        if scenes.indices.contains(index) { open(scenes[index]) }
      }
    default:
      super.pressesBegan(presses, with: event)
    }
  }
}
