import Foundation

/// A rectangle of a view's coordinate space that constraints position, with no view of its own:
/// spacers, and the guides views provide (`safeAreaLayoutGuide`, `layoutMarginsGuide`, and a
/// scroll view's `contentLayoutGuide` and `frameLayoutGuide`).
@MainActor
open class UILayoutGuide: LayoutAnchorProviding, @MainActor CustomStringConvertible {
  /// What defines the guide besides the constraints that name it.
  enum Kind {
    /// Only the constraints that name it (`addLayoutGuide`).
    case custom
    /// The owning view's bounds less its safe area insets.
    case safeArea
    /// The owning view's bounds less its layout margins.
    case margins
    /// The margins' rectangle narrowed to a readable line length, centred in them.
    case readableContent
    /// A scroll view's content: its origin at the content's origin; its size, when constraints
    /// settle it, becomes `contentSize`.
    case content
    /// A scroll view's frame, unmoved by scrolling.
    case frame
    /// The part of the owning view the keyboard covers, or its bottom safe area when no
    /// keyboard shows (`keyboardLayoutGuide`).
    case keyboard
  }

  let kind: Kind
  /// The view the guide belongs to (its coordinates are the view's).
  public internal(set) weak var owningView: UIView?
  open var identifier = ""
  /// The guide's rectangle in the owning view's coordinates, as the last layout solved it.
  public internal(set) var layoutFrame: CGRect = .zero
  /// Active constraints that name this guide's position (a frame guide's, which scrolling moves).
  var positionConstraintCount = 0

  public init() { kind = .custom }

  init(kind: Kind, owner: UIView, identifier: String) {
    self.kind = kind
    owningView = owner
    self.identifier = identifier
  }

  var layoutName: String {
    let owner = owningView?.layoutName ?? "nil"
    return identifier.isEmpty ? "UILayoutGuide(\(owner))" : "\(identifier)(\(owner))"
  }

  public var description: String { "<UILayoutGuide \(layoutName) layoutFrame = \(layoutFrame)>" }
}

/// What Auto Layout keeps for each view (one stored field of `UIView`).
@MainActor
struct AutoLayoutState {
  var translatesAutoresizingMaskIntoConstraints = true
  /// The active constraints this view holds (their items' nearest common ancestor).
  var constraints: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  var readableGuide: UILayoutGuide?
  var keyboardGuide: UIKeyboardLayoutGuide?
  /// A scroll view's guides.
  var contentGuide: UILayoutGuide?
  var frameGuide: UILayoutGuide?
  var margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
  var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultHigh, .defaultHigh
  )
  var needsUpdateConstraints = true
  /// The engine of the hierarchy this view is the root of, once a layout needed one.
  var engine: AutoLayoutEngine?
  /// The engine `systemLayoutSizeFitting` measures this view with, kept between measurements (a
  /// reused cell is measured again with its constraints already in the solver).
  var fittingEngine: AutoLayoutEngine?
}

/// Edge insets by leading and trailing rather than left and right.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension UIScrollView {
  /// The scrollable content: constraints from the content to its edges give `contentSize`.
  public var contentLayoutGuide: UILayoutGuide {
    providedGuide(\.contentGuide, .content, "UIScrollView-contentLayoutGuide")
  }

  /// The scroll view's frame, unmoved by scrolling: content constrained to it does not scroll,
  /// and its width or height ties the content's to the visible area.
  public var frameLayoutGuide: UILayoutGuide {
    providedGuide(\.frameGuide, .frame, "UIScrollView-frameLayoutGuide")
  }
}
