import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// A header view with a label of its own, counting how often the table reused it.
@MainActor
final class BadgeHeader: UITableViewHeaderFooterView {
  static var made = 0
  let badge = UILabel()
  var reuseCount = 0

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    BadgeHeader.made += 1
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// Sections of rows with footers titled by `footers`, and headers from the delegate when `custom`.
@MainActor
final class SectionsWithFooters: UITableViewDataSource, UITableViewDelegate {
  var rows: [Int]
  var footers: [String?]
  var custom = false
  var headerHeight = UITableView.automaticDimension
  var displayedHeaders: [Int] = []

  init(rows: [Int], footers: [String?]) {
    self.rows = rows
    self.footers = footers
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard custom, let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "badge") as? BadgeHeader
    else { return nil }
    header.badge.text = "Section \(section)"
    return header
  }
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    displayedHeaders.append(section)
  }
}

@MainActor
final class TableViewHeaderFooterTests: XCTestCase {
  private func makeTable(
    _ source: SectionsWithFooters, style: UITableView.Style = .plain, height: CGFloat = 300
  ) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    let table = UITableView(frame: window.bounds, style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.makeDisplayList()
    return (window, table)
  }

  /// Plain: a footer only where there is a title (28 pt). Section 0: rows 0–440, footer 440–468;
  /// section 1: rows 468–1348, no footer. Footers float at the bottom edge (300 − 28 = 272).
  func testPlainFootersShowForTitlesOnlyAndFloatAtTheBottom() async {
    let source = SectionsWithFooters(rows: [10, 20, 5], footers: ["Ten rows", nil, "Five"])
    let (window, table) = makeTable(source)
    XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 440, width: 320, height: 28))
    XCTAssertEqual(table.rectForFooter(inSection: 1), CGRect(x: 0, y: 1348, width: 320, height: 0))
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 468)
    XCTAssertEqual(table.footerView(forSection: 0)?.frame.minY, 272, "floating at the bottom edge")
    XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "Ten rows")
    table.contentOffset.y = 200
    window.makeDisplayList()
    XCTAssertEqual(table.footerView(forSection: 0)?.frame.minY, 440, "at its place once the section ends above")
    XCTAssertNil(table.footerView(forSection: 1))
    // Section 2 starts at 1348: rows 1348–1568, footer 1568–1596. With its rows at the bottom of
    // the screen, its footer is held below its header (here at 1348, the section's top).
    table.contentOffset.y = 1348 + 10 - 300
    window.makeDisplayList()
    XCTAssertEqual(table.footerView(forSection: 2)?.frame.minY, 1348)
    table.contentOffset.y = 1400
    window.makeDisplayList()
    XCTAssertEqual(table.footerView(forSection: 2)?.frame.minY, 1568, "back at its place at the end")
  }

  /// Grouped: an untitled header takes 18, the footer title sizes to its caption:
  /// 6 + a 16-pt line of 13-pt text + 16 = 38. Rows 18–106, footer 106–144.
  func testGroupedFooterTitlesSizeToTheirCaption() async {
    let source = SectionsWithFooters(rows: [2, 1], footers: ["A note", nil])
    let (_, table) = makeTable(source, style: .grouped)
    XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 106, width: 320, height: 38))
    XCTAssertEqual(table.rectForFooter(inSection: 1), CGRect(x: 0, y: 144 + 18 + 44, width: 320, height: 18))
    let footer = table.footerView(forSection: 0)
    XCTAssertEqual(footer?.textLabel?.text, "A note", "footers are not upper-cased")
    XCTAssertEqual(footer?.textLabel?.frame, CGRect(x: 16, y: 6, width: 288, height: 16))
  }

  /// 50 sections of 5 rows under 40-pt custom headers (260 pt each) in a 300-pt table: at most
  /// three sections overlap the screen, so scrolling through all of them makes three headers.
  func testCustomHeaderViewsAreDequeuedByIdentifierAndReused() async {
    BadgeHeader.made = 0
    let source = SectionsWithFooters(rows: Array(repeating: 5, count: 50), footers: Array(repeating: nil, count: 50))
    source.custom = true
    source.headerHeight = 40
    let (window, table) = makeTable(source)
    XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 260, width: 320, height: 40))
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 300)
    var y: CGFloat = 0
    while y < table.contentSize.height - 300 {
      y += 37
      table.contentOffset.y = y
      window.makeDisplayList()
      let alive = table.subviews.filter { $0 is BadgeHeader && !$0.isHidden }
      XCTAssertLessThanOrEqual(alive.count, 3)
    }
    XCTAssertLessThanOrEqual(BadgeHeader.made, 3)
    let header = table.subviews.compactMap { $0 as? BadgeHeader }.first { !$0.isHidden }
    XCTAssertGreaterThan(header?.reuseCount ?? 0, 10)
    // It floats like a title's header: section 48 (y 12480) pinned at the top of the screen.
    table.contentOffset.y = 48 * 260 + 100
    window.makeDisplayList()
    let pinned = table.headerView(forSection: 48) as? BadgeHeader
    XCTAssertEqual(pinned?.frame, CGRect(x: 0, y: 48 * 260 + 100, width: 320, height: 40))
    XCTAssertEqual(pinned?.badge.text, "Section 48")
    XCTAssertTrue(source.displayedHeaders.contains(48))
  }

  /// `sectionHeaderHeight` automatic: a header view is measured from its constraints (a 30-pt
  /// box 10 pt from the top and 12 from the bottom: 52); a footer without constraints from its
  /// `sizeThatFits` (33).
  func testSelfSizingHeadersAndFooters() async {
    final class Sized: UITableViewDataSource, UITableViewDelegate {
      final class Footer: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 33) }
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        header.contentView.addSubview(box)
        NSLayoutConstraint.activate([
          box.topAnchor.constraint(equalTo: header.contentView.topAnchor, constant: 10),
          box.bottomAnchor.constraint(equalTo: header.contentView.bottomAnchor, constant: -12),
          box.leadingAnchor.constraint(equalTo: header.contentView.leadingAnchor),
          box.heightAnchor.constraint(equalToConstant: 30),
        ])
        return header
      }
      func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { Footer() }
    }
    let source = Sized()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.sectionHeaderHeight = UITableView.automaticDimension
    table.sectionFooterHeight = UITableView.automaticDimension
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.makeDisplayList()
    XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 52))
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 52)
    XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 140, width: 320, height: 33))
    XCTAssertEqual(table.contentSize.height, 173)
  }
}
