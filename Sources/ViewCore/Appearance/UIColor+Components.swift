import Foundation

extension UIColor {
  /// A colour from hue, saturation and brightness (HSB, also called HSV), each in 0...1 (hue 0 and
  /// 1 are both red); values outside are clamped, as UIKit clamps them in sRGB.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
    func unit(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
    let (h, s, v) = (unit(hue), unit(saturation), unit(brightness))
    let sector = (h * 6).truncatingRemainder(dividingBy: 6)
    let index = Int(sector)
    let fraction = sector - CGFloat(index)
    let p = v * (1 - s)
    let q = v * (1 - s * fraction)
    let t = v * (1 - s * (1 - fraction))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch index {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Writes the sRGB components (0...1) through the pointers that are not nil; always true here,
  /// since every colour is sRGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes hue, saturation, brightness and alpha (each 0...1) through the pointers that are not
  /// nil; a grey has hue 0 and saturation 0. Always true here.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let maximum = max(red, green, blue)
    let range = maximum - min(red, green, blue)
    var h: CGFloat = 0
    if range > 0 {
      if maximum == red {
        h = ((green - blue) / range).truncatingRemainder(dividingBy: 6)
      } else if maximum == green {
        h = (blue - red) / range + 2
      } else {
        h = (red - green) / range + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum > 0 ? range / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = self.alpha
    return true
  }

}
