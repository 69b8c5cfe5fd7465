import Foundation

/// One line of an open menu: an action to choose, a submenu to open, or a separator between
/// inline groups.
@MainActor
enum MenuRow {
  case action(UIAction, destructive: Bool)
  case submenu(UIMenu)
  case separator

  /// The rows `menu` shows: its children in order, hidden actions left out, inline submenus'
  /// children in place between separators (none at the ends, never two together).
  static func rows(of menu: UIMenu) -> [MenuRow] {
    var rows: [MenuRow] = []
    append(menu, destructive: menu.options.contains(.destructive), to: &rows)
    while case .separator = rows.last { rows.removeLast() }
    return rows
  }

  private static func append(_ menu: UIMenu, destructive: Bool, to rows: inout [MenuRow]) {
    for child in menu.children {
      if let action = child as? UIAction {
        guard !action.attributes.contains(.hidden) else { continue }
        rows.append(.action(action, destructive: destructive || action.attributes.contains(.destructive)))
      } else if let submenu = child as? UIMenu {
        if submenu.options.contains(.displayInline) {
          separate(&rows)
          append(submenu, destructive: destructive || submenu.options.contains(.destructive), to: &rows)
          separate(&rows)
        } else {
          rows.append(.submenu(submenu))
        }
      }
    }
  }

  private static func separate(_ rows: inout [MenuRow]) {
    if let last = rows.last, case .separator = last { return }
    if !rows.isEmpty { rows.append(.separator) }
  }

  /// The row's height in points: 44 for a row (iOS's menu rows), 8 for a separator (a choice of
  /// this project, iOS's thick separator between groups).
  var height: CGFloat {
    if case .separator = self { return 8 }
    return 44
  }

  var title: String {
    switch self {
    case .action(let action, _): return action.title
    case .submenu(let menu): return menu.title
    case .separator: return ""
    }
  }
}
