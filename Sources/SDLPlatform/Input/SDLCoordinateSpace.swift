import Foundation

/// Maps SDL's window coordinates to the core's points. SDL reports mouse positions in window
/// units, which are pixels on X11 and logical units on Wayland with high-DPI; the drawable is
/// always in pixels; the core's UI has `pixelsPerPoint` pixels per point (`UIWindow.screenScale`).
public struct SDLCoordinateSpace: Equatable, Sendable {
  /// The window's size in SDL window units (`SDL_GetWindowSize`).
  public var windowSize: CGSize
  /// The drawable's size in pixels (`SDL_GetRendererOutputSize`).
  public var drawableSize: CGSize
  /// Pixels per point of the core's UI.
  public var pixelsPerPoint: CGFloat

  public init(windowSize: CGSize, drawableSize: CGSize? = nil, pixelsPerPoint: CGFloat = 1) {
    self.windowSize = windowSize
    self.drawableSize = drawableSize ?? windowSize
    self.pixelsPerPoint = pixelsPerPoint
  }

  /// Points per SDL window unit: (drawable pixels per window unit) / (pixels per point).
  /// Degenerate sizes give 1 rather than infinities.
  public var pointsPerWindowUnit: CGFloat {
    guard windowSize.width > 0, drawableSize.width > 0, pixelsPerPoint > 0, pixelsPerPoint.isFinite else {
      return 1
    }
    let scale = drawableSize.width / windowSize.width / pixelsPerPoint
    return scale.isFinite && scale > 0 ? scale : 1
  }

  /// The window's size in points.
  public var sizeInPoints: CGSize {
    CGSize(width: windowSize.width * pointsPerWindowUnit, height: windowSize.height * pointsPerWindowUnit)
  }

  /// The centre of the window in points.
  public var centerInPoints: CGPoint {
    CGPoint(x: sizeInPoints.width / 2, y: sizeInPoints.height / 2)
  }

  /// A position in SDL window units, in points.
  public func point(x: Int32, y: Int32) -> CGPoint {
    CGPoint(x: CGFloat(x) * pointsPerWindowUnit, y: CGFloat(y) * pointsPerWindowUnit)
  }

  /// A touch position normalised to the window (0…1), in points; nil if not finite.
  public func point(normalizedX x: Float, y: Float) -> CGPoint? {
    guard x.isFinite, y.isFinite else { return nil }
    let size = sizeInPoints
    return CGPoint(x: CGFloat(x) * size.width, y: CGFloat(y) * size.height)
  }
}
