import Foundation

/// Pull to refresh (UIKit's `UIRefreshControl`): assigned to a scroll view's `refreshControl`, it
/// sits above the content. A drag that pulls the content `triggerDistance` past its top begins
/// refreshing: the control sends `.valueChanged`, and the scroll view's `adjustedContentInset`
/// grows by the control's height so the spinning control stays in view when the finger lifts.
/// `endRefreshing()` takes the inset back and slides the content up.
@MainActor
open class UIRefreshControl: UIControl {
  /// The control's height, in points: 60, a choice of this project (iOS's control is about that tall).
  public static let height: CGFloat = 60
  /// How far past its top the content must be pulled to begin refreshing: 100 pt, a choice of this
  /// project (iOS does not document it; its control starts at about this pull).
  public static let triggerDistance: CGFloat = 100

  /// True from the pull (or `beginRefreshing()`) until `endRefreshing()`.
  open private(set) var isRefreshing = false
  /// The text under the spinner.
  open var attributedTitle: NSAttributedString? { didSet { setNeedsDisplay() } }
  /// The spinner's colour: grey unless a tint is set on the control itself (a table's tint does
  /// not colour its refresh control on iOS); setting nil goes back to grey.
  open override var tintColor: UIColor! {
    get { ownTintColor ?? .gray }
    set { super.tintColor = newValue }
  }

  /// The scroll view showing the control (set by `UIScrollView.refreshControl`).
  weak var scrollView: UIScrollView?
  /// How far the pull has come toward the trigger, 0…1: that many of the spinner's ticks show.
  var pullFraction: CGFloat = 0
  /// Which tick is brightest while spinning; the window's clock moves it.
  var spinnerPhase = 0

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setUp()
  }

  /// A control of no size (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    // Touches in the pulled-open area belong to the scroll view.
    isUserInteractionEnabled = false
    autoresizingMask = [.flexibleWidth]
    accessibilityIdentifier = "refreshControl"
  }

  /// Shows the control refreshing (no `.valueChanged`: the caller started the work), as UIKit's.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    startSpinning()
    scrollView?.updateAdjustedContentInset()
    setNeedsDisplay()
  }

  /// Ends refreshing: the inset shrinks back and, if the control is in view and no finger holds
  /// the content, the content slides back up to its top.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    window?.removeAnimator(self)
    setNeedsDisplay()
    guard let scrollView else { return }
    let restingTop = scrollView.adjustedContentInset.top - UIRefreshControl.height
    if !scrollView.isTracking, !scrollView.isDragging, scrollView.contentOffset.y < -restingTop {
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -restingTop), animated: true)
    }
    scrollView.updateAdjustedContentInset()
  }

  /// The scroll view moved: place the control above the content and, during a drag that has
  /// pulled far enough, begin refreshing.
  func scrollViewDidMove() {
    guard let scrollView else { return }
    let top = scrollView.adjustedContentInset.top - (isRefreshing ? UIRefreshControl.height : 0)
    frame = CGRect(
      x: scrollView.bounds.minX, y: -top - UIRefreshControl.height, width: scrollView.bounds.width,
      height: UIRefreshControl.height)
    let pull = -(scrollView.contentOffset.y + top)
    let fraction = min(max(pull / UIRefreshControl.triggerDistance, 0), 1)
    if fraction != pullFraction {
      pullFraction = fraction
      setNeedsDisplay()
    }
    if !isRefreshing, scrollView.isDragging, pull >= UIRefreshControl.triggerDistance {
      beginRefreshing()
      sendActions(for: .valueChanged)
    }
  }

  private func startSpinning() {
    window?.addAnimator(self)
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if isRefreshing { startSpinning() }
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    let hasTitle = !(attributedTitle?.string.isEmpty ?? true)
    let center = CGPoint(x: bounds.midX, y: bounds.midY - (hasTitle ? 10 : 0))
    // Twelve ticks, as iOS's activity indicator; 7 to 13 pt from the centre (choices of this project).
    let ticks = 12
    let shown = isRefreshing ? ticks : Int((pullFraction * CGFloat(ticks)).rounded(.down))
    for tick in 0..<shown {
      let angle = CGFloat(tick) / CGFloat(ticks) * 2 * .pi - .pi / 2
      let age = isRefreshing ? (spinnerPhase - tick + ticks) % ticks : 0
      let alpha = isRefreshing ? 1 - CGFloat(age) / CGFloat(ticks) * 0.8 : 1
      let (cosine, sine) = (cos(angle), sin(angle))
      context.strokeLine(
        from: CGPoint(x: center.x + 7 * cosine, y: center.y + 7 * sine),
        to: CGPoint(x: center.x + 13 * cosine, y: center.y + 13 * sine),
        color: tintColor.withAlphaComponent(alpha), lineWidth: 2.5)
    }
    guard hasTitle, let title = attributedTitle else { return }
    drawAttributedLine(
      title, font: .systemFont(ofSize: 13), color: .darkGray, alignment: .center,
      in: CGRect(x: bounds.minX, y: center.y + 16, width: bounds.width, height: 20), context: context)
  }
}

extension UIRefreshControl: FrameAnimating {
  /// Turns the spinner: one tick every 1/12 s (a turn a second, as iOS's indicator).
  package func advance(to time: TimeInterval) -> Bool {
    guard isRefreshing, window != nil else { return false }
    let phase = Int((time * 12).rounded(.down)) % 12
    if phase != spinnerPhase {
      spinnerPhase = phase
      setNeedsDisplay()
    }
    return true
  }
}
