import Foundation
import ListViews
import ViewCore

/// Scene `inbox`: 10,000 self-sizing mail rows whose cells are laid out by constraints
/// (`MessageCell`: an avatar and three labels), the shape a custom cell takes in apps. Each row is
/// as tall as its preview (one to three lines) and is measured through the cell's constraints as
/// it comes on screen (`rowHeight = automaticDimension`). The `mail` scene shows a list of the same
/// messages in system cells; this one is what the self-sizing flick benchmark scrolls.
final class InboxSceneController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  let rowCount: Int

  /// One avatar per sender, shared by every row: a cell's image changes, no image is made per row.
  private let avatars: [UIImage] = [
    UIColor.systemBlue, .systemRed, .systemOrange, .systemGreen, .systemTeal, .systemIndigo, .systemPurple,
    .systemPink,
  ].map { UIImage(color: $0, size: CGSize(width: 40, height: 40)) }
  private static let senders = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken"]
  private static let subjects = [
    "Lunch on Friday?", "The build is green", "Notes from the review", "Photos from the trip",
    "Re: the scroll physics", "Invoice 2026-11", "Your parcel is on its way", "Minutes of the meeting",
  ]
  private static let lines = [
    "Shall we meet at noon at the usual place?", "All the tests passed on the second run.",
    "I wrote down what we agreed on.", "The photos are in the shared folder now.",
    "The numbers look right to me.", "Let me know what you think.",
  ]

  init(rowCount: Int = 10_000) {
    self.rowCount = max(0, rowCount)
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .white
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "inbox"
    // Rows of one, two and three preview lines are 80, 98 and 116 pt tall (10 + 20 for the
    // sender + 2 + 18 for the subject + 2 + 18 a preview line + 10); the estimate is the middle
    // one, so the content size moves little as rows are measured.
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 98
    tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath)
    guard let message = cell as? MessageCell else { return cell }
    let row = indexPath.row
    message.avatar.image = avatars[row % avatars.count]
    message.sender.text = Self.senders[row % Self.senders.count]
    message.subject.text = "\(Self.subjects[(row / 3) % Self.subjects.count]) #\(row + 1)"
    // Rows 0, 1, 2 have previews of one, two, three lines, and so on.
    message.preview.text = (0...(row % 3)).map { Self.lines[(row + $0) % Self.lines.count] }.joined(separator: "\n")
    return cell
  }
}
