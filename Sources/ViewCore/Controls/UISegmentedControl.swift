import Foundation

/// A row of segments, one selected (UIKit's `UISegmentedControl`), 32 pt tall: a tap on a
/// segment selects it and sends `.valueChanged`. Segments share the width equally, each as wide
/// as the widest title needs.
open class UISegmentedControl: UIControl {
  /// `selectedSegmentIndex` when no segment is selected.
  public static let noSegment = -1
  /// The control's height in points: 32, UIKit's since iOS 13.
  public static let height: CGFloat = 32
  /// The padding either side of a segment's title: 12 pt, a choice of this project (iOS's look).
  public static let titlePadding: CGFloat = 12

  private var titles: [String] = []
  /// The selected segment, or `noSegment`; out-of-range values select nothing.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if selectedSegmentIndex < 0 || selectedSegmentIndex >= titles.count {
        selectedSegmentIndex = UISegmentedControl.noSegment
      }
      if selectedSegmentIndex != oldValue { setNeedsDisplay() }
    }
  }
  /// The selected segment's colour; nil draws white, iOS's default.
  open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// Kept for source compatibility: a tap always selects here.
  open var isMomentary = false
  /// The font of the titles: 13 pt, UIKit's.
  var titleFont = UIFont.systemFont(ofSize: 13)

  /// A control with one segment per title (`String` items; other items show as empty segments).
  public init(items: [Any]?) {
    titles = (items ?? []).map { ($0 as? String) ?? "" }
    super.init(frame: .zero)
    bounds.size = intrinsicContentSize
  }

  public override convenience init(frame: CGRect) {
    self.init(items: nil)
    self.frame = frame
  }

  /// A control with no segments (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open var numberOfSegments: Int { titles.count }

  /// Inserts a segment titled `title` at `segment` (clamped to the valid range).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(title ?? "", at: index)
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    segmentsChanged()
  }

  /// Removes segment `segment`; an index out of range is ignored.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = UISegmentedControl.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    segmentsChanged()
  }

  open func removeAllSegments() {
    titles.removeAll()
    selectedSegmentIndex = UISegmentedControl.noSegment
    segmentsChanged()
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    segmentsChanged()
  }

  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  private func segmentsChanged() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// Every segment as wide as the widest title with its padding; 32 pt tall.
  open override var intrinsicContentSize: CGSize {
    let widest = titles.map { measure($0, font: titleFont).width }.max() ?? 0
    let segment = (widest + 2 * Self.titlePadding).rounded(.up)
    return CGSize(width: CGFloat(titles.count) * segment, height: Self.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Segment `index`'s rectangle in bounds coordinates (the width shared equally).
  func rectForSegment(_ index: Int) -> CGRect {
    let width = titles.isEmpty ? 0 : bounds.width / CGFloat(titles.count)
    return CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, bounds.contains(touch.location(in: self)), !titles.isEmpty else { return }
    let point = touch.location(in: self)
    guard let index = titles.indices.first(where: { rectForSegment($0).contains(point) }) else { return }
    if index != selectedSegmentIndex {
      selectedSegmentIndex = index
      sendActions(for: .valueChanged)
    }
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    // A 9 pt rounded grey well with the selected segment raised in white 2 pt inside it (iOS 13's look).
    context.fillRoundedRect(bounds, cornerRadius: 9, color: .tertiarySystemFill)
    if titles.indices.contains(selectedSegmentIndex) {
      let selected = rectForSegment(selectedSegmentIndex).insetBy(dx: 2, dy: 2)
      context.fillRoundedRect(selected, cornerRadius: 7, color: selectedSegmentTintColor ?? .white)
    }
    for (index, title) in titles.enumerated() {
      let colour: UIColor = isEnabled ? .label : .tertiaryLabel
      let font = index == selectedSegmentIndex ? UIFont.boldSystemFont(ofSize: 13) : titleFont
      context.draw(TextRun(text: title, font: font, color: colour, alignment: .center), in: rectForSegment(index))
    }
  }
}
