import Foundation

/// A property of a view that `UIView.animate` animates.
enum AnimatableProperty: Int, Hashable, CaseIterable {
  case bounds, center, transform, alpha, backgroundColor
}

/// A value of an animatable property.
enum AnimatableValue: Equatable {
  case rect(CGRect)
  case point(CGPoint)
  case transform(CGAffineTransform)
  case scalar(CGFloat)
  case color(UIColor?)

  /// The value a fraction `p` of the way from `self` to `other` (components interpolated
  /// linearly; a missing colour is the target's colour made clear).
  func interpolated(to other: AnimatableValue, _ p: CGFloat) -> AnimatableValue {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
    switch (self, other) {
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
          height: mix(a.height, b.height)))
    case (.point(let a), .point(let b)):
      return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
    case (.transform(let a), .transform(let b)):
      return .transform(TransformParts(a).interpolated(to: TransformParts(b), p).transform)
    case (.scalar(let a), .scalar(let b)):
      return .scalar(mix(a, b))
    case (.color(let a), .color(let b)):
      guard a != nil || b != nil else { return .color(nil) }
      let from = a ?? b!.withAlphaComponent(0)
      let to = b ?? a!.withAlphaComponent(0)
      return .color(
        UIColor(
          red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
          alpha: mix(from.alpha, to.alpha)))
    default:
      return p < 1 ? self : other
    }
  }
}

/// A transform as Core Animation interpolates one: translation, rotation, scale and shear, each
/// mixed on its own, so a turn from 0 to π/2 keeps its size half way (mixing the matrix's entries
/// would shrink it to 0.71) and the rotation takes the shorter way round.
struct TransformParts: Equatable {
  var translation: CGPoint
  var angle: CGFloat
  var scaleX: CGFloat
  var scaleY: CGFloat
  var shear: CGFloat

  /// `t` = scale(sx, sy) · shear · rotation(angle) · translation, in Core Graphics' row order:
  /// the first row (a, b) gives sx and the angle; the second, projected, the shear and sy.
  init(_ t: CGAffineTransform) {
    translation = CGPoint(x: t.tx, y: t.ty)
    scaleX = hypot(t.a, t.b)
    guard scaleX > 0 else {
      (angle, scaleY, shear) = (0, t.d, 0)
      return
    }
    angle = atan2(t.b, t.a)
    let (cosine, sine) = (t.a / scaleX, t.b / scaleX)
    // The second row in the rotated frame: c = k·cos − sy·sin, d = k·sin + sy·cos.
    shear = t.c * cosine + t.d * sine
    scaleY = t.d * cosine - t.c * sine
  }

  init(translation: CGPoint, angle: CGFloat, scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat) {
    (self.translation, self.angle, self.scaleX, self.scaleY, self.shear) = (translation, angle, scaleX, scaleY, shear)
  }

  var transform: CGAffineTransform {
    let (cosine, sine) = (cos(angle), sin(angle))
    return CGAffineTransform(
      a: scaleX * cosine, b: scaleX * sine, c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
      tx: translation.x, ty: translation.y)
  }

  func interpolated(to other: TransformParts, _ p: CGFloat) -> TransformParts {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
    var turn = other.angle - angle
    if turn > .pi { turn -= 2 * .pi }
    if turn < -.pi { turn += 2 * .pi }
    return TransformParts(
      translation: CGPoint(x: mix(translation.x, other.translation.x), y: mix(translation.y, other.translation.y)),
      angle: angle + turn * p, scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY),
      shear: mix(shear, other.shear))
  }
}

/// What the compositor draws of a view while animations run: per property, the animated value
/// and the animation that set it (the latest one started owns the property). The model values
/// (`frame`, `alpha` …) are already the final ones, as on iOS.
struct ViewPresentation {
  var values: [AnimatableProperty: (value: AnimatableValue, owner: ObjectIdentifier)] = [:]
  /// The animations under way without `.allowUserInteraction`: while any runs, touches pass the
  /// view by (UIKit's default for animating views).
  var blockingAnimations: Set<ObjectIdentifier> = []
  var isEmpty: Bool { values.isEmpty && blockingAnimations.isEmpty }
}

extension UIView {
  /// The model value of `property`.
  func modelValue(of property: AnimatableProperty) -> AnimatableValue {
    switch property {
    case .bounds: .rect(bounds)
    case .center: .point(center)
    case .transform: .transform(transform)
    case .alpha: .scalar(alpha)
    case .backgroundColor: .color(backgroundColor)
    }
  }

  /// The value on screen: the animated one while an animation owns the property, else the model's.
  func presentedValue(of property: AnimatableProperty) -> AnimatableValue {
    presentation?.values[property]?.value ?? modelValue(of: property)
  }

  var presentedBounds: CGRect {
    if case .rect(let rect)? = presentation?.values[.bounds]?.value { return rect }
    return bounds
  }

  var presentedAlpha: CGFloat {
    if case .scalar(let value)? = presentation?.values[.alpha]?.value { return value }
    return alpha
  }

  var presentedBackgroundColor: UIColor? {
    if case .color(let color)? = presentation?.values[.backgroundColor]?.value { return color }
    return backgroundColor
  }

  /// `transformToSuperview` with the presented bounds, centre and transform.
  var presentedTransformToSuperview: CGAffineTransform {
    guard let presentation, !presentation.isEmpty else { return transformToSuperview }
    let bounds = presentedBounds
    var center = center
    if case .point(let point)? = presentation.values[.center]?.value { center = point }
    var transform = transform
    if case .transform(let value)? = presentation.values[.transform]?.value { transform = value }
    return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// A property changed from `old`: inside an animation block the change is recorded, so that
  /// the block's end animates it.
  func noteAnimatableChange(_ property: AnimatableProperty, from old: @autoclosure () -> AnimatableValue) {
    guard let recorder = UIView.animationRecorder else { return }
    recorder.record(self, property, from: old())
  }
}
