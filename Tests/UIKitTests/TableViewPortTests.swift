import UIKit
import XCTest

/// A header of the app's own: a bold label pinned by constraints (Linux-forced edit: `required`
/// on the initializer, as for cells).
final class NoteSectionHeader: UITableViewHeaderFooterView {
  let title = UILabel()

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    title.font = .boldSystemFont(ofSize: 17)
    title.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A list written as iOS apps write it today: self-sizing rows, content configurations, a custom
/// header view dequeued by identifier, footer titles.
final class NotesViewController: UITableViewController {
  let sections = [
    ("Today", [("Buy milk", "Two litres"), ("Call Ada\nabout Friday", "Before noon")]),
    ("Later", [("Read the review", "Chapter 3")]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    tableView.register(NoteSectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].1.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    let note = sections[indexPath.section].1[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = note.0
    content.secondaryText = note.1
    content.secondaryTextProperties.color = .gray
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? NoteSectionHeader
    else { return nil }
    header.title.text = sections[section].0
    return header
  }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == 0 ? "\(sections[0].1.count) notes" : nil
  }
}

/// The port builds with `import UIKit` alone and lays out where iOS would put it (text by the
/// core's estimate: 17-pt lines 20 pt, 15-pt lines 18 pt).
@MainActor
final class TableViewPortTests: XCTestCase {
  /// Section 0: header 0–40; rows 11 + 20 + 3 + 18 + 11 = 63 (40–103) and, with two text lines,
  /// 83 (103–186); the footer title 186–214. Section 1: header 214–254, row 254–317.
  func testASelfSizingListWithCustomHeadersLaysOutAsOnIOS() async {
    let controller = NotesViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    let table = controller.tableView!
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 40, width: 320, height: 63))
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 103, width: 320, height: 83))
    XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 186, width: 320, height: 28))
    XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 214, width: 320, height: 40))
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)), CGRect(x: 0, y: 254, width: 320, height: 63))
    XCTAssertEqual(table.contentSize.height, 317)
    let header = table.headerView(forSection: 1) as? NoteSectionHeader
    XCTAssertEqual(header?.title.text, "Later")
    XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "2 notes")
  }
}
