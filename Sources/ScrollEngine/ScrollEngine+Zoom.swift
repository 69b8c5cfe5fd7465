import Foundation
import ScrollPhysics

/// What a pinch remembers between events.
package struct PinchState: Sendable {
  package var startScale: CGFloat = 1
  /// The zoom view point (its own coordinates) under the fingers when the pinch began.
  package var anchor: CGPoint = .zero
}

/// Zooming: a pinch (rubber-banded past the scale range, bounced back on release), animated zooms,
/// and the end of any zoom with `scrollViewDidEndZooming`.
extension ScrollEngine {
  /// A pinch began with zoom-view point `anchor` under its centroid: `scrollViewWillBeginZooming`.
  package mutating func pinchBegan(anchor: CGPoint, zoom: ZoomGeometry) -> [ScrollEffect] {
    pinch.startScale = zoom.scale
    pinch.anchor = anchor
    become(.zooming(.pinch), announced: true)
    send(.willBeginZooming)
    return takeOutput()
  }

  /// The fingers moved: zoom about the anchor by `scale` (relative to the start), rubber-banded
  /// past the range when `bouncesZoom`; the anchor follows the centroid (view coordinates), so
  /// moving both fingers pans.
  package mutating func pinchChanged(scale: CGFloat, centroid: CGPoint, zoom: ZoomGeometry, _ g: ScrollGeometry)
    -> [ScrollEffect]
  {
    guard case .zooming(.pinch) = activity, scale.isFinite, scale > 0 else { return [] }
    let raw = pinch.startScale * scale
    let shown: CGFloat
    if zoom.bounces {
      shown = CGFloat(
        ZoomRubberBand.displayedScale(
          forScale: Double(raw), minimum: Double(zoom.range.lowerBound), maximum: Double(zoom.range.upperBound)))
    } else {
      shown = zoom.clamp(raw)
    }
    output.append(.setZoom(shown))
    output.append(.placeAnchor(pinch.anchor, at: CGPoint(x: centroid.x - g.offset.x, y: centroid.y - g.offset.y)))
    return takeOutput()
  }

  /// The fingers lifted with zoom-view point `anchor` under the centroid: a scale past the range
  /// animates back (zoom bounce) about it, an offset past the limits returns to them; then
  /// `scrollViewDidEndZooming`.
  package mutating func pinchEnded(centroid: CGPoint, anchor: CGPoint, zoom: ZoomGeometry, _ g: ScrollGeometry)
    -> [ScrollEffect]
  {
    guard case .zooming(.pinch) = activity else { return [] }
    let scale = zoom.clamp(zoom.scale)
    let point = CGPoint(x: centroid.x - g.offset.x, y: centroid.y - g.offset.y)
    let offset = g.offsetKeeping(anchor: anchor, at: point, scale: scale, zoom: zoom)
    if scale != zoom.scale || offset != g.offset {
      return zoomContent(to: scale, offset: offset, animated: true, bouncing: scale != zoom.scale, from: zoom, g)
    }
    endZooming(g)
    return takeOutput()
  }

  /// `setZoomScale(_:animated:)`: zooms to `scale` (clamped to the range), keeping the point at
  /// the centre of the view still.
  package mutating func zoomContent(toScale scale: CGFloat, animated: Bool, zoom: ZoomGeometry, _ g: ScrollGeometry)
    -> [ScrollEffect]
  {
    let centre = CGPoint(x: g.size.width / 2, y: g.size.height / 2)
    let anchor = CGPoint(x: (g.offset.x + centre.x) / zoom.scale, y: (g.offset.y + centre.y) / zoom.scale)
    let target = zoom.clamp(scale)
    let offset = g.offsetKeeping(anchor: anchor, at: centre, scale: target, zoom: zoom)
    return zoomContent(to: target, offset: offset, animated: animated, bouncing: false, from: zoom, g)
  }

  /// `zoom(to:animated:)`: zooms so that `rect` (zoom view coordinates) fills the view, as far as
  /// the range allows, centred.
  package mutating func zoomContent(toFit rect: CGRect, animated: Bool, zoom: ZoomGeometry, _ g: ScrollGeometry)
    -> [ScrollEffect]
  {
    let centre = CGPoint(x: g.size.width / 2, y: g.size.height / 2)
    let scale = zoom.clamp(min(g.size.width / rect.width, g.size.height / rect.height))
    let offset = g.offsetKeeping(anchor: CGPoint(x: rect.midX, y: rect.midY), at: centre, scale: scale, zoom: zoom)
    return zoomContent(to: scale, offset: offset, animated: animated, bouncing: false, from: zoom, g)
  }

  /// Zooms to `scale` with the content at `offset`: animated (ease-in-out, UIKit's zoom timing)
  /// when asked and the view is in a window, else at once; a zoom bounce is `bouncing`.
  package mutating func zoomContent(
    to scale: CGFloat, offset: CGPoint, animated: Bool, bouncing: Bool, from zoom: ZoomGeometry, _ g: ScrollGeometry
  ) -> [ScrollEffect] {
    guard animated, g.isInWindow else {
      output += [.setZoom(scale), .setOffset(offset), .resume(.endZooming)]
      return takeOutput()
    }
    let start = g.now
    let scaleAnimation = TimedAnimation.zoom(fromScale: Double(zoom.scale), toScale: Double(scale), startTime: start)
    let duration = scaleAnimation.duration
    become(
      .animatingZoom(
        ZoomAnimation(
          scale: scaleAnimation,
          offsetX: TimedAnimation(
            from: Double(g.offset.x), to: Double(offset.x), startTime: start, duration: duration, curve: .easeInEaseOut),
          offsetY: TimedAnimation(
            from: Double(g.offset.y), to: Double(offset.y), startTime: start, duration: duration, curve: .easeInEaseOut),
          bouncing: bouncing)))
    output.append(.requestFrames)
    return takeOutput()
  }

  /// Steps a zoom animation: scale, then offset; at its end the zoom comes to rest.
  mutating func stepZoomAnimation(_ animation: ZoomAnimation, to time: TimeInterval) {
    output.append(.setZoom(CGFloat(animation.scale.value(at: time))))
    output.append(
      .setOffset(CGPoint(x: CGFloat(animation.offsetX.value(at: time)), y: CGFloat(animation.offsetY.value(at: time)))))
    if animation.scale.isFinished(at: time) { output.append(.resume(.endZooming)) }
  }

  /// A zoom came to rest: back to idle, inside the limits, the zoom view drawn anew at its scale,
  /// and `scrollViewDidEndZooming` if a zoom gesture or animation ran.
  mutating func endZooming(_ g: ScrollGeometry) {
    let wasZooming: Bool
    var wasAnimating = false
    switch activity {
    case .zooming: wasZooming = true
    case .animatingZoom:
      wasZooming = true
      wasAnimating = true
    default: wasZooming = false
    }
    if wasZooming { become(.idle, announced: true) }
    // An animation's offset was chosen for the limits at its start; a delegate that changed the
    // insets on the way (centring the zoom view in `scrollViewDidZoom`) moved them: settle inside.
    if wasAnimating, g.isOutsideLimits { output.append(.setOffset(g.clamped(g.offset))) }
    output.append(.rasterizeZoomView)
    if wasZooming { send(.didEndZooming) }
  }
}
