import Foundation
import ListViews
import ViewCore

/// A mail row laid out by constraints, as apps write a custom self-sizing cell: a 40 × 40 avatar
/// at the leading edge, and beside it the sender and the subject on a line each over a preview of
/// up to three lines. The table measures it through `systemLayoutSizeFitting` on its content
/// view. The sizes and insets are a choice of this project, close to Mail's rows (16-pt margins,
/// a 12-pt gap after the avatar).
final class MessageCell: UITableViewCell {
  static let identifier = "messageCell"

  let avatar = UIImageView()
  let sender = UILabel()
  let subject = UILabel()
  let preview = UILabel()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    sender.font = .boldSystemFont(ofSize: 17)
    subject.font = .systemFont(ofSize: 15)
    preview.font = .systemFont(ofSize: 15)
    preview.textColor = .darkGray
    preview.numberOfLines = 3
    for view in [avatar, sender, subject, preview] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      view.isUserInteractionEnabled = false
      contentView.addSubview(view)
    }
    // Below required, as apps write it: a cell laid out at its estimate before it is measured
    // is too short for the avatar, and a required bottom would then be broken (and logged).
    let avatarBottom = avatar.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12)
    avatarBottom.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalToConstant: 40),
      avatarBottom,
      sender.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      sender.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      sender.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      subject.leadingAnchor.constraint(equalTo: sender.leadingAnchor),
      subject.trailingAnchor.constraint(equalTo: sender.trailingAnchor),
      subject.topAnchor.constraint(equalTo: sender.bottomAnchor, constant: 2),
      preview.leadingAnchor.constraint(equalTo: sender.leadingAnchor),
      preview.trailingAnchor.constraint(equalTo: sender.trailingAnchor),
      preview.topAnchor.constraint(equalTo: subject.bottomAnchor, constant: 2),
      preview.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
