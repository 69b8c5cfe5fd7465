import Foundation

/// Reads a visual format string into a `VisualFormat`, one character at a time, throwing where
/// the text stops following the grammar (see `VisualFormat`).
struct VisualFormatParser {
  typealias ParseError = VisualFormat.ParseError
  private let characters: [Character]
  private var index = 0

  init(_ text: String) {
    characters = Array(text)
  }

  /// `(H:|V:)? (| connection)? view (connection view)* (connection |)?`
  mutating func parseFormat() throws(ParseError) -> VisualFormat {
    var format = VisualFormat()
    skipSpaces()
    if let letter = peek(), letter == "H" || letter == "V", peek(at: index + 1) == ":" {
      format.orientation = letter == "H" ? .horizontal : .vertical
      index += 2
    }
    skipSpaces()
    if take("|") {
      format.leadingSuperview = try parseConnection()
      guard peek() == "[" else { throw failure("expected a view, [name], after the leading |") }
    } else if peek() != "[" {
      throw failure(
        peek() == nil ? "the format names no view" : "expected H:, V:, a leading | or a view, [name]")
    }
    format.views.append(try parseView())
    while true {
      skipSpaces()
      guard peek() != nil else { break }
      let connection = try parseConnection()
      if take("|") {
        format.trailingSuperview = connection
        skipSpaces()
        guard peek() == nil else { throw failure("nothing may follow the trailing |") }
        break
      }
      guard peek() == "[" else { throw failure("expected a view, [name], or | after a connection") }
      format.connections.append(connection)
      format.views.append(try parseView())
    }
    return format
  }

  /// `-`, `-N-`, `-(predicates)-` or nothing, before a `[` or a `|`.
  private mutating func parseConnection() throws(ParseError) -> VisualFormat.Connection {
    skipSpaces()
    guard take("-") else {
      guard peek() == "[" || peek() == "|" else {
        throw failure(peek() == nil ? "the format ends after a connection's start" : "expected -, [ or |")
      }
      return .flush
    }
    skipSpaces()
    if peek() == "[" || peek() == "|" { return .standard }
    let predicates: [VisualFormat.Predicate]
    if peek() == "(" {
      predicates = try parsePredicateList()
    } else {
      guard peek() != nil else { throw failure("the format ends inside a connection") }
      predicates = [VisualFormat.Predicate(object: try parseOperand(what: "a spacing (a number or a metric name)"))]
    }
    skipSpaces()
    guard take("-") else { throw failure("expected - to close the spacing") }
    skipSpaces()
    guard peek() == "[" || peek() == "|" else { throw failure("expected a view, [name], or | after a spacing") }
    return .predicates(predicates)
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func parseView() throws(ParseError) -> VisualFormat.View {
    guard take("[") else { throw failure("expected [ to open a view") }
    skipSpaces()
    guard let name = readName() else { throw failure("expected a view's name after [") }
    skipSpaces()
    var predicates: [VisualFormat.Predicate] = []
    if peek() == "(" { predicates = try parsePredicateList() }
    skipSpaces()
    guard take("]") else { throw failure("expected ] to close the view \(name)") }
    return VisualFormat.View(name: name, predicates: predicates)
  }

  /// `(predicate, predicate …)`.
  private mutating func parsePredicateList() throws(ParseError) -> [VisualFormat.Predicate] {
    guard take("(") else { throw failure("expected (") }
    var predicates: [VisualFormat.Predicate] = []
    repeat {
      skipSpaces()
      predicates.append(try parsePredicate())
      skipSpaces()
    } while take(",")
    guard take(")") else { throw failure("expected , or ) in a predicate list") }
    return predicates
  }

  /// `(== | <= | >=)? operand (@ priority)?`
  private mutating func parsePredicate() throws(ParseError) -> VisualFormat.Predicate {
    var predicate = VisualFormat.Predicate(object: .number(0))
    for (text, relation) in [
      ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
    ]
    where take(text) {
      predicate.relation = relation
      break
    }
    skipSpaces()
    predicate.object = try parseOperand(what: "a number, a metric or a view's name")
    skipSpaces()
    if take("@") {
      skipSpaces()
      predicate.priority = try parseOperand(what: "a priority (a number or a metric name)")
    }
    return predicate
  }

  /// A number (an optional sign, digits, an optional fraction) or a name.
  private mutating func parseOperand(what: String) throws(ParseError) -> VisualFormat.Operand {
    if let name = readName() { return .name(name) }
    let start = index
    if peek() == "-" || peek() == "+" { index += 1 }
    while let character = peek(), character.isASCII, character.isNumber || character == "." { index += 1 }
    let text = String(characters[start..<index])
    guard let value = Double(text), value.isFinite else {
      index = start
      throw failure("expected \(what)")
    }
    return .number(CGFloat(value))
  }

  /// `[A-Za-z_][A-Za-z0-9_]*`, or nil (nothing read) when no name starts here.
  private mutating func readName() -> String? {
    guard let first = peek(), first.isASCII, first.isLetter || first == "_" else { return nil }
    let start = index
    while let character = peek(), character.isASCII, character.isLetter || character.isNumber || character == "_" {
      index += 1
    }
    return String(characters[start..<index])
  }

  private func peek(at position: Int? = nil) -> Character? {
    let position = position ?? index
    return position < characters.count ? characters[position] : nil
  }

  /// Consumes `text` when it comes next.
  private mutating func take(_ text: String) -> Bool {
    let wanted = Array(text)
    guard index + wanted.count <= characters.count, Array(characters[index..<index + wanted.count]) == wanted else {
      return false
    }
    index += wanted.count
    return true
  }

  private mutating func skipSpaces() {
    while let character = peek(), character == " " { index += 1 }
  }

  private func failure(_ reason: String) -> ParseError {
    ParseError(offset: index, reason: reason)
  }
}
