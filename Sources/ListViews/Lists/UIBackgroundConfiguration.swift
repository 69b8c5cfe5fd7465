import Foundation
import ViewCore

/// A cell's or header's background described as a value (UIKit's `UIBackgroundConfiguration`):
/// a colour, a rounded corner, a stroke and insets, or a view of the app's. Assign it to a cell's
/// `backgroundConfiguration`; a list cell updates its own for its state (a pressed or selected row
/// turns grey, as on iOS).
public struct UIBackgroundConfiguration: Equatable {
  /// The fill; nil for the view's tint colour (as on iOS; `clear()` sets `.clear`).
  public var backgroundColor: UIColor?
  /// Changes the fill's colour before it is drawn (a pressed row's tint at 30 %, say).
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// A view of the app's, behind the fill's stroke and filling the background's frame.
  public var customView: UIView?
  /// The radius of the background's corners, in points.
  public var cornerRadius: CGFloat = 0
  /// The distance from the cell's edges to the background's, in points.
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The stroke's colour; nil for no stroke.
  public var strokeColor: UIColor?
  /// The stroke's width, in points.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke reaches outside the background's edge, in points.
  public var strokeOutset: CGFloat = 0
  /// The style this configuration was made from, deciding how it looks pressed or selected.
  var style = Style.clear

  enum Style: Equatable {
    case clear, listPlainCell, listGroupedCell, listSidebarCell, header
  }

  init(style: Style, color: UIColor?) {
    self.style = style
    backgroundColor = color
  }

  /// No fill at all, in every state.
  public static func clear() -> UIBackgroundConfiguration { .init(style: .clear, color: .clear) }
  /// A plain list's row: the system background (white, black in the dark appearance).
  public static func listPlainCell() -> UIBackgroundConfiguration {
    .init(style: .listPlainCell, color: .systemBackground)
  }
  /// A grouped list's row: the secondary grouped background (white, #1C1C1E in the dark) on the
  /// grouped background.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    .init(style: .listGroupedCell, color: .secondarySystemGroupedBackground)
  }
  /// A sidebar's row: no fill until selected, then a rounded fill (iOS's 10-pt corner).
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration(style: .listSidebarCell, color: .clear)
    configuration.cornerRadius = 10
    return configuration
  }
  /// A sidebar's row beside a main list: as `listSidebarCell()`.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listSidebarCell() }
  /// A plain list's header or footer: the grouped background's grey, as iOS's plain headers.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    .init(style: .header, color: .systemGroupedBackground)
  }
  /// A grouped list's header or footer: no fill.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(style: .header, color: .clear) }
  /// A sidebar's header: no fill.
  public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(style: .header, color: .clear) }

  /// iOS's grey for a pressed or selected row (systemGray4: #D1D1D6, #3A3A3C in the dark).
  static let selectedColor = UIColor.systemGray4

  /// This configuration as it looks in `state`: a list row's fill turns grey while it is pressed
  /// or selected; `clear()` and headers do not change.
  public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
    var updated = self
    guard let cell = state as? UICellConfigurationState, cell.isHighlighted || cell.isSelected else { return updated }
    switch style {
    case .listPlainCell, .listGroupedCell, .listSidebarCell: updated.backgroundColor = Self.selectedColor
    case .clear, .header: break
    }
    return updated
  }

  /// The fill's colour in a view whose tint is `tintColor`, transformed.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer.map { $0(color) } ?? color
  }

  public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
    lhs.backgroundColor == rhs.backgroundColor && lhs.customView === rhs.customView
      && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
      && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
      && lhs.strokeOutset == rhs.strokeOutset && lhs.style == rhs.style
  }
}

/// The view that shows a background configuration behind a cell's content.
@MainActor
final class BackgroundConfigurationView: UIView {
  var configuration: UIBackgroundConfiguration {
    didSet { apply() }
  }

  init(configuration: UIBackgroundConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    apply()
  }

  required init?(coder: NSCoder) { nil }

  private func apply() {
    backgroundColor = configuration.resolvedBackgroundColor(for: tintColor ?? .systemBlue)
    layer.cornerRadius = configuration.cornerRadius
    layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
    layer.borderColor = configuration.strokeColor
    if configuration.customView?.superview !== self {
      for view in subviews { view.removeFromSuperview() }
      if let custom = configuration.customView { addSubview(custom) }
    }
    setNeedsLayout()
  }

  /// A fill that follows the tint is drawn again when the tint changes.
  override func tintColorDidChange() {
    super.tintColorDidChange()
    apply()
  }

  /// The frame in a cell of `bounds`: inset by the configuration's insets, grown by the stroke's
  /// outset.
  func place(in bounds: CGRect) {
    let insets = configuration.backgroundInsets
    frame = bounds.inset(by: insets).insetBy(dx: -configuration.strokeOutset, dy: -configuration.strokeOutset)
    configuration.customView?.frame = self.bounds
  }
}

/// A change of colour a configuration applies before drawing (UIKit's
/// `UIConfigurationColorTransformer`): call it as a function.
public struct UIConfigurationColorTransformer: Sendable {
  public let transform: @Sendable (UIColor) -> UIColor

  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

  public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

  /// The colour in grey, by its luminance (Rec. 601 weights).
  public static let grayscale = UIConfigurationColorTransformer { color in
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    let y = 0.299 * r + 0.587 * g + 0.114 * b
    return UIColor(red: y, green: y, blue: y, alpha: a)
  }
}
