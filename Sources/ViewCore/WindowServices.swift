import Foundation

/// What the platform lends the views of one window: text measuring, text input, the clipboard
/// and the trace of scroll-view messages. Views reach it through `window`; nothing in the core is set process-wide.
@MainActor
public final class WindowServices {
  /// Measures text as the platform draws it; nil leaves layout to an estimate.
  public var textMeasurer: TextMeasuring? {
    didSet { window?.textMeasurerDidChange() }
  }
  /// The desktop's text input (typed characters, input methods); nil: no typing reaches fields.
  public var textInput: TextInputHosting? {
    didSet { window?.inputDispatcher.updateTextInput() }
  }
  /// The desktop's clipboard; nil: `UIPasteboard.general` keeps its text in the process.
  public var pasteboard: PasteboardHosting? {
    didSet { if let pasteboard { UIPasteboard.general.lentHost = pasteboard } }
  }
  /// Where the window's scroll views report their messages and state changes.
  public let scrollTrace = ScrollTrace()
  weak var window: UIWindow?

  public init(textMeasurer: TextMeasuring? = nil) {
    self.textMeasurer = textMeasurer
  }
}

extension UIView {
  /// The size of `text` in `font` as this view's window measures it (an estimate outside one).
  public func measure(_ text: String, font: UIFont, wrapWidth: CGFloat? = nil) -> CGSize {
    TextMetrics.size(of: text, font: font, wrapWidth: wrapWidth, measurer: window?.services.textMeasurer)
  }
}

extension UIWindow {
  /// Text measured with the old measurer is measured again: labels sized to fit refit, and every
  /// view's intrinsic size (any of them may measure text) is asked for again by Auto Layout (an app
  /// that sets its root controller before `makeKeyAndVisible()` lays out before the platform
  /// lends its measurer).
  func textMeasurerDidChange() {
    visitSubtree { view in
      (view as? UILabel)?.refitIfSizedToFit()
      view.invalidateIntrinsicContentSize()
    }
    setNeedsRedraw()
  }
}
