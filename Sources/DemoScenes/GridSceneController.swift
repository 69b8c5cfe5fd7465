import Foundation
import ViewCore

/// Tutorial 004's 2-D grid: a horizontal pager whose pages are vertical pagers, each with
/// directional lock, so a drag moves one axis and the content seems to lie on a grid.
final class GridSceneController: UIViewController {
  let columns = UIScrollView()
  static let size = (columns: 4, rows: 4)
  private var rows: [UIScrollView] = []

  override func viewDidLoad() {
    view.backgroundColor = .black
    columns.frame = view.bounds
    columns.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    columns.isPagingEnabled = true
    columns.isDirectionalLockEnabled = true
    columns.accessibilityIdentifier = "grid"
    view.addSubview(columns)
    for column in 0..<GridSceneController.size.columns {
      let pager = UIScrollView()
      pager.isPagingEnabled = true
      pager.isDirectionalLockEnabled = true
      pager.accessibilityIdentifier = "column\(column)"
      for row in 0..<GridSceneController.size.rows {
        let cell = UIView()
        let hue = CGFloat(column * GridSceneController.size.rows + row) / 16
        cell.backgroundColor = UIColor(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue)
        cell.tag = row
        let label = UILabel(
          text: "column \(column + 1), row \(row + 1)", font: .boldSystemFont(ofSize: 36), color: .white)
        label.tag = 1000
        cell.addSubview(label)
        pager.addSubview(cell)
      }
      columns.addSubview(pager)
      rows.append(pager)
    }
  }

  override func viewWillLayoutSubviews() {
    let size = view.bounds.size
    columns.contentSize = CGSize(width: size.width * CGFloat(rows.count), height: size.height)
    for (column, pager) in rows.enumerated() {
      pager.frame = CGRect(x: size.width * CGFloat(column), y: 0, width: size.width, height: size.height)
      pager.contentSize = CGSize(width: size.width, height: size.height * CGFloat(pager.subviews.count))
      for cell in pager.subviews {
        cell.frame = CGRect(x: 0, y: size.height * CGFloat(cell.tag), width: size.width, height: size.height)
        cell.viewWithTag(1000)?.center = CGPoint(x: size.width / 2, y: size.height / 2)
      }
    }
  }
}
