import Foundation

@testable import ListViews
@testable import ViewCore

/// A cell whose `sizeThatFits` gives the height the data source set, counting the calls.
@MainActor
final class FixedHeightCell: UITableViewCell {
  var fittingHeight: CGFloat = 44
  static var fittingCalls = 0

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    FixedHeightCell.fittingCalls += 1
    return CGSize(width: size.width, height: fittingHeight)
  }
}

/// A cell with a multi-line label pinned by constraints 8 pt from the content view's top and
/// bottom and 16 pt from its sides: its height is the wrapped text's plus 16.
@MainActor
final class ConstrainedTextCell: UITableViewCell {
  let label = UILabel()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Rows whose cells size themselves: `height(row)` through `FixedHeightCell`, or `text(row)`
/// through `ConstrainedTextCell`.
@MainActor
final class SelfSizingRows: UITableViewDataSource, UITableViewDelegate {
  var count: Int
  var height: (Int) -> CGFloat
  var text: ((Int) -> String)?

  init(count: Int, height: @escaping (Int) -> CGFloat = { _ in 44 }, text: ((Int) -> String)? = nil) {
    self.count = count
    self.height = height
    self.text = text
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let text {
      let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as? ConstrainedTextCell
      cell?.label.text = text(indexPath.row)
      return cell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: "fixed", for: indexPath)
    (cell as? FixedHeightCell)?.fittingHeight = height(indexPath.row)
    return cell
  }
}

/// A window holding one self-sizing table (`rowHeight` automatic, the given estimate).
@MainActor
final class SelfSizingFixture {
  let window: UIWindow
  let table: UITableView
  let source: SelfSizingRows

  init(source: SelfSizingRows, estimate: CGFloat = 44, size: CGSize = CGSize(width: 320, height: 600)) {
    FixedHeightCell.fittingCalls = 0
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    table = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    self.source = source
    table.register(FixedHeightCell.self, forCellReuseIdentifier: "fixed")
    table.register(ConstrainedTextCell.self, forCellReuseIdentifier: "text")
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = estimate
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.makeDisplayList()
  }

  func frame() { window.makeDisplayList() }

  /// Where the row's top is on screen (table coordinates less the offset).
  func screenY(_ row: Int) -> CGFloat {
    table.rectForRow(at: IndexPath(row: row, section: 0)).minY - table.contentOffset.y
  }

  /// The first row on screen whose height is measured (not an estimate).
  func firstMeasuredVisibleRow() -> Int? {
    let rows = table.layout.indexPaths(fromY: table.bounds.minY, toY: table.bounds.maxY)
    return rows.first { !table.layout.isEstimated($0) }?.row
  }
}
