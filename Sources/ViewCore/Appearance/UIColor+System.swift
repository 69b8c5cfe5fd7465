import Foundation

// iOS's system colours in the light appearance, as Apple's Human Interface Guidelines list them
// (Color, "System colors"); there is no dark appearance here.
extension UIColor {
  public static let systemBlue = UIColor(hex: 0x007AFF)
  public static let systemRed = UIColor(hex: 0xFF3B30)
  public static let systemOrange = UIColor(hex: 0xFF9500)
  public static let systemYellow = UIColor(hex: 0xFFCC00)
  public static let systemGreen = UIColor(hex: 0x34C759)
  public static let systemMint = UIColor(hex: 0x00C7BE)
  public static let systemTeal = UIColor(hex: 0x30B0C7)
  public static let systemCyan = UIColor(hex: 0x32ADE6)
  public static let systemIndigo = UIColor(hex: 0x5856D6)
  public static let systemPurple = UIColor(hex: 0xAF52DE)
  public static let systemPink = UIColor(hex: 0xFF2D55)
  public static let systemBrown = UIColor(hex: 0xA2845E)
  public static let systemGray = UIColor(hex: 0x8E8E93)
  public static let systemGray2 = UIColor(hex: 0xAEAEB2)
  public static let systemGray3 = UIColor(hex: 0xC7C7CC)
  public static let systemGray4 = UIColor(hex: 0xD1D1D6)
  public static let systemGray5 = UIColor(hex: 0xE5E5EA)
  public static let systemGray6 = UIColor(hex: 0xF2F2F7)
}

// The semantic colours of the light appearance, as the same guidelines list them ("Dynamic system
// colors"): labels and fills are translucent greys over whatever is behind them.
extension UIColor {
  // Text.
  public static let label = UIColor.black
  public static let secondaryLabel = UIColor(hex: 0x3C3C43, alpha: 0.6)
  public static let tertiaryLabel = UIColor(hex: 0x3C3C43, alpha: 0.3)
  public static let quaternaryLabel = UIColor(hex: 0x3C3C43, alpha: 0.18)
  public static let placeholderText = UIColor(hex: 0x3C3C43, alpha: 0.3)
  public static let link = UIColor(hex: 0x007AFF)
  /// Text for dark backgrounds in any appearance (UIKit's `lightText`: white at 60 %).
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Text for light backgrounds in any appearance (UIKit's `darkText`: black).
  public static let darkText = UIColor.black

  // Fills for thin and small shapes (systemFill) down to large areas (quaternarySystemFill).
  public static let systemFill = UIColor(hex: 0x787880, alpha: 0.2)
  public static let secondarySystemFill = UIColor(hex: 0x787880, alpha: 0.16)
  public static let tertiarySystemFill = UIColor(hex: 0x767680, alpha: 0.12)
  public static let quaternarySystemFill = UIColor(hex: 0x747480, alpha: 0.08)

  // Backgrounds, plain and grouped.
  public static let systemBackground = UIColor.white
  public static let secondarySystemBackground = UIColor(hex: 0xF2F2F7)
  public static let tertiarySystemBackground = UIColor.white
  public static let systemGroupedBackground = UIColor(hex: 0xF2F2F7)
  public static let secondarySystemGroupedBackground = UIColor.white
  public static let tertiarySystemGroupedBackground = UIColor(hex: 0xF2F2F7)

  // Separators.
  /// An opaque stand-in for iOS's translucent separator (#3C3C43 at 29 %) over white, equal to
  /// `opaqueSeparator`: a choice of this project, so lines drawn over each other do not darken.
  public static let separator = UIColor(hex: 0xC6C6C8)
  public static let opaqueSeparator = UIColor(hex: 0xC6C6C8)

  /// The tint of the view a colour is drawn in; as a plain colour, the default tint (system blue).
  public static let tintColor = UIColor.systemBlue
}
