import Foundation

/// The attribute names UIKit adds to Foundation's (their raw values are Apple's, so archived or
/// logged keys read the same).
extension NSAttributedString.Key {
  /// A `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` for the glyphs.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` filled behind the glyphs.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An `Int` or `NSUnderlineStyle` raw value; 0 draws none.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A `UIColor` for the underline (the glyphs' colour when absent).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// An `Int` or `NSUnderlineStyle` raw value; 0 draws none.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A `UIColor` for the line through the glyphs (the glyphs' colour when absent).
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// An `NSParagraphStyle`: its alignment is drawn.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space after each character (points): accepted, not drawn (SDL2_ttf lays out the run).
  public static let kern = NSAttributedString.Key("NSKern")
  /// A `URL` or `String`: kept with the text, drawn as the text around it.
  public static let link = NSAttributedString.Key("NSLink")
}

/// The lines drawn under or through text, as UIKit's option set: any style other than none
/// draws a line (`.thick` a thicker one); patterns are drawn solid.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How a line too long for its box ends, as UIKit's enum. Labels wrap by words (or characters)
/// when they have more than one line and truncate their last line's tail; the other modes are
/// accepted and drawn as those.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping
  case byClipping
  case byTruncatingHead
  case byTruncatingTail
  case byTruncatingMiddle
}

/// A paragraph's layout as UIKit's class: the alignment is drawn; line and paragraph spacing and
/// indents are kept for code that reads them back.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  public static let `default` = NSParagraphStyle()

  /// The values, one place for both classes (the mutable one writes them).
  struct Values: Equatable {
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
  }
  var values = Values()

  open var alignment: NSTextAlignment { values.alignment }
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  open var lineSpacing: CGFloat { values.lineSpacing }
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  open var headIndent: CGFloat { values.headIndent }

  public override init() {}

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.values == values
  }

  open override var hash: Int { values.alignment.rawValue &* 31 &+ values.lineBreakMode.rawValue }
}

/// The paragraph style code builds, as UIKit's.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
}
