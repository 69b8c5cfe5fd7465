import Foundation

/// The kinds of gradient, Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Colours change along the line from `startPoint` to `endPoint`.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Colours change outwards from `startPoint`, reaching the last at `endPoint` (an ellipse).
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Colours change around `startPoint`, starting towards `endPoint`.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a gradient, Core Animation's `CAGradientLayer`: `colors` spread at
/// `locations` (0 … 1; evenly when nil) between `startPoint` and `endPoint`, given in the unit
/// square of the bounds ((0.5, 0) to (0.5, 1) by default: top to bottom). Beyond the ends the
/// end colours continue. Colours are interpolated component by component with their alpha, as
/// Core Animation does (so `.clear`, transparent black, darkens towards it).
///
/// The gradient is rasterised in memory at the view's pixel size, once per size and change.
open class CAGradientLayer: CALayer {
  /// The colours (`CGColor`s, which are `UIColor`s here); anything else is ignored.
  open var colors: [Any]? { didSet { contentChanged() } }
  /// Where each colour lies, 0 … 1 along the gradient; nil spreads them evenly.
  open var locations: [NSNumber]? { didSet { contentChanged() } }
  /// Where the gradient starts, in the bounds' unit square.
  open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { contentChanged() } }
  /// Where it ends, in the bounds' unit square.
  open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { contentChanged() } }
  /// Axial by default.
  open var type: CAGradientLayerType = .axial { didSet { contentChanged() } }

  public required init() {
    super.init()
  }

  /// The stops: colours with their locations, in order.
  var stops: [(location: CGFloat, color: UIColor)] {
    let palette = (colors ?? []).compactMap { $0 as? UIColor }
    guard !palette.isEmpty else { return [] }
    let given = locations?.map { CGFloat($0.doubleValue) }
    return palette.enumerated().map { index, color in
      let even = palette.count == 1 ? 0 : CGFloat(index) / CGFloat(palette.count - 1)
      let location = given.flatMap { index < $0.count && $0[index].isFinite ? $0[index] : nil } ?? even
      return (location, color)
    }
  }

  /// The colour at `t` along the stops; the end colours beyond the ends.
  static func color(at t: CGFloat, stops: [(location: CGFloat, color: UIColor)]) -> UIColor {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for i in 1..<stops.count where t <= stops[i].location {
      let (a, b) = (stops[i - 1], stops[i])
      let span = b.location - a.location
      let f = span > 0 ? (t - a.location) / span : 1
      return UIColor(
        red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
        blue: a.color.blue + (b.color.blue - a.color.blue) * f,
        alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }
    return last.color
  }

  /// Where pixel centre (x, y) of a `width` × `height` raster lies along the gradient.
  func parameter(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> CGFloat {
    let (sx, sy) = (startPoint.x * width, startPoint.y * height)
    let (ex, ey) = (endPoint.x * width, endPoint.y * height)
    switch type {
    case .radial:
      let (rx, ry) = (abs(ex - sx), abs(ey - sy))
      let dx = rx > 0 ? (x - sx) / rx : 0
      let dy = ry > 0 ? (y - sy) / ry : 0
      return (dx * dx + dy * dy).squareRoot()
    case .conic:
      let base = atan2(ey - sy, ex - sx)
      var angle = atan2(y - sy, x - sx) - base
      while angle < 0 { angle += 2 * .pi }
      return angle / (2 * .pi)
    default:
      let (dx, dy) = (ex - sx, ey - sy)
      let length = dx * dx + dy * dy
      guard length > 0 else { return 0 }
      return ((x - sx) * dx + (y - sy) * dy) / length
    }
  }

  override func makeContentCommands(in bounds: CGRect, scale: CGFloat, traits: UITraitCollection) -> [DrawCommand] {
    // Dynamic colours (`UIColor.systemBackground.cgColor`) take the view's appearance.
    let stops = stops.sorted { $0.location < $1.location }.map { ($0.location, $0.color.resolvedColor(with: traits)) }
    guard !stops.isEmpty, let size = LayerRaster.pixelSize(of: bounds.size, scale: scale) else { return [] }
    let (width, height) = size
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let t = parameter(
          x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5, width: CGFloat(width), height: CGFloat(height))
        let c = CAGradientLayer.color(at: t, stops: stops).rgba8
        let i = 4 * (y * width + x)
        (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (c.r, c.g, c.b, c.a)
      }
    }
    guard let bitmap = Bitmap(width: width, height: height, bytes: bytes) else { return [] }
    return [.image(UIImage(pixels: bitmap, scale: scale), source: nil, in: bounds)]
  }
}

/// Sizes of the rasters layers make in memory.
enum LayerRaster {
  /// The longest side a layer's raster may have, in pixels: a choice of this project that
  /// bounds its memory (64 MB at 4096 × 4096) and stays under every GPU's texture limit.
  static let maxSide = 4096

  /// `size` points at `scale` in whole pixels, each side 1 … `maxSide`; nil for an empty size.
  static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let (w, h) = (size.width * scale, size.height * scale)
    guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5 else { return nil }
    return (min(maxSide, Int(w.rounded())), min(maxSide, Int(h.rounded())))
  }
}
