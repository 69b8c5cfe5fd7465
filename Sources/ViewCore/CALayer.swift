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

  /// The view's `clipsToBounds`.
  open var masksToBounds: Bool {
    get { view?.clipsToBounds ?? false }
    set { view?.clipsToBounds = newValue }
  }
  /// The view's `alpha`.
  open var opacity: Float {
    get { Float(view?.alpha ?? 1) }
    set { view?.alpha = CGFloat(newValue) }
  }
  /// The view's `backgroundColor`.
  open var backgroundColor: CGColor? {
    get { view?.backgroundColor }
    set { view?.backgroundColor = newValue }
  }
  /// The view's bounds.
  open var bounds: CGRect { view?.bounds ?? .zero }

  private func changed() {
    view?.invalidateComposition()
  }

  /// What the layer's content looks like changed: its raster is made again at the next frame.
  func contentChanged() {
    contentVersion += 1
    changed()
  }

  /// What a subclass draws as the layer's content, in bounds coordinates at `scale` pixels per
  /// point; a plain layer has none.
  func makeContentCommands(in bounds: CGRect, scale: CGFloat) -> [DrawCommand] { [] }

  /// The content's commands, made again only when the pixel size or the content changed.
  func contentCommands(in bounds: CGRect, scale: CGFloat) -> [DrawCommand] {
    let key = RasterKey(bounds: bounds, scale: scale, version: contentVersion)
    if let raster, raster.key == key { return raster.commands }
    let commands = makeContentCommands(in: bounds, scale: scale)
    raster = (key, commands)
    return commands
  }

  /// What a layer's raster was made for.
  struct RasterKey: Equatable {
    var bounds: CGRect
    var scale: CGFloat
    var version: Int
  }
}

extension CALayer {
  /// The shadow under the view, in its bounds coordinates, or nil.
  func shadowCommand(background: UIColor?) -> DrawCommand? {
    guard shadowOpacity > 0, let color = shadowColor, let bounds = view?.bounds, background != nil || borderWidth > 0
    else { return nil }
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
