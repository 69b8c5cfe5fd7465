import Foundation
import ScrollPhysics

/// One presentation on screen: a container over the whole window holding a dimming view and the
/// card with the presented controller's view. A page sheet is a card 720 pt wide at most, its top
/// 40 pt below the window's safe area, over the window dimmed to 40 % black; a drag down on it (or
/// on a scroll view inside it that is at its top) takes it away. A full-screen presentation
/// covers the window.
@MainActor
final class SheetPresentation {
  /// The page sheet's width at most and its distance from the top: choices of this project, close
  /// to iOS's sheet on a large screen.
  static let maximumWidth: CGFloat = 720
  static let topGap: CGFloat = 40
  static let dimming: CGFloat = 0.4
  /// A drag released beyond this fraction of the card's height, or faster than this (pt/s)
  /// downwards, dismisses it; choices of this project.
  static let dismissFraction: CGFloat = 0.3
  static let dismissSpeed: CGFloat = 800

  let presented: UIViewController
  weak var presenting: UIViewController?
  weak var window: UIWindow?
  let container = UIView()
  let dimmingView = UIView()
  let card = SheetCardView()
  let isSheet: Bool
  /// Alerts and action sheets fade in and out over 0.2 s rather than slide: a choice of this
  /// project, close to iOS's alert (which also scales; an action sheet on iOS slides its box up).
  var fades: Bool { presented is UIAlertController }
  static let fadeDuration: TimeInterval = 0.2
  private let pan = SheetPanGestureRecognizer()

  init(presented: UIViewController, presenting: UIViewController, window: UIWindow) {
    self.presented = presented
    self.presenting = presenting
    self.window = window
    switch presented.modalPresentationStyle {
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: isSheet = false
    default: isSheet = true
    }
    container.frame = window.bounds
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.frame = container.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.backgroundColor = isSheet ? .black : nil
    dimmingView.alpha = 0
    container.addSubview(dimmingView)
    container.addSubview(card)
    card.sheet = self
    card.frame = cardFrame(in: window.bounds)
    card.autoresizingMask =
      isSheet
      ? [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
      : [
        .flexibleWidth, .flexibleHeight,
      ]
    card.clipsToBounds = true
    if isSheet { card.layer.cornerRadius = 10 }
    let view = presented.view
    view.frame = card.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    card.addSubview(view)
    if isSheet {
      pan.addTarget(self) { [weak self] recognizer in self?.handlePan(recognizer) }
      card.addGestureRecognizer(pan)
    }
  }

  /// Where the card rests in a window of `bounds`.
  func cardFrame(in bounds: CGRect) -> CGRect {
    guard isSheet else { return bounds }
    let width = min(bounds.width, Self.maximumWidth)
    let top = (window?.safeAreaInsets.top ?? 0) + Self.topGap
    return CGRect(x: (bounds.width - width) / 2, y: top, width: width, height: max(0, bounds.height - top))
  }

  /// Adds the container and slides the card up (0.5 s, a critically damped spring).
  func show(animated: Bool, completion: (() -> Void)?) {
    guard let window else { return }
    let covers = !isSheet && presented.modalPresentationStyle == .fullScreen
    presented.beginAppearanceTransition(true, animated: animated)
    if covers { presenting?.beginAppearanceTransition(false, animated: animated) }
    window.addSubview(container)
    if fades {
      container.alpha = animated ? 0 : 1
    } else {
      card.transform = CGAffineTransform(translationX: 0, y: animated ? window.bounds.height - card.frame.minY : 0)
    }
    let finish: (Bool) -> Void = { [weak self] _ in
      guard let self else { return }
      self.presented.endAppearanceTransition()
      if covers { self.presenting?.endAppearanceTransition() }
      completion?()
    }
    let move = {
      self.card.transform = .identity
      self.container.alpha = 1
      self.dimmingView.alpha = self.isSheet ? Self.dimming : 0
    }
    if animated, fades {
      UIView.animate(withDuration: Self.fadeDuration, animations: move, completion: finish)
    } else if animated {
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
        animations: move, completion: finish)
    } else {
      UIView.performWithoutAnimation(move)
      finish(true)
    }
  }

  /// Slides the card down and removes the container; `interactive` for a drag that dismissed it
  /// (the delegate then hears `presentationControllerDidDismiss`).
  func hide(animated: Bool, interactive: Bool, completion: (() -> Void)?) {
    guard let window else { return }
    let covers = !isSheet && presented.modalPresentationStyle == .fullScreen
    presented.beginAppearanceTransition(false, animated: animated)
    if covers { presenting?.beginAppearanceTransition(true, animated: animated) }
    let presentationController = presented.presentationController
    let finish: (Bool) -> Void = { [weak self] _ in
      guard let self else { return }
      self.container.removeFromSuperview()
      self.presented.view.removeFromSuperview()
      self.presented.endAppearanceTransition()
      if covers { self.presenting?.endAppearanceTransition() }
      self.presented.presentationDidEnd()
      if interactive, let presentationController {
        presentationController.delegate?.presentationControllerDidDismiss(presentationController)
      }
      completion?()
    }
    let distance = fades ? 0 : window.bounds.height - card.frame.minY + card.transform.ty
    let move = {
      self.card.transform = CGAffineTransform(translationX: 0, y: distance)
      self.dimmingView.alpha = 0
      if self.fades { self.container.alpha = 0 }
    }
    if animated, fades {
      UIView.animate(withDuration: Self.fadeDuration, animations: move, completion: finish)
    } else if animated {
      UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseIn], animations: move, completion: finish)
    } else {
      UIView.performWithoutAnimation(move)
      finish(true)
    }
  }

  // MARK: Dragging the sheet down

  private func handlePan(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer, let window else { return }
    let translation = pan.translation(in: window).y
    switch pan.state {
    case .began, .changed:
      follow(translation)
    case .ended:
      release(translation: translation, velocity: pan.velocity(in: window).y)
    case .cancelled, .failed:
      settle()
    case .possible:
      break
    }
  }

  /// The card follows a drag `translation` points down: 1:1 down; up only a little, ever more
  /// stiffly (a rubber band of 10 % of the pull). Also called by a scroll view inside the card
  /// that reached its top mid-drag and hands the rest of the drag over.
  func follow(_ translation: CGFloat) {
    let offset = translation >= 0 ? translation : -(-translation * 0.1)
    let height = max(card.bounds.height, 1)
    UIView.performWithoutAnimation {
      card.transform = CGAffineTransform(translationX: 0, y: offset)
      dimmingView.alpha = Self.dimming * max(0, 1 - max(offset, 0) / height)
    }
  }

  /// The drag that moved the card ended `translation` points down at `velocity` (pt/s, down
  /// positive): far or fast enough dismisses (if allowed), anything else settles back.
  func release(translation: CGFloat, velocity: CGFloat) {
    let far = translation > max(card.bounds.height, 1) * Self.dismissFraction || velocity > Self.dismissSpeed
    let controller = presented.presentationController
    if far, !presented.isModalInPresentation,
      controller.map({ $0.delegate?.presentationControllerShouldDismiss($0) ?? true }) ?? true
    {
      if let controller { controller.delegate?.presentationControllerWillDismiss(controller) }
      hide(animated: true, interactive: true, completion: nil)
    } else {
      if far, let controller { controller.delegate?.presentationControllerDidAttemptToDismiss(controller) }
      settle()
    }
  }

  /// Back to rest after a drag that did not dismiss.
  func settle() {
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [.allowUserInteraction],
      animations: {
        self.card.transform = .identity
        self.dimmingView.alpha = Self.dimming
      })
  }
}

/// The card a sheet shows its controller's view in.
final class SheetCardView: UIView {
  /// The presentation that owns the card, for a scroll view inside that hands a drag over.
  weak var sheet: SheetPresentation?
}

/// The sheet's drag: it begins for a mostly vertical drag that no scroll view under the finger
/// would follow — so a list inside the sheet scrolls, and hands the drag to the sheet once it is
/// at its top and the finger moves down (`UIScrollView.shouldBeginDrag` lets it go there).
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
  override func canBegin(withTranslation translation: CGPoint) -> Bool {
    guard abs(translation.y) > abs(translation.x), let card = view else { return false }
    for touched in trackedTouches.compactMap(\.view) {
      var current: UIView? = touched
      while let candidate = current, candidate !== card {
        if let scrollView = candidate as? UIScrollView, scrollView.wouldFollow(dragBy: translation) { return false }
        current = candidate.superview
      }
    }
    return translation.y > 0
  }
}
