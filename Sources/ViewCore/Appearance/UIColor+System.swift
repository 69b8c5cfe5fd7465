import Foundation

// iOS's system colours, light and dark, as Apple's Human Interface Guidelines list them (Color,
// "System colors": the default, not the increased-contrast, values).
extension UIColor {
  public static let systemBlue = UIColor(light: UIColor(hex: 0x007AFF), dark: UIColor(hex: 0x0A84FF))
  public static let systemRed = UIColor(light: UIColor(hex: 0xFF3B30), dark: UIColor(hex: 0xFF453A))
  public static let systemOrange = UIColor(light: UIColor(hex: 0xFF9500), dark: UIColor(hex: 0xFF9F0A))
  public static let systemYellow = UIColor(light: UIColor(hex: 0xFFCC00), dark: UIColor(hex: 0xFFD60A))
  public static let systemGreen = UIColor(light: UIColor(hex: 0x34C759), dark: UIColor(hex: 0x30D158))
  public static let systemMint = UIColor(light: UIColor(hex: 0x00C7BE), dark: UIColor(hex: 0x63E6E2))
  public static let systemTeal = UIColor(light: UIColor(hex: 0x30B0C7), dark: UIColor(hex: 0x40C8E0))
  public static let systemCyan = UIColor(light: UIColor(hex: 0x32ADE6), dark: UIColor(hex: 0x64D2FF))
  public static let systemIndigo = UIColor(light: UIColor(hex: 0x5856D6), dark: UIColor(hex: 0x5E5CE6))
  public static let systemPurple = UIColor(light: UIColor(hex: 0xAF52DE), dark: UIColor(hex: 0xBF5AF2))
  public static let systemPink = UIColor(light: UIColor(hex: 0xFF2D55), dark: UIColor(hex: 0xFF375F))
  public static let systemBrown = UIColor(light: UIColor(hex: 0xA2845E), dark: UIColor(hex: 0xAC8E68))
  public static let systemGray = UIColor(light: UIColor(hex: 0x8E8E93), dark: UIColor(hex: 0x8E8E93))
  public static let systemGray2 = UIColor(light: UIColor(hex: 0xAEAEB2), dark: UIColor(hex: 0x636366))
  public static let systemGray3 = UIColor(light: UIColor(hex: 0xC7C7CC), dark: UIColor(hex: 0x48484A))
  public static let systemGray4 = UIColor(light: UIColor(hex: 0xD1D1D6), dark: UIColor(hex: 0x3A3A3C))
  public static let systemGray5 = UIColor(light: UIColor(hex: 0xE5E5EA), dark: UIColor(hex: 0x2C2C2E))
  public static let systemGray6 = UIColor(light: UIColor(hex: 0xF2F2F7), dark: UIColor(hex: 0x1C1C1E))
}

// The semantic colours, light and dark, as the same guidelines list them ("Dynamic system
// colors"): labels and fills are translucent over whatever is behind them.
extension UIColor {
  // Text.
  public static let label = UIColor(light: .black, dark: .white)
  public static let secondaryLabel = UIColor(
    light: UIColor(hex: 0x3C3C43, alpha: 0.6), dark: UIColor(hex: 0xEBEBF5, alpha: 0.6))
  public static let tertiaryLabel = UIColor(
    light: UIColor(hex: 0x3C3C43, alpha: 0.3), dark: UIColor(hex: 0xEBEBF5, alpha: 0.3))
  public static let quaternaryLabel = UIColor(
    light: UIColor(hex: 0x3C3C43, alpha: 0.18), dark: UIColor(hex: 0xEBEBF5, alpha: 0.16))
  public static let placeholderText = UIColor(
    light: UIColor(hex: 0x3C3C43, alpha: 0.3), dark: UIColor(hex: 0xEBEBF5, alpha: 0.3))
  public static let link = UIColor(light: UIColor(hex: 0x007AFF), dark: UIColor(hex: 0x0984FF))
  /// Text for dark backgrounds in any appearance (UIKit's `lightText`: white at 60 %).
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Text for light backgrounds in any appearance (UIKit's `darkText`: black).
  public static let darkText = UIColor.black

  // Fills for thin and small shapes (systemFill) down to large areas (quaternarySystemFill).
  public static let systemFill = UIColor(
    light: UIColor(hex: 0x787880, alpha: 0.2), dark: UIColor(hex: 0x787880, alpha: 0.36))
  public static let secondarySystemFill = UIColor(
    light: UIColor(hex: 0x787880, alpha: 0.16), dark: UIColor(hex: 0x787880, alpha: 0.32))
  public static let tertiarySystemFill = UIColor(
    light: UIColor(hex: 0x767680, alpha: 0.12), dark: UIColor(hex: 0x767680, alpha: 0.24))
  public static let quaternarySystemFill = UIColor(
    light: UIColor(hex: 0x747480, alpha: 0.08), dark: UIColor(hex: 0x767680, alpha: 0.18))

  // Backgrounds, plain and grouped (the base level; iOS lightens the dark ones a step for
  // presented, "elevated" content, which is not done here).
  public static let systemBackground = UIColor(light: .white, dark: .black)
  public static let secondarySystemBackground = UIColor(light: UIColor(hex: 0xF2F2F7), dark: UIColor(hex: 0x1C1C1E))
  public static let tertiarySystemBackground = UIColor(light: .white, dark: UIColor(hex: 0x2C2C2E))
  public static let systemGroupedBackground = UIColor(light: UIColor(hex: 0xF2F2F7), dark: .black)
  public static let secondarySystemGroupedBackground = UIColor(light: .white, dark: UIColor(hex: 0x1C1C1E))
  public static let tertiarySystemGroupedBackground = UIColor(
    light: UIColor(hex: 0xF2F2F7), dark: UIColor(hex: 0x2C2C2E))

  // Separators.
  /// An opaque stand-in for iOS's translucent separator (#3C3C43 at 29 % light, #545458 at 60 %
  /// dark) over the background, equal to `opaqueSeparator`: a choice of this project, so lines
  /// drawn over each other do not darken.
  public static let separator = UIColor(light: UIColor(hex: 0xC6C6C8), dark: UIColor(hex: 0x38383A))
  public static let opaqueSeparator = UIColor(light: UIColor(hex: 0xC6C6C8), dark: UIColor(hex: 0x38383A))

  /// The tint of the view a colour is drawn in; as a plain colour, the default tint (system blue).
  public static let tintColor = UIColor.systemBlue
}
