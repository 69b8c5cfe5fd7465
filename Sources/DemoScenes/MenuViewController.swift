import Foundation
import ListViews
import ViewCore

/// The demo's home screen: a `UITableViewController` listing every scene by section, with its
/// title and summary, as tutorial 004 opens its demos from a table inside a navigation controller.
/// Choosing a row (a click, or the keyboard focus and Return) calls `onSelect`, which pushes it.
public final class MenuViewController: UITableViewController {
  /// Called with the scene the user chose.
  public var onSelect: ((DemoScene) -> Void)?
  /// The scenes grouped by `section`, sections in order of first appearance.
  public let sections: [(title: String, scenes: [DemoScene])]

  static let cellIdentifier = "scene"

  /// A menu of `scenes` (default: the whole catalog).
  public init(scenes: [DemoScene] = SceneCatalog.all, onSelect: ((DemoScene) -> Void)? = nil) {
    var grouped: [(title: String, scenes: [DemoScene])] = []
    for scene in scenes {
      if let index = grouped.firstIndex(where: { $0.title == scene.section }) {
        grouped[index].scenes.append(scene)
      } else {
        grouped.append((scene.section, [scene]))
      }
    }
    sections = grouped
    self.onSelect = onSelect
    super.init(style: .grouped)
    title = "Scroll View Demos"
    navigationItem.backButtonTitle = "Menu"
  }

  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    // Its scroll identifier in the trace is `menu`.
    tableView.accessibilityIdentifier = "menu"
    tableView.rowHeight = 60
  }

  /// The scene a row lists.
  public func scene(at indexPath: IndexPath) -> DemoScene? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let scenes = sections[indexPath.section].scenes
    return scenes.indices.contains(indexPath.row) ? scenes[indexPath.row] : nil
  }

  /// The row listing the scene called `name`.
  public func indexPath(ofSceneNamed name: String) -> IndexPath? {
    for (section, group) in sections.enumerated() {
      if let row = group.scenes.firstIndex(where: { $0.name == name }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  // MARK: UITableViewDataSource

  public override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].scenes.count
  }

  public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: MenuViewController.cellIdentifier)
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: MenuViewController.cellIdentifier)
    let scene = sections[indexPath.section].scenes[indexPath.row]
    cell.textLabel?.text = scene.title
    cell.detailTextLabel?.text = scene.summary
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  // MARK: UITableViewDelegate

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let scene = scene(at: indexPath) else { return }
    onSelect?(scene)
  }
}
