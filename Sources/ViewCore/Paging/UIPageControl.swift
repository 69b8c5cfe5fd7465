import Foundation

/// A row of dots, one per page, the current one highlighted. A tap left or right of the current
/// dot moves one page that way and sends `.valueChanged`, as on iOS.
open class UIPageControl: UIControl {
  /// Dot diameter and the distance between dot centres, in points: choices of this project (iOS's
  /// look).
  public static let dotDiameter: CGFloat = 7
  public static let dotPitch: CGFloat = 16

  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
      setNeedsDisplay()
    }
  }

  /// The highlighted page, clamped to `0..<numberOfPages`.
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
      if clamped != currentPage { currentPage = clamped }
      if currentPage != oldValue { setNeedsDisplay() }
    }
  }

  open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
  /// Half-transparent grey by default, a choice of this project that shows on light and dark pages.
  open var pageIndicatorTintColor = UIColor(white: 0.5, alpha: 0.5) { didSet { setNeedsDisplay() } }
  open var currentPageIndicatorTintColor = UIColor.white { didSet { setNeedsDisplay() } }

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Archives do not exist here; the coder is not read (see `UIResponder.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The size needed for `pageCount` dots: 8 pt of margin each side and 26 pt of height, choices of
  /// this project (iOS's look).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(pageCount, 0)) * UIPageControl.dotPitch + 16, height: 26)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

  /// The size of its dots (`size(forNumberOfPages:)`), so that constraints and stack views give it
  /// its height, as UIKit's page control has one.
  open override var intrinsicContentSize: CGSize { self.size(forNumberOfPages: numberOfPages) }

  /// The centre of dot `page` in bounds coordinates.
  public func centerOfDot(_ page: Int) -> CGPoint {
    let width = CGFloat(numberOfPages) * UIPageControl.dotPitch
    let start = bounds.midX - width / 2 + UIPageControl.dotPitch / 2
    return CGPoint(x: start + CGFloat(page) * UIPageControl.dotPitch, y: bounds.midY)
  }

  var isDrawnHidden: Bool { numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1) }

  open override func draw(_ rect: CGRect) {
    guard !isDrawnHidden, let context = UIGraphicsContext.current else { return }
    let radius = UIPageControl.dotDiameter / 2
    for page in 0..<numberOfPages {
      let centre = centerOfDot(page)
      let dot = CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2)
      context.fillEllipse(in: dot, color: page == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor)
    }
  }

  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    !isDrawnHidden && super.point(inside: point, with: event)
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 1 else { return }
    let x = touch.location(in: self).x
    let current = centerOfDot(currentPage).x
    let newPage = x < current ? currentPage - 1 : currentPage + 1
    guard newPage >= 0, newPage < numberOfPages else { return }
    currentPage = newPage
    sendActions(for: .valueChanged)
  }
}
