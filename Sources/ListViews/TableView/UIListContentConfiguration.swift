import Foundation
import ViewCore

/// The content of a cell or a header described as a value (UIKit's `UIContentConfiguration`):
/// `makeContentView()` builds the view that shows it; assigning a new value updates that view.
@MainActor
public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  func makeContentView() -> UIView & UIContentView
  /// This configuration as it looks in `state` (by default unchanged).
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@MainActor
public protocol UIContentView: AnyObject {
  var configuration: UIContentConfiguration { get set }
}

/// The standard content of a list row, header or footer (UIKit's `UIListContentConfiguration`):
/// an image, a text and a secondary text, laid out inside `directionalLayoutMargins`. Start from
/// `cell.defaultContentConfiguration()` (or one of the static styles), set the texts and assign
/// it to `contentConfiguration`. Texts wrap (`numberOfLines` 0 by default, as in iOS), so in a
/// self-sizing row a long text makes the row tall.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
  /// How a text is drawn.
  public struct TextProperties: Equatable, Sendable {
    public var font: UIFont
    public var color: UIColor
    /// The most lines shown; 0 for as many as the text needs.
    public var numberOfLines = 0
    public var alignment: NSTextAlignment = .left
    /// Accepted for source compatibility: text sizes follow no content size category here.
    public var adjustsFontForContentSizeCategory = false

    /// The colour the text is drawn in.
    public func resolvedColor() -> UIColor { color }
  }

  /// How the image is shown.
  public struct ImageProperties: Equatable, Sendable {
    /// The colour template images (symbols, `.alwaysTemplate`) are drawn in; nil for the view's tint.
    public var tintColor: UIColor?
    /// The configuration a symbol image is shown at when the image does not give one.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The largest size the image is shown at, keeping its aspect ratio; 0 in a dimension for no limit.
    public var maximumSize: CGSize = .zero
    /// The space kept for the image even when it is smaller, so texts of rows line up; 0 for none.
    public var reservedLayoutSize: CGSize = .zero

    /// The colour a template image is tinted with in a view whose tint is `tintColor`.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
  }

  public var image: UIImage?
  /// The image as shown: a symbol at `imageProperties.preferredSymbolConfiguration`.
  var displayedImage: UIImage? { image?.applyingPreferred(imageProperties.preferredSymbolConfiguration) }
  public var imageProperties = ImageProperties()
  /// Setting it clears `attributedText` (a row shows one or the other, as on iOS).
  public var text: String? { didSet { if text != nil { attributed = nil } } }
  /// The text in runs of fonts and colours over `textProperties`; setting it clears `text`.
  public var attributedText: NSAttributedString? {
    get { attributed?.attributedString }
    set {
      attributed = newValue.map(AttributedValue.init)
      if newValue != nil { text = nil }
    }
  }
  public var textProperties: TextProperties
  /// Setting it clears `secondaryAttributedText`.
  public var secondaryText: String? { didSet { if secondaryText != nil { secondaryAttributed = nil } } }
  /// The secondary text in runs over `secondaryTextProperties`; setting it clears `secondaryText`.
  public var secondaryAttributedText: NSAttributedString? {
    get { secondaryAttributed?.attributedString }
    set {
      secondaryAttributed = newValue.map(AttributedValue.init)
      if newValue != nil { secondaryText = nil }
    }
  }
  /// An attributed text as a value (the configuration is compared and sent as one).
  struct AttributedValue: Equatable, Sendable {
    var text: String
    var runs: TextAttributeRuns
    init(_ string: NSAttributedString) {
      text = string.string
      runs = TextAttributeRuns(of: string)
    }
    var attributedString: NSAttributedString { runs.attributedString(of: text) }
  }
  private var attributed: AttributedValue?
  private var secondaryAttributed: AttributedValue?
  public var secondaryTextProperties: TextProperties
  /// The space around the content, in points; on the axes in
  /// `axesPreservingSuperviewLayoutMargins` the least space, the superview's margins may ask more.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// The axes on which the content view keeps out of its superview's layout margins as well as its
  /// own (iOS's default: both). Empty places the content by `directionalLayoutMargins` alone.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  /// Shows the secondary text beside the text (the `valueCell` look) rather than below it.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The gap between the image and the texts, in points.
  public var imageToTextPadding: CGFloat = 16
  /// The gap between the text and the secondary text beside it, in points.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The gap between the text and the secondary text below it, in points.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  init(
    font: UIFont, color: UIColor, secondaryFont: UIFont, secondaryColor: UIColor, margins: NSDirectionalEdgeInsets
  ) {
    textProperties = TextProperties(font: font, color: color)
    secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    directionalLayoutMargins = margins
  }

  /// Fonts, colours and margins below are choices of this project, close to iOS's list styles:
  /// 17-pt text with 11 pt above and below and 16 pt at the sides (a one-line row is then iOS's 44 pt).
  static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

  /// A row: the text, with a smaller grey secondary text below it.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 15),
      secondaryColor: UITableViewCell.secondaryTextColor, margins: cellMargins)
  }

  /// A row with a subtitle: the text above a 15-pt grey secondary text.
  public static func subtitleCell() -> UIListContentConfiguration { cell() }

  /// A row with a value: the text on the leading side, the grey secondary text at the trailing edge.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 17),
      secondaryColor: UITableViewCell.secondaryTextColor, margins: cellMargins)
    configuration.prefersSideBySideTextAndSecondaryText = true
    configuration.secondaryTextProperties.alignment = .right
    return configuration
  }

  /// A plain table's header: a bold title, 5 pt above and below.
  public static func plainHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      font: .boldSystemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 15),
      secondaryColor: UITableViewCell.secondaryTextColor,
      margins: NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16))
  }

  /// A plain table's footer: a regular title, 5 pt above and below.
  public static func plainFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(
      font: .systemFont(ofSize: 15), color: UITableViewCell.secondaryTextColor, secondaryFont: .systemFont(ofSize: 13),
      secondaryColor: UITableViewCell.secondaryTextColor,
      margins: NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16))
  }

  /// A grouped table's header: a small grey caption just above the section.
  public static func groupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      font: .systemFont(ofSize: 13), color: UITableViewCell.groupedCaptionColor, secondaryFont: .systemFont(ofSize: 13),
      secondaryColor: UITableViewCell.groupedCaptionColor,
      margins: NSDirectionalEdgeInsets(
        top: UITableViewHeaderFooterView.captionRoom, leading: 16, bottom: UITableViewHeaderFooterView.captionGap,
        trailing: 16))
  }

  /// A grouped table's footer: a small grey caption just below the section.
  public static func groupedFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(
      font: .systemFont(ofSize: 13), color: UITableViewCell.groupedCaptionColor, secondaryFont: .systemFont(ofSize: 13),
      secondaryColor: UITableViewCell.groupedCaptionColor,
      margins: NSDirectionalEdgeInsets(
        top: UITableViewHeaderFooterView.captionGap, leading: 16, bottom: UITableViewHeaderFooterView.captionRoom,
        trailing: 16))
  }

  public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
}
