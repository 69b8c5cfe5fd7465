import Foundation

extension UIColor {
  /// The colour set `name` of an asset catalog (`Assets.xcassets`) in the app's resources, with
  /// its dark appearance when the set has one; nil when no catalog has it, as on iOS (a broken `Contents.json` is
  /// said once through `Diagnostics`). Callable from any isolation.
  public init?(named name: String) {
    let environment = UIImage.lookupEnvironment()
    guard let color = AssetCatalog.color(named: name, in: AssetCatalog.catalogs(in: environment.folders)) else {
      return nil
    }
    self = color
  }

  /// A colour given in the Display P3 space, converted to sRGB (clamped to its gamut): the
  /// components are linearised with the sRGB curve (which Display P3 shares), taken through
  /// the P3-to-sRGB matrix of their primaries (D65 white), and encoded again.
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    func linear(_ v: CGFloat) -> CGFloat { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func encoded(_ v: CGFloat) -> CGFloat {
      let c = min(max(v, 0), 1)
      return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    self.init(
      red: encoded(1.2249 * r - 0.2247 * g + 0.0000 * b),
      green: encoded(-0.0420 * r + 1.0419 * g + 0.0000 * b),
      blue: encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b), alpha: alpha)
  }
}
