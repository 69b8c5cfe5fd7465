import Foundation
import ViewCore

/// A control or glyph at the leading or trailing edge of a list cell (UIKit's `UICellAccessory`):
/// make them with the static functions (`.disclosureIndicator()`, `.outlineDisclosure()`,
/// `.checkmark()`, `.delete()`, `.reorder()` …) and set a `UICollectionViewListCell`'s
/// `accessories`.
public struct UICellAccessory {
  /// When an accessory shows (UIKit's `UICellAccessory.DisplayedState`).
  public enum DisplayedState: Int, Sendable {
    case always
    case whenEditing
    case whenNotEditing
  }

  /// Which side a custom view sits on, and its order among that side's accessories (UIKit's
  /// `UICellAccessory.Placement`; `at` picks the index, nil: outermost).
  public enum Placement {
    case leading(displayed: DisplayedState = .always, at: (([UICellAccessory]) -> Int)? = nil)
    case trailing(displayed: DisplayedState = .always, at: (([UICellAccessory]) -> Int)? = nil)
  }

  /// How an outline disclosure looks (UIKit's `UICellAccessory.OutlineDisclosureOptions.Style`):
  /// `.header` makes the whole row toggle its children and puts the chevron at the trailing edge;
  /// `.cell` keeps the chevron the only control, at the leading edge.
  public enum OutlineDisclosureStyle: Int, Sendable {
    case automatic
    case header
    case cell
  }

  /// The options every standard accessory takes.
  public struct Options {
    public var isHidden: Bool?
    /// The width kept for the accessory even when it is narrower, in points; nil for its own.
    public var reservedLayoutWidth: CGFloat?
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?

    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  public typealias DisclosureIndicatorOptions = Options
  public typealias CheckmarkOptions = Options
  public typealias DeleteOptions = Options
  public typealias InsertOptions = Options
  public typealias ReorderOptions = Options
  public typealias LabelOptions = Options
  public typealias DetailOptions = Options
  public typealias MultiselectOptions = Options

  /// An outline disclosure's options (UIKit's `UICellAccessory.OutlineDisclosureOptions`).
  public struct OutlineDisclosureOptions {
    public var style: OutlineDisclosureStyle
    public var isHidden: Bool?
    public var reservedLayoutWidth: CGFloat?
    public var tintColor: UIColor?

    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// A view of the app's as an accessory (UIKit's `UICellAccessory.CustomViewConfiguration`).
  public struct CustomViewConfiguration {
    public var customView: UIView
    public var placement: Placement
    public var isHidden: Bool?
    public var reservedLayoutWidth: CGFloat?
    public var tintColor: UIColor?
    /// Keeps the view at its own size rather than fitting it to the row.
    public var maintainsFixedSize: Bool?

    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// What an accessory is.
  enum Kind {
    case disclosureIndicator
    case outlineDisclosure(OutlineDisclosureStyle, action: (() -> Void)?)
    case checkmark
    case delete(action: (() -> Void)?)
    case insert(action: (() -> Void)?)
    case reorder
    case multiselect
    case label(String)
    case detail(action: (() -> Void)?)
    case customView(CustomViewConfiguration)
  }

  let kind: Kind
  let displayed: DisplayedState
  let options: Options

  init(_ kind: Kind, displayed: DisplayedState, options: Options) {
    self.kind = kind
    self.displayed = displayed
    self.options = options
  }

  // MARK: The accessories

  /// A grey chevron at the trailing edge: the row leads somewhere.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory { .init(.disclosureIndicator, displayed: displayed, options: options) }

  /// The chevron of an outline's parent row: it points right while the row's children are hidden
  /// and down while they show; a tap expands or collapses them (or runs `actionHandler`).
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    .init(
      .outlineDisclosure(options.style, action: actionHandler), displayed: displayed,
      options: Options(
        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor))
  }

  /// A check mark at the trailing edge, in the tint colour.
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
    -> UICellAccessory
  { .init(.checkmark, displayed: displayed, options: options) }

  /// The red delete control at the leading edge, shown while editing by default.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory { .init(.delete(action: actionHandler), displayed: displayed, options: options) }

  /// The green insert control at the leading edge, shown while editing by default.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory { .init(.insert(action: actionHandler), displayed: displayed, options: options) }

  /// The reorder grip at the trailing edge, shown while editing by default: dragging it moves the row.
  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
    -> UICellAccessory
  { .init(.reorder, displayed: displayed, options: options) }

  /// The selection circle of a list selecting several rows, at the leading edge while editing.
  public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
    -> UICellAccessory
  { .init(.multiselect, displayed: displayed, options: options) }

  /// A grey text at the trailing edge.
  public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
    -> UICellAccessory
  { .init(.label(text), displayed: displayed, options: options) }

  /// The info button at the trailing edge.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory { .init(.detail(action: actionHandler), displayed: displayed, options: options) }

  /// A view of the app's.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state, _), .trailing(let state, _): displayed = state
    }
    return .init(
      .customView(configuration), displayed: displayed,
      options: Options(
        isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
        tintColor: configuration.tintColor))
  }

  // MARK: Placement

  /// Whether it sits at the leading edge (else the trailing one).
  var isLeading: Bool {
    switch kind {
    case .delete, .insert, .multiselect: return true
    case .outlineDisclosure(let style, _): return style == .cell
    case .customView(let configuration):
      if case .leading = configuration.placement { return true }
      return false
    case .disclosureIndicator, .checkmark, .reorder, .label, .detail: return false
    }
  }

  /// Whether it shows in a cell that is (or is not) editing.
  func shows(editing: Bool) -> Bool {
    guard options.isHidden != true else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }
}
