import Foundation
import ViewCore

/// A translucent dark panel with the live state of one scroll view: offset, content size,
/// insets, zoom, velocity, the four state flags, the frame time and rate the app passes in, and
/// the latest delegate messages (from its window's `ScrollTrace`), in a small monospaced font.
public final class HUDView: UIView {
  /// The panel's size in points: wide enough for a message line with its velocity and target.
  public static let preferredSize = CGSize(width: 440, height: 360)
  static let font = UIFont.monospacedSystemFont(ofSize: 11)
  static let padding: CGFloat = 10

  /// The scroll view shown (the one under the pointer, say). Weak: scenes come and go.
  public weak var scrollView: UIScrollView? {
    didSet {
      guard scrollView !== oldValue else { return }
      previousOffset = nil
      velocity = .zero
      log.removeAll()
      refresh()
    }
  }

  /// Logs every scroll view's messages with its identifier, instead of only the shown one's.
  public var showsAllScrollViews = false { didSet { refreshLog() } }
  /// The display the app runs on (driver and pixels per point), shown on the last state line.
  public var display = "" { didSet { refresh() } }

  /// The display's refresh as the frame loop follows it, for the `refresh` line.
  public struct Refresh: Equatable {
    /// The refresh rate in use, in hertz (60, 120, 144 … from the display server).
    public var hertz: Double
    /// Whose clock says so: "compositor" (Wayland's presentation feedback), "Present" (X11's
    /// completions), "display mode" (until the server has said) or "swap interval" (a server
    /// with no clock to give).
    public var source: String
    /// Frames the display server reported shown, and of those, shown late.
    public var shownFrames: Int
    public var lateFrames: Int

    public init(hertz: Double, source: String, shownFrames: Int = 0, lateFrames: Int = 0) {
      self.hertz = hertz
      self.source = source
      self.shownFrames = shownFrames
      self.lateFrames = lateFrames
    }
  }

  /// The refresh in use, shown on its own line; nil shows a dash.
  public var refreshInUse: Refresh? { didSet { if refreshInUse != oldValue { refresh() } } }

  /// The latest velocity estimate in points per second (offset change over the frame time).
  public private(set) var velocity: CGPoint = .zero

  let statsLabel = UILabel()
  let logLabel = UILabel()
  private var log = ScrollMessageLog()
  /// The trace the HUD listens to (its window's) and its token there.
  private var observation: (trace: ScrollTrace, token: Int)?
  private var previousOffset: CGPoint?
  private var frameTime: TimeInterval = 0
  private var framesPerSecond: Double = 0

  public override init(frame: CGRect = CGRect(origin: .zero, size: HUDView.preferredSize)) {
    super.init(frame: frame)
    clipsToBounds = true
    isUserInteractionEnabled = false
    for label in [statsLabel, logLabel] {
      label.font = HUDView.font
      label.textColor = .white
      label.numberOfLines = 0
      label.clipsToBounds = true
      addSubview(label)
    }
    refresh()
  }

  public required init?(coder: NSCoder) { nil }

  /// Call once per drawn frame, before the window's display list is made, with the interval since
  /// the previous frame (seconds) and the frame rate: the velocity is the offset change over it.
  public func update(frameTime: TimeInterval, fps: Double) {
    self.frameTime = frameTime.isFinite ? max(0, frameTime) : 0
    framesPerSecond = fps.isFinite ? max(0, fps) : 0
    if let scrollView {
      let offset = scrollView.contentOffset
      if let previous = previousOffset, self.frameTime > 0 {
        velocity = CGPoint(
          x: (offset.x - previous.x) / CGFloat(self.frameTime),
          y: (offset.y - previous.y) / CGFloat(self.frameTime))
      }
      previousOffset = offset
    }
    refresh()
  }

  /// The state lines, as shown.
  public var statsText: String { statsLabel.text ?? "" }
  /// The message lines, as shown.
  public var logText: String { logLabel.text ?? "" }

  public override func sizeThatFits(_ size: CGSize) -> CGSize { HUDView.preferredSize }

  public override func didMoveToWindow() {
    super.didMoveToWindow()
    // Observing makes every scroll view build trace records, so only while the HUD is on screen.
    let trace = window?.services.scrollTrace
    guard observation?.trace !== trace else { return }
    if let observation { observation.trace.removeObserver(observation.token) }
    observation = trace.map { trace in
      (trace, trace.addObserver { [weak self] record in self?.receive(record) })
    }
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let inner = bounds.insetBy(dx: HUDView.padding, dy: HUDView.padding)
    let statsHeight = CGFloat(HUDView.statsLineCount) * HUDView.font.lineHeight
    statsLabel.frame = CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: statsHeight)
    let logTop = statsLabel.frame.maxY + HUDView.padding
    // A label centres its text vertically: make it as tall as its lines so the log hangs from the top.
    let lineCount = CGFloat(logText.split(separator: "\n").count)
    let logHeight = min(max(0, inner.maxY - logTop), lineCount * HUDView.font.lineHeight)
    logLabel.frame = CGRect(x: inner.minX, y: logTop, width: inner.width, height: logHeight)
  }

  public override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    context.fillRoundedRect(bounds, cornerRadius: 10, color: UIColor(white: 0.08, alpha: 0.78))
    let y = HUDView.padding + CGFloat(HUDView.statsLineCount) * HUDView.font.lineHeight + HUDView.padding / 2
    context.strokeLine(
      from: CGPoint(x: HUDView.padding, y: y), to: CGPoint(x: bounds.maxX - HUDView.padding, y: y),
      color: UIColor(white: 1, alpha: 0.25))
  }

  private func receive(_ record: ScrollTraceRecord) {
    guard showsAllScrollViews || matchesShownScrollView(record) else { return }
    log.append(record)
    refreshLog()
  }

  /// A record belongs to the shown scroll view when their identifiers match; without an
  /// identifier to match, every record is shown (with its view's name).
  private func matchesShownScrollView(_ record: ScrollTraceRecord) -> Bool {
    guard let identifier = scrollView?.accessibilityIdentifier, !identifier.isEmpty else { return true }
    return record.view == identifier
  }

  private var logShowsViewNames: Bool {
    showsAllScrollViews || (scrollView?.accessibilityIdentifier ?? "").isEmpty
  }

  private func refresh() {
    statsLabel.text = HUDView.statsLines(
      for: scrollView, velocity: velocity, frameTime: frameTime, fps: framesPerSecond, display: display,
      refresh: refreshInUse
    ).joined(separator: "\n")
    refreshLog()
  }

  private func refreshLog() {
    let lines = log.lines(showsView: logShowsViewNames)
    logLabel.text = (["Messages (latest last):"] + lines).joined(separator: "\n")
    setNeedsLayout()
  }
}
