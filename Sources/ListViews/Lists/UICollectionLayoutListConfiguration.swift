import Foundation
import ViewCore

/// How a compositional layout section looks as a list (UIKit's
/// `UICollectionLayoutListConfiguration`): its appearance, headers and footers, separators, and
/// the swipe actions of its rows. Make a section with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or a whole layout with
/// `UICollectionViewCompositionalLayout.list(using:)`.
@MainActor
public struct UICollectionLayoutListConfiguration {
  /// The look of the list (UIKit's `UICollectionLayoutListConfiguration.Appearance`).
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge on white, separated by lines.
    case plain
    /// Sections apart on the grouped grey, rows edge to edge.
    case grouped
    /// Sections apart on the grouped grey, inset 20 pt from the sides with rounded corners.
    case insetGrouped
    /// A sidebar on the grouped grey: rows without separators, a selected row a rounded fill.
    case sidebar
    /// A sidebar on white.
    case sidebarPlain
  }

  /// Where a section's header comes from (UIKit's `UICollectionLayoutListConfiguration.HeaderMode`).
  public enum HeaderMode: Int, Sendable {
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary
    /// The section's first item, styled as a header (an outline's parent row in a sidebar).
    case firstItemInSection
  }

  /// Where a section's footer comes from (UIKit's `UICollectionLayoutListConfiguration.FooterMode`).
  public enum FooterMode: Int, Sendable {
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary
  }

  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  public let appearance: Appearance
  /// Lines between rows (default true; sidebars never draw them).
  public var showsSeparators = true
  /// The list's background; nil for the appearance's (white for plain ones, the grouped grey else).
  public var backgroundColor: UIColor?
  public var headerMode = HeaderMode.none
  public var footerMode = FooterMode.none
  /// The space above each section's header, in points; nil for the appearance's.
  public var headerTopPadding: CGFloat?
  /// The actions a swipe to the right reveals on the row at an index path; nil for none.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe to the left reveals on the row at an index path; nil for none.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// The background the appearance gives the list.
  var resolvedBackgroundColor: UIColor {
    if let backgroundColor { return backgroundColor }
    switch appearance {
    case .plain, .sidebarPlain: return .systemBackground
    case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
    }
  }

  /// Whether rows are separated by lines.
  var drawsSeparators: Bool {
    showsSeparators && appearance != .sidebar && appearance != .sidebarPlain
  }

  var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
  var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }
}
