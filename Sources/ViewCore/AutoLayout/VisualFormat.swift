import Foundation

/// A visual format string (Apple's visual format language for Auto Layout) as parsed, before its
/// view and metric names are looked up: `H:|-20-[name(>=80@750)]-[other]-|`.
///
/// The grammar is Apple's (the Auto Layout Guide, "Visual Format Syntax"): an optional `H:` or
/// `V:`, an optional superview `|` and connection, views in brackets with an optional predicate
/// list in parentheses, connections between them (`-` standard, `-N-` or `-(predicates)-`, nothing
/// for flush), and an optional connection and `|` at the end. Spaces between tokens are skipped.
struct VisualFormat: Equatable {
  enum Orientation: Equatable {
    case horizontal
    case vertical
  }

  /// A number, or a name looked up in the metrics (or, in a view's predicate, the views).
  enum Operand: Equatable {
    case number(CGFloat)
    case name(String)
  }

  /// One relation: `>=20@750`, `==other`, `50`.
  struct Predicate: Equatable {
    var relation: NSLayoutConstraint.Relation = .equal
    var object: Operand
    var priority: Operand?
  }

  /// What lies between two neighbours.
  enum Connection: Equatable {
    /// Nothing between them: flush (`[a][b]`, `|[a]`).
    case flush
    /// A lone `-`: the standard spacing.
    case standard
    /// `-N-` or `-(predicates)-`.
    case predicates([Predicate])
  }

  /// `[name(predicates)]`.
  struct View: Equatable {
    var name: String
    var predicates: [Predicate]
  }

  var orientation: Orientation = .horizontal
  /// The connection from the leading (or top) `|` to the first view; nil without that `|`.
  var leadingSuperview: Connection?
  var views: [View] = []
  /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
  var connections: [Connection] = []
  /// The connection from the last view to the trailing (or bottom) `|`; nil without that `|`.
  var trailingSuperview: Connection?

  /// Why a format could not be read, and where: `offset` counts characters from the start.
  struct ParseError: Error, Equatable {
    let offset: Int
    let reason: String
  }

  /// Reads `text`, or says where and why it cannot.
  static func parse(_ text: String) throws(ParseError) -> VisualFormat {
    var parser = VisualFormatParser(text)
    return try parser.parseFormat()
  }
}
