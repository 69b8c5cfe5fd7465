import Foundation

/// Text drawn with the platform's fonts (SDL2_ttf, DejaVu), vertically centred like UIKit's label.
open class UILabel: UIView {
  /// Setting it drops `attributedText`'s runs: the label's font and colour draw all of it.
  open var text: String? {
    didSet {
      attributeRuns = nil
      if text != oldValue {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
      }
    }
  }
  /// The system font at 17 pt by default, UIKit's documented default.
  open var font: UIFont = .systemFont(ofSize: 17) {
    didSet {
      if font != oldValue {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
      }
    }
  }
  open var textColor: UIColor = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
  open var textAlignment: NSTextAlignment = .left { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
  /// 0 means as many lines as needed.
  open var numberOfLines = 1 {
    didSet {
      if numberOfLines != oldValue {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
      }
    }
  }
  /// The text in runs of fonts, colours, backgrounds, underlines and strikethroughs, each
  /// paragraph aligned by its paragraph style; attributes absent from a run are the label's
  /// `font` and `textColor`. Reading it back gives the label's font and colour to plain text.
  open var attributedText: NSAttributedString? {
    get {
      guard let text else { return nil }
      if let attributeRuns { return attributeRuns.attributedString(of: text) }
      return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: textColor])
    }
    set {
      // `text` first: setting it drops the runs.
      text = newValue?.string
      let runs = newValue.map(TextAttributeRuns.init(of:))
      attributeRuns = runs?.isPlain == false ? runs : nil
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The runs of `attributedText` when any draws other than plain (nil: the label's own font
  /// and colour for all of it).
  private var attributeRuns: TextAttributeRuns?
  /// Accepted for source compatibility: one line is cut at its tail with "…", more lines wrap by
  /// words and cut their last line's tail.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Kept for source compatibility: the desktop has only the default content size.
  open var adjustsFontForContentSizeCategory = false
  /// The width a multi-line label wraps at when constraints size it (0: its current width).
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

  /// The text's size: one line, or wrapped at `preferredMaxLayoutWidth` (else the current width).
  open override var intrinsicContentSize: CGSize {
    let wrap = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    let size = sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : wrap, height: 0))
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  /// The text's size wrapped at `width` (Auto Layout's second pass, which knows the label's width).
  func intrinsicSize(wrappingAt width: CGFloat) -> CGSize {
    let size = sizeThatFits(CGSize(width: width, height: 0))
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  /// The size `sizeToFit()` gave the label, while nothing else has changed it: such a label fits
  /// itself again when its window's text measurer becomes known (labels made before they are in
  /// a window are sized by an estimate).
  private var fittedSize: CGSize?

  /// Whether the text was measured while the label was in no window, so by the estimate: a view
  /// that placed the label from that measure (a list cell configured and sized before the
  /// collection view shows it) lays it out again when the label reaches a window.
  private var measuredByEstimate = false

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Archives do not exist here; the coder is not read (see `UIResponder.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override func sizeToFit() {
    super.sizeToFit()
    fittedSize = bounds.size
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil else { return }
    if measuredByEstimate {
      measuredByEstimate = false
      invalidateIntrinsicContentSize()
      superview?.setNeedsLayout()
    }
    refitIfSizedToFit()
  }

  func refitIfSizedToFit() {
    guard let fittedSize, fittedSize == bounds.size else { return }
    sizeToFit()
  }

  public convenience init(text: String, font: UIFont = .systemFont(ofSize: 17), color: UIColor = .label) {
    self.init(frame: .zero)
    self.text = text
    self.font = font
    self.textColor = color
    sizeToFit()
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let wrap: CGFloat? = numberOfLines == 1 ? nil : (size.width > 0 ? size.width : nil)
    if window == nil { measuredByEstimate = true }
    if let attributeRuns {
      let layout = styledLayout(text, attributeRuns, wrapWidth: wrap)
      return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }
    let measured = measure(text, font: font, wrapWidth: wrap)
    if numberOfLines > 0 {
      return CGSize(width: measured.width, height: min(measured.height, CGFloat(numberOfLines) * font.lineHeight))
    }
    return measured
  }

  open override func draw(_ rect: CGRect) {
    guard let text, !text.isEmpty, let context = UIGraphicsContext.current else { return }
    if let attributeRuns {
      let layout = styledLayout(text, attributeRuns, wrapWidth: numberOfLines == 1 ? nil : bounds.width)
      // Vertically centred, as the plain text is.
      let top = ((bounds.height - layout.size.height) / 2).rounded()
      layout.draw(in: context, at: CGPoint(x: 0, y: top), boxWidth: bounds.width, alignment: textAlignment)
      return
    }
    context.draw(
      TextRun(text: text, font: font, color: textColor, alignment: textAlignment, numberOfLines: numberOfLines),
      in: bounds)
  }

  private func styledLayout(_ text: String, _ runs: TextAttributeRuns, wrapWidth: CGFloat?) -> StyledTextLayout {
    StyledTextLayout(
      text: text, runs: runs, font: font, color: textColor, wrapWidth: wrapWidth, numberOfLines: numberOfLines
    ) { [unowned self] string, font in self.measure(string, font: font).width }
  }
}
