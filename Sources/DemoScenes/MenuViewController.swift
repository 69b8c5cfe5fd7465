import Foundation
import ViewCore

/// The demo's home screen: a grouped table listing every scene by section, with its title and
/// summary (tutorial 004 opens its demos from such a table). Choosing a row calls `onSelect`,
/// which the app uses to navigate; the arrow keys and Enter reach the same rows.
public final class MenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The table of scenes; its scroll identifier is `menu`.
  public let tableView = UITableView(frame: .zero, style: .grouped)
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
    super.init()
    title = "Scenes"
  }

  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "menu"
    tableView.rowHeight = 60
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
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

  /// Moves the keyboard selection `delta` rows down (negative: up), across sections, and
  /// scrolls it into view. With nothing selected, the first (or last) row is selected.
  public func moveSelection(by delta: Int) {
    let rows = sections.enumerated().flatMap { section, group in
      group.scenes.indices.map { IndexPath(row: $0, section: section) }
    }
    guard !rows.isEmpty else { return }
    let current = tableView.indexPathForSelectedRow.flatMap { rows.firstIndex(of: $0) }
    let next = current.map { min(max($0 + delta, 0), rows.count - 1) } ?? (delta >= 0 ? 0 : rows.count - 1)
    tableView.selectRow(at: rows[next], animated: false, scrollPosition: .none)
    tableView.scrollToRow(at: rows[next], at: .none, animated: true)
  }

  /// Opens the selected row's scene (Enter); returns false when nothing is selected.
  @discardableResult
  public func openSelectedScene() -> Bool {
    guard let indexPath = tableView.indexPathForSelectedRow, let scene = scene(at: indexPath) else {
      return false
    }
    onSelect?(scene)
    return true
  }

  // MARK: UITableViewDataSource

  public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].scenes.count
  }

  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
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

  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let scene = scene(at: indexPath) else { return }
    onSelect?(scene)
  }
}
