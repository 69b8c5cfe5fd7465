import Foundation
import ListViews
import ViewCore

/// Scene `table`: 10,000 rows in sections of 1,000 with floating headers. Each row's detail
/// names the cell object showing it, so scrolling shows the same few cells coming back.
final class TableSceneController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  let rowCount: Int
  let sectionSize = 1000
  /// How many cells the data source had to create; stays near the number of visible rows.
  private(set) var createdCellCount = 0

  static let cellIdentifier = "row"

  init(rowCount: Int = 10_000) {
    self.rowCount = max(0, rowCount)
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .white
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "table"
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    (rowCount + sectionSize - 1) / sectionSize
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    min(sectionSize, rowCount - section * sectionSize)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    let first = section * sectionSize + 1
    return "Rows \(first)–\(first + self.tableView(tableView, numberOfRowsInSection: section) - 1)"
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell: UITableViewCell
    if let reused = tableView.dequeueReusableCell(withIdentifier: TableSceneController.cellIdentifier) {
      cell = reused
    } else {
      createdCellCount += 1
      cell = UITableViewCell(style: .value1, reuseIdentifier: TableSceneController.cellIdentifier)
      cell.tag = createdCellCount
    }
    cell.textLabel?.text = "Row \(indexPath.section * sectionSize + indexPath.row + 1)"
    cell.detailTextLabel?.text = "cell #\(cell.tag) of \(createdCellCount)"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    // Like a tutorial's list: the tap flashes the row, nothing stays selected.
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
