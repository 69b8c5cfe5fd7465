import Foundation

/// The colours of the chrome this project draws itself (text fields and views, the search bar,
/// alerts and menus), light and dark: the light values are this project's earlier choices near
/// iOS's look; the dark ones follow iOS's dark materials (a choice of this project: no blur).
extension UIColor {
  /// A menu's panel.
  static let chromeMenuMaterial = UIColor(light: UIColor(white: 0.97), dark: UIColor(hex: 0x2C2C2E))
  /// An alert's box.
  static let chromeMaterial = UIColor(
    light: UIColor(white: 0.97, alpha: 0.98), dark: UIColor(hex: 0x2C2C2E, alpha: 0.98))
  /// An action sheet's cancel box, a rounded text field's fill, a field in an alert.
  static let chromeOpaqueMaterial = UIColor(light: .white, dark: UIColor(hex: 0x2C2C2E))
  /// A search bar's own background.
  static let chromeBarMaterial = UIColor(light: UIColor(white: 0.97), dark: UIColor(hex: 0x1C1C1E))
  /// Hairlines between an alert's buttons and round its fields; a menu's outline.
  static let chromeHairline = UIColor(light: UIColor(white: 0, alpha: 0.2), dark: UIColor(white: 1, alpha: 0.2))
  /// The line between two menu rows.
  static let chromeRowLine = UIColor(light: UIColor(white: 0, alpha: 0.12), dark: UIColor(white: 1, alpha: 0.12))
  /// A pressed alert button.
  static let chromeHighlight = UIColor(light: UIColor(white: 0, alpha: 0.08), dark: UIColor(white: 1, alpha: 0.1))
  /// A pressed menu row.
  static let chromePressedRow = UIColor(light: UIColor(white: 0.85), dark: UIColor(white: 0.3))
  /// The band of a menu's separator.
  static let chromeSeparatorBand = UIColor(light: UIColor(white: 0.88), dark: UIColor(white: 0.2))
  /// An action sheet's title and message, a menu's title.
  static let chromeSecondaryText = UIColor(light: UIColor(white: 0.45), dark: UIColor(white: 0.6))
  /// A disabled alert button or menu row.
  static let chromeDisabledText = UIColor(light: UIColor(white: 0.6), dark: UIColor(white: 0.4))
}
