import Foundation
import ViewCore

/// The list styles of content configurations: sidebar rows and headers, list headers and footers,
/// and the standard one for a list cell's place. Fonts and margins are choices of this project,
/// close to iOS's.
extension UIListContentConfiguration {
  /// A sidebar's row: 17-pt text, 10 pt above and below the content (iOS's sidebar is denser).
  public static func sidebarCell() -> UIListContentConfiguration {
    var configuration = cell()
    configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 10, bottom: 11, trailing: 10)
    return configuration
  }

  /// A sidebar's row with a subtitle below.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { sidebarCell() }

  /// A sidebar's row beside a main list.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

  /// A sidebar's section header: a bold 17-pt title.
  public static func sidebarHeader() -> UIListContentConfiguration {
    var configuration = sidebarCell()
    configuration.textProperties.font = .boldSystemFont(ofSize: 17)
    return configuration
  }

  /// The header of a list of the current style (a plain one's).
  public static func header() -> UIListContentConfiguration { plainHeader() }
  /// The footer of a list of the current style (a plain one's).
  public static func footer() -> UIListContentConfiguration { plainFooter() }
  /// An inset grouped list's prominent header: a bold 20-pt title.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = groupedHeader()
    configuration.textProperties.font = .boldSystemFont(ofSize: 20)
    configuration.textProperties.color = .label
    return configuration
  }
  /// An inset grouped list's extra prominent header: a bold 22-pt title.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = prominentInsetGroupedHeader()
    configuration.textProperties.font = .boldSystemFont(ofSize: 22)
    return configuration
  }

  /// The standard content for a list cell in `context`.
  static func standard(for context: ListCellContext) -> UIListContentConfiguration {
    let sidebar = context.configuration?.isSidebar ?? false
    if context.isFooter { return context.configuration?.isGrouped == true ? groupedFooter() : plainFooter() }
    if context.isHeader {
      if sidebar { return sidebarHeader() }
      return context.configuration?.isGrouped == true ? groupedHeader() : plainHeader()
    }
    return sidebar ? sidebarCell() : cell()
  }
}
