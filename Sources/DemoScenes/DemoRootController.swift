import Foundation
import ListViews
import ViewCore

/// The demo's root: a status bar above a `UINavigationController` whose root is the menu (a
/// `UITableViewController`); every scene is pushed onto it, and Esc, the back button or a drag
/// from the left edge pops back. The HUD, the help overlay and the mouse pinch's point float
/// above. Keys that nothing below takes arrive here through the responder chain: Esc goes back,
/// Tab and the number keys switch scenes, H or F1 toggles the HUD, ? toggles the help.
public final class DemoRootController: UIViewController, UINavigationControllerDelegate {
  public let statusBar = StatusBarView()
  public let hud = HUDView()
  public let help = HelpOverlayView()
  public let fingers = FingerOverlayView()
  /// The menu, the navigation stack's root.
  public let menu: MenuViewController
  /// The stack the scenes are pushed onto.
  public let navigation: UINavigationController
  /// Called when the menu or a scene has appeared (nil: the menu) — after the push or pop has
  /// finished sliding — so the app can title its window and trace the scene's first frame.
  public var onSceneChange: ((DemoScene?) -> Void)?
  private let scenes: [DemoScene]
  /// The scene last pushed, while its controller lives.
  private var pushed: (scene: DemoScene, controller: Weak)?

  private struct Weak {
    weak var value: UIViewController?
  }

  public init(scenes: [DemoScene] = SceneCatalog.all) {
    self.scenes = scenes
    menu = MenuViewController(scenes: scenes)
    navigation = UINavigationController(rootViewController: menu)
    super.init()
    menu.onSelect = { [weak self] scene in self?.open(scene) }
    menu.edgesForExtendedLayout = []
    navigation.delegate = self
  }

  /// Made in code only.
  public required init?(coder: NSCoder) { nil }

  /// The scene on screen (or sliding in), or nil on the menu.
  public var currentScene: DemoScene? {
    guard let pushed, let top = sceneController, pushed.controller.value === top else { return nil }
    return pushed.scene
  }

  /// The scene's controller on top of the stack, or nil when the menu is on top.
  public var sceneController: UIViewController? {
    let top = navigation.topViewController
    return top === menu ? nil : top
  }

  public override func viewDidLoad() {
    view.backgroundColor = .white
    addChild(navigation)
    view.addSubview(navigation.view)
    navigation.didMove(toParent: self)
    view.addSubview(statusBar)
    hud.isHidden = true
    help.isHidden = true
    view.addSubview(hud)
    view.addSubview(help)
    view.addSubview(fingers)
    onSceneChange?(nil)
  }

  public override func viewWillLayoutSubviews() {
    let size = view.bounds.size
    let barHeight = StatusBarView.height
    statusBar.frame = CGRect(x: 0, y: 0, width: size.width, height: barHeight)
    navigation.view.frame = CGRect(x: 0, y: barHeight, width: size.width, height: max(0, size.height - barHeight))
    let top = barHeight + UINavigationBar.height
    let hudSize = HUDView.preferredSize
    hud.frame = CGRect(
      x: max(0, size.width - hudSize.width - 12), y: top + 12, width: hudSize.width, height: hudSize.height)
    help.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    fingers.frame = view.bounds
  }

  /// Back to the menu (Esc, the back button, the edge drag), sliding when `animated`.
  public func showMenu(animated: Bool = true) {
    navigation.popToRootViewController(animated: animated)
  }

  /// Opens `scene`: pushed from the menu (sliding in when `animated`); from another scene, it
  /// takes that scene's place at once (Tab, the number keys), so Back still leads to the menu.
  public func open(_ scene: DemoScene, animated: Bool = true) {
    let controller = scene.makeViewController()
    // The scenes lay themselves out below the bar (their insets are the scenes' own subject).
    controller.edgesForExtendedLayout = []
    pushed = (scene, Weak(value: controller))
    if sceneController == nil {
      navigation.pushViewController(controller, animated: animated)
    } else {
      navigation.setViewControllers([menu, controller], animated: false)
    }
  }

  /// Opens the scene called `name` without animation; false when there is none.
  @discardableResult
  public func open(sceneNamed name: String) -> Bool {
    guard let scene = scenes.first(where: { $0.name == name }) else { return false }
    open(scene, animated: false)
    return true
  }

  public func toggleHUD() { hud.isHidden.toggle() }
  public func toggleHelp() { help.isHidden.toggle() }

  /// D: the window in the other appearance (light or dark) than it has, as an app would set its
  /// window's `overrideUserInterfaceStyle`.
  public func toggleAppearance() {
    guard let window = view.window else { return }
    window.overrideUserInterfaceStyle = window.traitCollection.userInterfaceStyle == .dark ? .light : .dark
  }

  /// Tab: the next scene in menu order (the first from the menu).
  public func openNextScene(backwards: Bool = false) {
    guard !scenes.isEmpty else { return }
    let index = currentScene.flatMap { scene in scenes.firstIndex { $0.name == scene.name } }
    let next = index.map { (($0 + (backwards ? -1 : 1)) % scenes.count + scenes.count) % scenes.count } ?? 0
    open(scenes[next])
  }

  // MARK: UINavigationControllerDelegate

  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    onSceneChange?(viewController === menu ? nil : currentScene)
  }

  public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key else { return }
    switch key.keyCode {
    case .escape:
      if !help.isHidden { help.isHidden = true } else { showMenu() }
    case .tab:
      openNextScene(backwards: key.modifierFlags.contains(.shift))
    case .function(1), .character("h"):
      toggleHUD()
    case .character("d"):
      toggleAppearance()
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
