import Foundation
import ViewCore

/// Benchmark 6's self-sizing rows: a mail list's row laid out by constraints (an image 40 × 40 at
/// the leading edge, a sender and a subject on one line each and a preview wrapping over up to
/// three, beside it; the sizes and insets a choice of this benchmark — the mail scene's own rows
/// are system cells) measured with `systemLayoutSizeFitting` at a width of 390 pt (a phone's
/// portrait width, a choice of this benchmark) for 10,000 rows of different text — once reusing one cell (as a table view's reused
/// cells are measured: the engine kept on the cell edits what changed) and once making a new
/// cell for every tenth row (its constraints all added to a new engine: what every measurement
/// cost before the engine was kept; the cell is made and filled before the clock starts). Per
/// row, the median.
enum SelfSizingMeasure {
  static func run(rows: Int) -> (reused: Double, fresh: Double, height: CGFloat) {
    let reused = makeCell()
    var reusedTimes: [Double] = []
    var freshTimes: [Double] = []
    var height: CGFloat = 0
    for row in 0..<rows {
      let begin = ProcessInfo.processInfo.systemUptime
      fill(reused, row: row)
      height = measure(reused.cell).height
      reusedTimes.append(ProcessInfo.processInfo.systemUptime - begin)
      if row % 10 == 0 {
        let fresh = makeCell()
        fill(fresh, row: row)
        let start = ProcessInfo.processInfo.systemUptime
        _ = measure(fresh.cell)
        freshTimes.append(ProcessInfo.processInfo.systemUptime - start)
      }
    }
    return (Statistics(reusedTimes).median, Statistics(freshTimes).median, height)
  }

  typealias Cell = (cell: UIView, sender: UILabel, subject: UILabel, preview: UILabel)

  private static func measure(_ cell: UIView) -> CGSize {
    cell.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  private static func fill(_ cell: Cell, row: Int) {
    cell.sender.text = "Sender \(row)"
    cell.subject.text = "Subject of message \(row) about the plans"
    cell.preview.text = String(repeating: "The preview of the message wraps. ", count: 1 + row % 4)
  }

  private static func makeCell() -> Cell {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 88))
    let image = UIImageView()
    let sender = UILabel()
    let subject = UILabel()
    let preview = UILabel()
    preview.numberOfLines = 3
    for view in [image, sender, subject, preview] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(view)
    }
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      image.widthAnchor.constraint(equalToConstant: 40), image.heightAnchor.constraint(equalToConstant: 40),
      image.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -12),
      sender.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      sender.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      sender.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      subject.leadingAnchor.constraint(equalTo: sender.leadingAnchor),
      subject.trailingAnchor.constraint(equalTo: sender.trailingAnchor),
      subject.topAnchor.constraint(equalTo: sender.bottomAnchor, constant: 2),
      preview.leadingAnchor.constraint(equalTo: sender.leadingAnchor),
      preview.trailingAnchor.constraint(equalTo: sender.trailingAnchor),
      preview.topAnchor.constraint(equalTo: subject.bottomAnchor, constant: 2),
      preview.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
    ])
    return (cell, sender, subject, preview)
  }
}
