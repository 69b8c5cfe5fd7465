import Foundation

extension UIScrollView {
  /// The distance one arrow key scrolls, in points (a choice of this project: the step desktop
  /// toolkits use, and the same as one wheel notch).
  static let arrowKeyStep: CGFloat = 40

  /// Arrow keys, Page Up/Down, Space/Shift+Space, Home/End scroll, animated; a paging scroll view
  /// moves a page. Returns false (so the key travels up the responder chain) when this scroll
  /// view cannot move that way.
  func handleKeyPresses(_ presses: Set<UIPress>) -> Bool {
    guard isScrollEnabled, let press = presses.first, let key = press.key else { return false }
    // The animation starts at the window's time, which the key's own time has moved on (the last
    // frame may be long ago).
    guard let target = keyTarget(for: key.keyCode, shift: key.modifierFlags.contains(.shift)) else { return false }
    let clamped = clampedContentOffset(target)
    guard clamped != contentOffset else { return false }
    setContentOffset(clamped, animated: true)
    return true
  }

  private func keyTarget(for code: KeyCode, shift: Bool) -> CGPoint? {
    let base: CGPoint
    if case .animatingOffset(let animation) = activity {
      base = animation.destination
    } else {
      base = contentOffset
    }
    let visible = bounds.inset(by: adjustedContentInset).size
    let page = CGSize(
      width: max(visible.width - Self.arrowKeyStep, Self.arrowKeyStep),
      height: max(visible.height - Self.arrowKeyStep, Self.arrowKeyStep))
    let step = isPagingEnabled ? pageSize : CGSize(width: Self.arrowKeyStep, height: Self.arrowKeyStep)
    let vertical = scrollsVertically || !scrollsHorizontally
    switch code {
    case .upArrow: return CGPoint(x: base.x, y: base.y - step.height)
    case .downArrow: return CGPoint(x: base.x, y: base.y + step.height)
    case .leftArrow: return CGPoint(x: base.x - step.width, y: base.y)
    case .rightArrow: return CGPoint(x: base.x + step.width, y: base.y)
    case .pageUp, .pageDown, .space:
      let forward = code == .pageDown || (code == .space && !shift)
      let amount =
        isPagingEnabled ? (vertical ? pageSize.height : pageSize.width) : (vertical ? page.height : page.width)
      let signed = forward ? amount : -amount
      return vertical ? CGPoint(x: base.x, y: base.y + signed) : CGPoint(x: base.x + signed, y: base.y)
    case .home:
      return vertical ? CGPoint(x: base.x, y: minimumContentOffset.y) : CGPoint(x: minimumContentOffset.x, y: base.y)
    case .end:
      return vertical ? CGPoint(x: base.x, y: maximumContentOffset.y) : CGPoint(x: maximumContentOffset.x, y: base.y)
    default:
      return nil
    }
  }
}
