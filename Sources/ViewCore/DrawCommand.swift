import Foundation

/// Horizontal text alignment, as UIKit's `NSTextAlignment` (its raw values). The desktop's
/// text runs left to right, so `.natural` is drawn as `.left`; `.justified` is drawn as `.left`
/// too (SDL2_ttf spaces no words apart).
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4

  /// Where the slack of a line goes: 0 left, 0.5 centred, 1 right.
  public var slackFraction: CGFloat {
    switch self {
    case .left, .justified, .natural: 0
    case .center: 0.5
    case .right: 1
    }
  }
}

/// A run of text to draw: what, in which font and colour, how aligned and how many lines.
public struct TextRun: Hashable, Sendable {
  public var text: String
  public var font: UIFont
  public var color: UIColor
  public var alignment: NSTextAlignment
  /// 0 means unlimited, as in `UILabel`.
  public var numberOfLines: Int

  public init(
    text: String, font: UIFont, color: UIColor, alignment: NSTextAlignment = .left, numberOfLines: Int = 1
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }
}

/// One drawing operation. Rects are in the coordinate space of whoever holds the command:
/// a view's bounds while it draws, window points once composited.
public indirect enum DrawCommand: Equatable {
  case fillRect(CGRect, UIColor)
  case strokeRect(CGRect, UIColor, lineWidth: CGFloat)
  case fillRoundedRect(CGRect, cornerRadius: CGFloat, UIColor)
  case strokeRoundedRect(CGRect, cornerRadius: CGFloat, UIColor, lineWidth: CGFloat)
  case fillEllipse(CGRect, UIColor)
  case line(from: CGPoint, to: CGPoint, UIColor, lineWidth: CGFloat)
  /// `source` is in the image's points (nil: the whole image), drawn scaled into the rect.
  case image(UIImage, source: CGRect?, in: CGRect)
  /// Text laid out in the rect (vertically centred, as `UILabel` does).
  /// `rasterScale` is the scale the glyphs are rasterised at, relative to the font's points (so
  /// the platform rasterises at `pointSize × rasterScale` pixels per point of its display scale).
  case text(TextRun, in: CGRect, rasterScale: CGFloat)
  /// A command drawn through a transform that turns, shears or mirrors it (a view's `transform`
  /// with a rotation): `command` in its own coordinates, `transform` from them to the holder's.
  case transformed(DrawCommand, CGAffineTransform)
  /// A rasterized subtree (`CALayer.shouldRasterize`) drawn into `rect`: its items as they were
  /// at `version`, shifted from the group's points to the rect's origin (see `DisplayGroup`).
  case group(DisplayGroup, version: Int, in: CGRect)

  /// The command mapped through `t`. An upright scale and translation maps the command's own
  /// rects; anything else (rotation, shear, mirroring) wraps it in `.transformed`.
  public func applying(_ t: CGAffineTransform) -> DrawCommand {
    if case .transformed(let command, let inner) = self {
      return .transformed(command, inner.concatenating(t)).upright
    }
    guard t.isUprightScaleAndTranslation else { return .transformed(self, t) }
    let scale = (abs(t.a) + abs(t.d)) / 2
    switch self {
    case .fillRect(let r, let c): return .fillRect(r.applying(t), c)
    case .strokeRect(let r, let c, let w): return .strokeRect(r.applying(t), c, lineWidth: w * scale)
    case .fillRoundedRect(let r, let radius, let c):
      return .fillRoundedRect(r.applying(t), cornerRadius: radius * scale, c)
    case .strokeRoundedRect(let r, let radius, let c, let w):
      return .strokeRoundedRect(r.applying(t), cornerRadius: radius * scale, c, lineWidth: w * scale)
    case .fillEllipse(let r, let c): return .fillEllipse(r.applying(t), c)
    case .line(let a, let b, let c, let w):
      return .line(from: a.applying(t), to: b.applying(t), c, lineWidth: w * scale)
    case .image(let image, let source, let r): return .image(image, source: source, in: r.applying(t))
    case .text(var run, let r, let raster):
      // The font scales with the rect (text zooms with its view); the raster scale becomes relative
      // to the new points, so pointSize × rasterScale — the pixels the view rasterised at — is kept.
      guard scale > 0, scale.isFinite, scale != 1 else { return .text(run, in: r.applying(t), rasterScale: raster) }
      run.font.pointSize *= scale
      return .text(run, in: r.applying(t), rasterScale: raster / scale)
    case .group(let group, let version, let r): return .group(group, version: version, in: r.applying(t))
    case .transformed: return self  // handled above
    }
  }

  /// A `.transformed` command whose transform became upright again (a turn undone by its
  /// ancestor's) unwrapped; any other command unchanged.
  private var upright: DrawCommand {
    guard case .transformed(let command, let t) = self, t.isUprightScaleAndTranslation else { return self }
    return command.applying(t)
  }

  /// The area the command touches, for culling.
  public var boundingRect: CGRect {
    switch self {
    case .fillRect(let r, _), .fillRoundedRect(let r, _, _), .fillEllipse(let r, _), .image(_, _, let r),
      .text(_, let r, _), .group(_, _, let r):
      return r
    case .strokeRect(let r, _, let w), .strokeRoundedRect(let r, _, _, let w):
      return r.insetBy(dx: -w / 2, dy: -w / 2)
    case .line(let a, let b, _, let w):
      return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        .insetBy(dx: -w / 2, dy: -w / 2)
    case .transformed(let command, let t):
      return command.boundingRect.applying(t)
    }
  }
}
