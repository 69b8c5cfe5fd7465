import Foundation

/// Core Graphics' colour: on Linux the same value as `UIColor`, so `layer.borderColor =
/// UIColor.red.cgColor` reads as in UIKit.
public typealias CGColor = UIColor

/// A view's layer, with what everyday UIKit code sets on it. The compositor draws it: the shadow
/// (an offset copy of the rounded shape, without blur), the background with rounded corners, the
/// view's drawing and subviews, then the border above them. `masksToBounds` is the view's
/// `clipsToBounds` and `opacity` its `alpha`, as in UIKit; masking clips to the rectangle, not to
/// the rounded corners.
///
/// A view made with another `layerClass` (`CAGradientLayer`, `CAShapeLayer`) gets a layer of that
/// class, whose content the compositor draws above the background and below the view's drawing.
@MainActor
open class CALayer {
  /// The view this layer backs.
  weak var view: UIView?
  /// Bumped when what the layer draws as its content changes, so its raster is made again.
  private(set) var contentVersion = 0
  /// The content rasterised last: for which pixel size and version, and the image.
  var raster: (key: RasterKey, commands: [DrawCommand])?

  /// A layer; a view's is made by the view from its `layerClass`.
  public required init() {}

  convenience init(view: UIView) {
    self.init()
    self.view = view
  }

  /// The radius of the rounded corners of the background and border, in points; 0 is square.
  open var cornerRadius: CGFloat = 0 {
    didSet {
      if !cornerRadius.isFinite || cornerRadius < 0 { cornerRadius = 0 }
      changed()
    }
  }
  /// The corners `cornerRadius` rounds; all four by default, as in Core Animation. The background
  /// keeps the square corners inside the bounds; the shadow and border stay rounded all round.
  open var maskedCorners: CACornerMask = .all { didSet { changed() } }
  /// The width of the border drawn inside the bounds, in points.
  open var borderWidth: CGFloat = 0 {
    didSet {
      if !borderWidth.isFinite || borderWidth < 0 { borderWidth = 0 }
      changed()
    }
  }
  /// The border's colour; black by default, as in UIKit.
  open var borderColor: CGColor? = .black { didSet { changed() } }
  /// The shadow's colour.
  open var shadowColor: CGColor? = .black { didSet { changed() } }
  /// The shadow's opacity in 0...1; 0 (no shadow) by default.
  open var shadowOpacity: Float = 0 {
    didSet {
      if !shadowOpacity.isFinite { shadowOpacity = 0 }
      shadowOpacity = min(max(shadowOpacity, 0), 1)
      changed()
    }
  }
  /// Where the shadow falls, in points; (0, −3) by default, as in UIKit.
  open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed() } }
  /// The blur radius UIKit would use; kept, not drawn (the shadow has a hard edge here).
  open var shadowRadius: CGFloat = 3

  /// Whether the layer and its sublayers are drawn once into a bitmap and that bitmap composited
  /// while nothing in them changes, as in Core Animation: a subtree that moves (a scroll view's
  /// content) is then copied instead of redrawn. The platform keeps the bitmap only for an opaque
  /// layer (an opaque `backgroundColor` under the rest) at full opacity on whole pixels; otherwise
  /// it draws the subtree as usual (see docs/rendering.md).
  open var shouldRasterize = false { didSet { changed() } }
  /// The subtree's items while `shouldRasterize` is set, kept between frames.
  let rasterizedGroup = DisplayGroup()

  /// The view's `clipsToBounds`; a sublayer's own (its sublayers clipped to its frame).
  open var masksToBounds: Bool {
    get { view?.clipsToBounds ?? standalone.masksToBounds }
    set {
      if let view { view.clipsToBounds = newValue } else { standalone.masksToBounds = newValue }
    }
  }
  /// The view's `alpha`; a sublayer's own opacity in 0...1, multiplying its sublayers'.
  open var opacity: Float {
    get { view.map { Float($0.alpha) } ?? standalone.opacity }
    set {
      let value = newValue.isFinite ? min(max(newValue, 0), 1) : 1
      if let view { view.alpha = CGFloat(value) } else { standalone.opacity = value }
    }
  }
  /// The view's `backgroundColor`; a sublayer's own fill (rounded by `cornerRadius`).
  open var backgroundColor: CGColor? {
    get { view.map { $0.backgroundColor } ?? standalone.backgroundColor }
    set {
      if let view { view.backgroundColor = newValue } else { standalone.backgroundColor = newValue }
    }
  }
  /// The view's bounds; a sublayer's frame size at the origin.
  open var bounds: CGRect {
    get { view?.bounds ?? CGRect(origin: .zero, size: standalone.frame.size) }
    set {
      if let view { view.bounds = newValue } else { standalone.frame.size = newValue.size }
    }
  }
  /// The view's frame; a sublayer's rectangle in its superlayer's coordinates, in points.
  open var frame: CGRect {
    get { view?.frame ?? standalone.frame }
    set {
      if let view { view.frame = newValue } else { standalone.frame = newValue.sanitized }
    }
  }
  /// The view's `isHidden`; whether a sublayer (and its sublayers) is left out.
  open var isHidden: Bool {
    get { view?.isHidden ?? standalone.isHidden }
    set {
      if let view { view.isHidden = newValue } else { standalone.isHidden = newValue }
    }
  }

  /// What a layer that backs no view keeps itself (a view's layer reads its view's instead).
  var standalone = StandaloneState() { didSet { changed() } }
  /// The layers drawn above this one's content, in order (`addSublayer(_:)`).
  var sublayerList: [CALayer] = []
  /// The layer this one is a sublayer of.
  public internal(set) weak var superlayer: CALayer?

  func changed() {
    hostView?.invalidateComposition()
  }

  /// What the layer's content looks like changed: its raster is made again at the next frame.
  func contentChanged() {
    contentVersion += 1
    changed()
  }

  /// What a subclass draws as the layer's content, in bounds coordinates at `scale` pixels per
  /// point, its dynamic colours resolved for `traits` (its view's appearance); a plain layer has
  /// none.
  func makeContentCommands(in bounds: CGRect, scale: CGFloat, traits: UITraitCollection) -> [DrawCommand] { [] }

  /// The content's commands, made again only when the pixel size, the content or the appearance
  /// (`style`, the view's) changed.
  func contentCommands(in bounds: CGRect, scale: CGFloat, style: UIUserInterfaceStyle) -> [DrawCommand] {
    let key = RasterKey(bounds: bounds, scale: scale, version: contentVersion, style: style)
    if let raster, raster.key == key { return raster.commands }
    let commands = makeContentCommands(
      in: bounds, scale: scale, traits: UITraitCollection(userInterfaceStyle: style))
    raster = (key, commands)
    return commands
  }

  /// What a layer's raster was made for.
  struct RasterKey: Equatable {
    var bounds: CGRect
    var scale: CGFloat
    var version: Int
    var style: UIUserInterfaceStyle
  }
}

extension CALayer {
  /// The shadow under the view, in its bounds coordinates, or nil.
  func shadowCommand(background: UIColor?) -> DrawCommand? {
    guard shadowOpacity > 0, let color = shadowColor, background != nil || borderWidth > 0 else { return nil }
    let shape = bounds.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
    return .fillRoundedRect(
      shape, cornerRadius: cornerRadius, color.withAlphaComponent(color.alpha * CGFloat(shadowOpacity)))
  }

  /// The background fill in bounds coordinates: rounded when `cornerRadius` is set.
  func backgroundCommand(_ color: UIColor, in bounds: CGRect) -> DrawCommand {
    guard cornerRadius > 0 else { return .fillRect(bounds, color) }
    return .fillRoundedRect(
      maskedCorners.roundedShape(for: bounds, radius: cornerRadius), cornerRadius: cornerRadius, color)
  }

  /// Whether the background reaches past the bounds, to be clipped to them (some corners square).
  var backgroundNeedsClip: Bool { cornerRadius > 0 && maskedCorners != .all }

  /// The border, inside the bounds, in bounds coordinates, or nil.
  func borderCommand(in bounds: CGRect) -> DrawCommand? {
    guard borderWidth > 0, let color = borderColor, color.alpha > 0 else { return nil }
    let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
    guard inset.width >= 0, inset.height >= 0 else { return nil }
    return cornerRadius > 0
      ? .strokeRoundedRect(inset, cornerRadius: max(cornerRadius - borderWidth / 2, 0), color, lineWidth: borderWidth)
      : .strokeRect(inset, color, lineWidth: borderWidth)
  }
}
