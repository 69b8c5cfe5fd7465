import Foundation

/// How a shape is filled, Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A stroke's ends, Core Animation's `CAShapeLayerLineCap` (kept; drawn butt).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A stroke's corners, Core Animation's `CAShapeLayerLineJoin` (kept; drawn round).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path, Core Animation's `CAShapeLayer`: filled with `fillColor` (black by
/// default; nil for none) by `fillRule`, then stroked with `strokeColor` (none by default)
/// `lineWidth` points wide between `strokeStart` and `strokeEnd` (fractions of its length). The
/// path is in the layer's bounds coordinates and may reach outside them, as in Core Animation.
/// Rasterised in memory at the view's pixel size (`PathRasterizer`), once per size and change;
/// joins are drawn round and caps butt, whatever `lineJoin` and `lineCap` say, and
/// `lineDashPattern` is kept, not drawn (said once).
open class CAShapeLayer: CALayer {
  open var path: CGPath? { didSet { contentChanged() } }
  open var fillColor: CGColor? = .black { didSet { contentChanged() } }
  open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { contentChanged() } }
  open var strokeColor: CGColor? { didSet { contentChanged() } }
  /// The stroke's width in points.
  open var lineWidth: CGFloat = 1 { didSet { contentChanged() } }
  /// Where the stroke starts and ends, as fractions 0 … 1 of the path's length.
  open var strokeStart: CGFloat = 0 { didSet { contentChanged() } }
  open var strokeEnd: CGFloat = 1 { didSet { contentChanged() } }
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var miterLimit: CGFloat = 10
  open var lineDashPattern: [NSNumber]? {
    didSet {
      guard lineDashPattern != nil else { return }
      Diagnostics.report(
        "lineDashPattern is kept but not drawn: the stroke is solid", from: "CAShapeLayer", once: "dash")
    }
  }

  public required init() {
    super.init()
  }

  override func makeContentCommands(in bounds: CGRect, scale: CGFloat, traits: UITraitCollection) -> [DrawCommand] {
    guard let path, !path.isEmpty else { return [] }
    // Dynamic colours (`UIColor.label.cgColor`) take the view's appearance.
    let stroke = strokeColor.map { $0.resolvedColor(with: traits) }.flatMap {
      $0.alpha > 0 && lineWidth > 0 && lineWidth.isFinite ? $0 : nil
    }
    let fill = fillColor.map { $0.resolvedColor(with: traits) }.flatMap { $0.alpha > 0 ? $0 : nil }
    guard fill != nil || stroke != nil else { return [] }
    // The raster covers the bounds and the whole shape with its stroke.
    let reach = stroke == nil ? 0 : lineWidth / 2 + 1
    let box = path.boundingBox.insetBy(dx: -reach, dy: -reach)
    let region = (box.isNull ? bounds : bounds.union(box)).integral
    guard let size = LayerRaster.pixelSize(of: region.size, scale: scale) else { return [] }
    let pixelScale = CGFloat(size.width) / max(region.width, 1)
    let shifted = path.copy(using: [CGAffineTransform(translationX: -region.minX, y: -region.minY)]) ?? path
    let polygons = PathRasterizer.polygons(of: shifted, scale: pixelScale)
    let rasterizer = PathRasterizer(width: size.width, height: size.height)
    let fillCoverage = fill == nil ? nil : rasterizer.coverage(of: polygons, evenOdd: fillRule == .evenOdd)
    let strokeCoverage = stroke.map { _ in
      let trimmed = PathRasterizer.trimmed(polygons, from: strokeStart, to: strokeEnd)
      return rasterizer.coverage(
        of: PathRasterizer.strokeOutline(of: trimmed, lineWidth: lineWidth * pixelScale), evenOdd: false)
    }
    var bytes = [UInt8](repeating: 0, count: size.width * size.height * 4)
    for i in 0..<(size.width * size.height) {
      let fa = fill.map { $0.alpha * CGFloat(min(fillCoverage?[i] ?? 0, 1)) } ?? 0
      let sa = stroke.map { $0.alpha * CGFloat(min(strokeCoverage?[i] ?? 0, 1)) } ?? 0
      let alpha = sa + fa * (1 - sa)
      guard alpha > 0 else { continue }
      // The stroke over the fill, in straight (not premultiplied) alpha.
      func channel(_ s: CGFloat?, _ f: CGFloat?) -> UInt8 {
        let value = ((s ?? 0) * sa + (f ?? 0) * fa * (1 - sa)) / alpha
        return UInt8((min(max(value, 0), 1) * 255).rounded())
      }
      bytes[4 * i] = channel(stroke?.red, fill?.red)
      bytes[4 * i + 1] = channel(stroke?.green, fill?.green)
      bytes[4 * i + 2] = channel(stroke?.blue, fill?.blue)
      bytes[4 * i + 3] = UInt8((min(alpha, 1) * 255).rounded())
    }
    guard let bitmap = Bitmap(width: size.width, height: size.height, bytes: bytes) else { return [] }
    return [.image(UIImage(pixels: bitmap, scale: pixelScale), source: nil, in: region)]
  }
}
