import Foundation
import ViewCore

/// A card turned and scaled by two recognizers at once, as Apple's touch handling guide does
/// with a photo: a `UIPinchGestureRecognizer` and a `UIRotationGestureRecognizer` on the scene's
/// view, allowed to recognize simultaneously by their delegate, each folding its change into the
/// card's `transform` and re-basing itself (`scale = 1`, `rotation = 0`). A trackpad pinch with a
/// turn in it drives both; so do two touches. The trace names the card (`card`): a
/// `cardDidTransform` line per change and a `cardDidEndTransform` line once both gestures are
/// over, each with the card's scale (`zoom`), rotation (radians) and centre in the window (`offset`).
final class RotateSceneController: UIViewController, UIGestureRecognizerDelegate {
  /// The card's size in points: a choice of this project, a postcard's 3:2 that fits the
  /// smallest window twice over, so a turn is plain to see.
  static let cardSize = CGSize(width: 300, height: 200)
  let card = UIView()
  let caption = UILabel()
  let pinch = UIPinchGestureRecognizer()
  let rotation = UIRotationGestureRecognizer()
  /// The card's turn in radians (clockwise) and its scale, as its transform holds them.
  private(set) var cardRotation: CGFloat = 0
  private(set) var cardScale: CGFloat = 1

  override func viewDidLoad() {
    view.backgroundColor = UIColor(white: 0.94)
    view.accessibilityIdentifier = "canvas"
    card.frame = CGRect(origin: .zero, size: Self.cardSize)
    card.backgroundColor = UIColor(hex: 0xE67E22)
    card.accessibilityIdentifier = "card"
    let stripe = UIView(frame: CGRect(x: 0, y: 0, width: Self.cardSize.width, height: 40))
    stripe.backgroundColor = UIColor(hex: 0x2C3E50)
    card.addSubview(stripe)
    view.addSubview(card)
    caption.font = .systemFont(ofSize: 15)
    caption.textAlignment = .center
    view.addSubview(caption)
    for recognizer in [pinch, rotation] as [UIGestureRecognizer] {
      recognizer.delegate = self
      recognizer.addTarget(self) { [weak self] in self?.gestureChanged($0) }
      view.addGestureRecognizer(recognizer)
    }
    updateCaption()
  }

  override func viewWillLayoutSubviews() {
    card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    caption.frame = CGRect(x: 0, y: view.bounds.maxY - 44, width: view.bounds.width, height: 24)
  }

  /// The pinch and the rotation work together, as in Apple's sample.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    (gestureRecognizer === pinch && otherGestureRecognizer === rotation)
      || (gestureRecognizer === rotation && otherGestureRecognizer === pinch)
  }

  private func gestureChanged(_ recognizer: UIGestureRecognizer) {
    switch recognizer.state {
    case .began, .changed:
      if recognizer === pinch {
        cardScale *= pinch.scale
        pinch.scale = 1
      } else {
        cardRotation += rotation.rotation
        rotation.rotation = 0
      }
      card.transform = CGAffineTransform(rotationAngle: cardRotation).scaledBy(x: cardScale, y: cardScale)
      updateCaption()
      trace("cardDidTransform")
    case .ended, .cancelled:
      let other: UIGestureRecognizer = recognizer === pinch ? rotation : pinch
      if !other.state.isActive { trace("cardDidEndTransform") }
    default:
      break
    }
  }

  private func updateCaption() {
    let degrees = cardRotation * 180 / .pi
    caption.text =
      String(format: "rotation %.1f°, scale %.2f", Double(degrees), Double(cardScale))
      + " · pinch and turn on a trackpad, or two fingers"
  }

  private func trace(_ event: String) {
    guard let window = view.window else { return }
    let centre = card.superview?.convert(card.center, to: nil) ?? card.center
    window.services.scrollTrace.emit(
      ScrollTraceRecord(
        time: window.currentTime, view: "card", event: event, offset: centre, zoom: cardScale, velocity: nil,
        target: nil, decelerate: nil, tracking: false, dragging: false, decelerating: false, zooming: false,
        rotation: cardRotation))
  }
}
