import Foundation

struct Message {
  let sender: String
  let subject: String
  var isUnread: Bool
  var isFlagged: Bool
}

extension Message {
  static let samples = [
    Message(sender: "Ada", subject: "Lunch on Friday?", isUnread: true, isFlagged: false),
    Message(sender: "Grace", subject: "The build is green again", isUnread: true, isFlagged: false),
    Message(sender: "Linus", subject: "Patch review", isUnread: false, isFlagged: false),
    Message(sender: "Margaret", subject: "Launch checklist", isUnread: false, isFlagged: false),
    Message(sender: "Alan", subject: "Re: the halting problem", isUnread: true, isFlagged: false),
  ]
}
