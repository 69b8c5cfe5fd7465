import Foundation
import ViewCore

/// Benchmark 6's column as a screen: a scroll view pinned to the controller's view by four
/// constraints, holding 250 views 20 pt tall and 4 pt apart (the first 8 pt below the content's
/// top), each 16 pt in from both sides of the scroll view's frame — leading to the content layout
/// guide, width to the frame layout guide, a height, a top to the view above: 1,000 constraints,
/// and one more pinning the last view's bottom to the content's: a settings screen of 250 rows.
/// A window's resize changes every view's width.
final class ColumnScreenController: UIViewController {
  static let rowCount = 250
  static let inset: CGFloat = 16
  let scrollView = UIScrollView()
  private(set) var rows: [UIView] = []

  override func viewDidLoad() {
    view.backgroundColor = .white
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    var constraints = [
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ]
    let content = scrollView.contentLayoutGuide
    for index in 0..<Self.rowCount {
      let row = UIView()
      // Alternating greys, so that a frame drawn shows each row (a choice of this benchmark).
      row.backgroundColor = index % 2 == 0 ? UIColor(white: 0.85) : UIColor(white: 0.7)
      row.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(row)
      constraints += [
        row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: Self.inset),
        row.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * Self.inset),
        row.heightAnchor.constraint(equalToConstant: 20),
        index == 0
          ? row.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
          : row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: 4),
      ]
      rows.append(row)
    }
    if let last = rows.last {
      constraints.append(last.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8))
    }
    NSLayoutConstraint.activate(constraints)
  }

  /// True when every row spans the scroll view's width less the insets and the scroll view spans
  /// `width` points: the layout of a window that wide.
  func isLaidOut(forWidth width: CGFloat) -> Bool {
    scrollView.frame.width == width && rows.allSatisfy { $0.frame.width == width - 2 * Self.inset }
  }
}
