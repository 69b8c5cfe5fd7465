import Foundation

extension NSLayoutConstraint {
  /// What `constraints(withVisualFormat:options:metrics:views:)` adds to a format: aligning every
  /// view it names on an edge across the format's axis, and the direction a horizontal format runs
  /// (UIKit's `NSLayoutConstraint.FormatOptions`, with its raw values).
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// A horizontal format runs from the leading to the trailing edge (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Spacing measured between edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Spacing measured between baselines, for vertical formats of text (laid out edge to edge
    /// here, with a message).
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

    /// The alignment attributes, each with the option that asks for it.
    static let alignments: [(FormatOptions, Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
      (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
      (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
      (.alignAllFirstBaseline, .firstBaseline),
    ]
  }

  /// The standard space between two sibling views, in points (Apple's Auto Layout Guide, "Visual
  /// Format Syntax": a lone `-` between views).
  public static let visualFormatSiblingSpacing: CGFloat = 8
  /// The standard space between a view and its superview's edge, in points (the same guide: a
  /// lone `-` next to `|`).
  public static let visualFormatSuperviewSpacing: CGFloat = 20

  /// The constraints a visual format string describes (Apple's visual format language), not yet
  /// active: `H:|-[label]-(>=8)-[field(>=120@750)]-|`. `metrics` gives numbers for names
  /// (`NSNumber`, `Double`, `CGFloat` or `Int`); `views` gives the views for the names in brackets.
  ///
  /// UIKit raises on a format it cannot read; here a malformed format, an unknown name, a `|` by a
  /// view with no superview or an alignment along the format's own axis is reported in one line
  /// (through `Diagnostics`, area `NSLayoutConstraint`) with where it went wrong, and no
  /// constraints are returned.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      let parsed = try VisualFormat.parse(format)
      var builder = VisualFormatBuilder(format: parsed, options: options, metrics: metrics ?? [:], views: views)
      return try builder.build()
    } catch let error as VisualFormat.ParseError {
      Diagnostics.report(
        "cannot read the visual format \"\(format)\" at character \(error.offset + 1) "
          + "(\(Self.caret(format, at: error.offset))): \(error.reason); no constraints were made",
        from: "NSLayoutConstraint")
    } catch let error as VisualFormatBuilder.Problem {
      Diagnostics.report(
        "the visual format \"\(format)\" \(error.reason); no constraints were made", from: "NSLayoutConstraint")
    } catch {
      Diagnostics.report(
        "the visual format \"\(format)\" failed: \(error); no constraints were made", from: "NSLayoutConstraint")
    }
    return []
  }

  /// `format` with `⟦here⟧` marking `offset`, for a one-line message.
  private static func caret(_ format: String, at offset: Int) -> String {
    let characters = Array(format)
    let split = min(max(offset, 0), characters.count)
    return String(characters[..<split]) + "⟦here⟧" + String(characters[split...])
  }
}
