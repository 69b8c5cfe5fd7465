import Foundation

@testable import ListViews
@testable import ViewCore

/// A cell that counts how often the table reused it.
@MainActor
final class CountingCell: UITableViewCell {
  var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A data source and delegate with fixed sections, recording what the table asked and told.
@MainActor
final class NumberedRows: UITableViewDataSource, UITableViewDelegate {
  var rowsPerSection: [Int]
  var titles: [String?]
  var createdCells: [ObjectIdentifier: UITableViewCell] = [:]
  var selected: [IndexPath] = []
  var deselected: [IndexPath] = []
  var highlighted: [IndexPath] = []

  init(rowsPerSection: [Int], titles: [String?]? = nil) {
    self.rowsPerSection = rowsPerSection
    self.titles = titles ?? rowsPerSection.map { _ in nil }
  }

  func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowsPerSection[section]
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    createdCells[ObjectIdentifier(cell)] = cell
    cell.textLabel?.text = NumberedRows.text(for: indexPath)
    return cell
  }

  static func text(for indexPath: IndexPath) -> String { "Row \(indexPath.section).\(indexPath.row)" }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    deselected.append(indexPath)
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    highlighted.append(indexPath)
  }
}

/// A window holding one table of `rowsPerSection` rows, laid out as a frame would. It keeps the
/// data source alive: the table holds it weakly, as UIKit does.
@MainActor
final class TableFixture {
  let window: UIWindow
  let table: UITableView
  let source: NumberedRows

  init(
    rowsPerSection: [Int], titles: [String?]? = nil, style: UITableView.Style = .plain,
    size: CGSize = CGSize(width: 320, height: 600)
  ) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    table = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
    source = NumberedRows(rowsPerSection: rowsPerSection, titles: titles)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    frame()
  }

  /// Lays out and composites, as the app does once per frame.
  @discardableResult
  func frame() -> DisplayList {
    window.makeDisplayList()
  }

  /// Moves the content to `y` and draws a frame.
  func scroll(to y: CGFloat) {
    table.contentOffset = CGPoint(x: 0, y: y)
    frame()
  }
}
