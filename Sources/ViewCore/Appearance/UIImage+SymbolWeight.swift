import Foundation

extension UIImage.SymbolWeight {
  /// The width of the weight's strokes relative to regular's. SF Symbols' weights follow the San
  /// Francisco font's; these ratios are a choice of this project read off that ladder (ultralight
  /// about a third of regular, black a little over twice), since Apple publishes no numbers.
  var strokeRatio: CGFloat {
    switch self {
    case .ultraLight: 0.35
    case .thin: 0.5
    case .light: 0.75
    case .unspecified, .regular: 1
    case .medium: 1.15
    case .semibold: 1.3
    case .bold: 1.55
    case .heavy: 1.85
    case .black: 2.15
    }
  }
}

extension UIImage {
  /// The stroke of the icon theme's symbolic icons as a share of their side: 2 px lines on their
  /// 16 px grid (GNOME's symbolic icon guidelines), which is this project's regular weight.
  static let symbolicStrokeShare: CGFloat = 2.0 / 16.0

  /// How far, in points, every edge of a symbol image's shape moves to draw its configuration's
  /// weight: half the change of the stroke's width (the edges on both sides of a line move),
  /// positive for heavier weights, negative for lighter ones, 0 for regular and any image that is
  /// not a symbol. The platform grows or shrinks the icon's mask by this much (see
  /// `SymbolStroke` in SDLPlatform for why the icon is not drawn any other way).
  public var symbolStrokeOutset: CGFloat {
    guard isSymbolImage, let weight = symbolConfiguration?.weight, weight != .unspecified, weight != .regular else {
      return 0
    }
    let stroke = min(size.width, size.height) * Self.symbolicStrokeShare
    return (weight.strokeRatio - 1) * stroke / 2
  }
}
