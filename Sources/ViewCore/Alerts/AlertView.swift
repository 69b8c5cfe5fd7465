import Foundation

/// What an alert controller shows over the window: the window dimmed and the alert's box — in
/// the middle for an alert (270 pt wide, buttons side by side when there are two, else stacked),
/// at the bottom for an action sheet (the actions in one box, the cancel action in its own box
/// under it). Sizes are iOS's (Apple's UI design resources): 270-pt alerts with 14-pt corners and
/// 44-pt buttons; action sheets with 57-pt rows and 13-pt corners, 8 pt from the edges.
@MainActor
final class AlertView: UIView {
  static let alertWidth: CGFloat = 270
  static let alertButtonHeight: CGFloat = 44
  static let sheetRowHeight: CGFloat = 57
  /// The action sheet is at most 400 pt wide on a wide window, a choice of this project (iOS's
  /// sheet spans a phone's width; a desktop window is much wider).
  static let sheetMaximumWidth: CGFloat = 400
  static let gap: CGFloat = 8
  /// Text starts 16 pt in; the title 20 pt below the top (iOS's alert).
  static let textInset: CGFloat = 16
  /// How dark the window gets behind the alert: 20 % black, iOS's dimming.
  static let dimming: CGFloat = 0.2
  /// Text fields: 13-pt text (iOS's alert fields) in 30-pt boxes 8 pt apart, with 6 pt inside
  /// each box before the text and 16 pt after the last box — a choice of this project close to
  /// iOS's look.
  static let textFieldFont = UIFont.systemFont(ofSize: 13)
  static let textFieldHeight: CGFloat = 30
  static let textFieldSpacing: CGFloat = 8
  static let textFieldPadding: CGFloat = 6

  weak var controller: UIAlertController?
  private(set) var buttons: [AlertActionButton] = []
  /// The boxes' frames: the main one and, for an action sheet with a cancel action, the cancel box.
  private(set) var boxFrame: CGRect = .zero
  private(set) var cancelBoxFrame: CGRect?
  private var textHeight: CGFloat = 0

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    accessibilityIdentifier = "alert"
    actionsDidChange()
    textFieldsDidChange()
  }

  /// Made only by an alert controller.
  required init?(coder: NSCoder) { nil }

  var isSheet: Bool { controller?.preferredStyle == .actionSheet }
  var titleFont: UIFont { isSheet ? .boldSystemFont(ofSize: 13) : .boldSystemFont(ofSize: 17) }
  var messageFont: UIFont { .systemFont(ofSize: 13) }

  func actionsDidChange() {
    buttons.forEach { $0.removeFromSuperview() }
    buttons = (controller?.actions ?? []).map { action in
      let button = AlertActionButton(action: action)
      action.button = button
      button.addAction(UIAction { [weak self] _ in self?.controller?.choose(action) }, for: .touchUpInside)
      addSubview(button)
      return button
    }
    setNeedsLayout()
  }

  /// Puts the controller's text fields in the box (they are laid out under the message).
  func textFieldsDidChange() {
    for field in controller?.fields ?? [] where field.superview !== self { addSubview(field) }
    setNeedsLayout()
  }

  /// The text fields' height with the gaps around them (none with no field).
  private func textFieldsHeight() -> CGFloat {
    let count = CGFloat(controller?.fields.count ?? 0)
    guard count > 0 else { return 0 }
    let above: CGFloat = textHeight == 0 ? 16 : 0
    return above + count * Self.textFieldHeight + (count - 1) * Self.textFieldSpacing + 16
  }

  /// The box drawn around text field `field` (its frame with the padding).
  private func box(of field: UITextField) -> CGRect {
    field.frame.insetBy(dx: -Self.textFieldPadding, dy: 0)
  }

  /// The buttons in the order they are shown: the cancel action last when stacked, first (left)
  /// beside one other in an alert, as on iOS.
  private var orderedButtons: [AlertActionButton] {
    let others = buttons.filter { $0.action.style != .cancel }
    let cancel = buttons.filter { $0.action.style == .cancel }
    if !isSheet && buttons.count == 2 { return cancel + others }
    return others + cancel
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let controller else { return }
    let preferred = controller.preferredAction
    for button in buttons {
      button.isBold = preferred.map { $0 === button.action } ?? (button.action.style == .cancel)
      button.setNeedsDisplay()
    }
    isSheet ? layOutSheet() : layOutAlert()
    setNeedsDisplay()
  }

  private func measureText(width: CGFloat) -> CGFloat {
    let textWidth = width - 2 * Self.textInset
    var height: CGFloat = 0
    if let title = controller?.title, !title.isEmpty {
      height += measure(title, font: titleFont, wrapWidth: textWidth).height
    }
    if let message = controller?.message, !message.isEmpty {
      height += (height > 0 ? 4 : 0) + measure(message, font: messageFont, wrapWidth: textWidth).height
    }
    // 20 pt above and below the text when there is any (iOS's alert), 14 in an action sheet.
    return height > 0 ? height + (isSheet ? 28 : 40) : 0
  }

  private func layOutAlert() {
    let width = min(Self.alertWidth, bounds.width - 2 * Self.gap)
    textHeight = measureText(width: width)
    let fieldsHeight = textFieldsHeight()
    let ordered = orderedButtons
    let sideBySide = ordered.count == 2
    let buttonsHeight = sideBySide ? Self.alertButtonHeight : CGFloat(ordered.count) * Self.alertButtonHeight
    let height = textHeight + fieldsHeight + buttonsHeight
    boxFrame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    cancelBoxFrame = nil
    var fieldTop = boxFrame.minY + textHeight + (textHeight == 0 ? 16 : 0)
    for field in controller?.fields ?? [] {
      let inset = Self.textInset + Self.textFieldPadding
      field.frame = CGRect(
        x: boxFrame.minX + inset, y: fieldTop, width: width - 2 * inset, height: Self.textFieldHeight)
      fieldTop += Self.textFieldHeight + Self.textFieldSpacing
    }
    let buttonsTop = boxFrame.minY + textHeight + fieldsHeight
    for (index, button) in ordered.enumerated() {
      if sideBySide {
        button.frame = CGRect(
          x: boxFrame.minX + CGFloat(index) * width / 2, y: buttonsTop, width: width / 2,
          height: Self.alertButtonHeight)
      } else {
        button.frame = CGRect(
          x: boxFrame.minX, y: buttonsTop + CGFloat(index) * Self.alertButtonHeight, width: width,
          height: Self.alertButtonHeight)
      }
    }
  }

  private func layOutSheet() {
    let width = min(Self.sheetMaximumWidth, bounds.width - 2 * Self.gap)
    textHeight = measureText(width: width)
    let others = orderedButtons.filter { $0.action.style != .cancel }
    let cancel = orderedButtons.first { $0.action.style == .cancel }
    let x = (bounds.width - width) / 2
    var bottom = bounds.height - safeAreaInsets.bottom - Self.gap
    if let cancel {
      let frame = CGRect(x: x, y: bottom - Self.sheetRowHeight, width: width, height: Self.sheetRowHeight)
      cancel.frame = frame
      cancelBoxFrame = frame
      bottom = frame.minY - Self.gap
    } else {
      cancelBoxFrame = nil
    }
    let height = textHeight + CGFloat(others.count) * Self.sheetRowHeight
    boxFrame = CGRect(x: x, y: bottom - height, width: width, height: height)
    for (index, button) in others.enumerated() {
      button.frame = CGRect(
        x: x, y: boxFrame.minY + textHeight + CGFloat(index) * Self.sheetRowHeight, width: width,
        height: Self.sheetRowHeight)
    }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current, let controller else { return }
    context.fill(bounds, color: UIColor(white: 0, alpha: Self.dimming))
    let radius: CGFloat = isSheet ? 13 : 14
    // iOS's alert material, nearly opaque (no blur here).
    context.fillRoundedRect(boxFrame, cornerRadius: radius, color: .chromeMaterial)
    if let cancelBoxFrame {
      context.fillRoundedRect(cancelBoxFrame, cornerRadius: radius, color: .chromeOpaqueMaterial)
    }
    var y = boxFrame.minY + (isSheet ? 14 : 20)
    let textWidth = boxFrame.width - 2 * Self.textInset
    let textColor: UIColor = isSheet ? .chromeSecondaryText : .label
    if let title = controller.title, !title.isEmpty {
      let height = measure(title, font: titleFont, wrapWidth: textWidth).height
      context.draw(
        TextRun(text: title, font: titleFont, color: textColor, alignment: .center, numberOfLines: 0),
        in: CGRect(x: boxFrame.minX + Self.textInset, y: y, width: textWidth, height: height))
      y += height + 4
    }
    if let message = controller.message, !message.isEmpty {
      let height = measure(message, font: messageFont, wrapWidth: textWidth).height
      context.draw(
        TextRun(text: message, font: messageFont, color: textColor, alignment: .center, numberOfLines: 0),
        in: CGRect(x: boxFrame.minX + Self.textInset, y: y, width: textWidth, height: height))
    }
    // Hairlines above each button of the main box, and between two side-by-side buttons.
    let line = UIColor.chromeHairline
    for field in controller.fields {
      context.fill(box(of: field), color: .chromeOpaqueMaterial)
      context.stroke(box(of: field), color: line, lineWidth: 0.5)
    }
    for button in buttons where button.frame.minY > boxFrame.minY && boxFrame.contains(button.frame.origin) {
      context.strokeLine(
        from: CGPoint(x: button.frame.minX, y: button.frame.minY + 0.25),
        to: CGPoint(x: button.frame.maxX, y: button.frame.minY + 0.25), color: line, lineWidth: 0.5)
      if button.frame.minX > boxFrame.minX {
        context.strokeLine(
          from: CGPoint(x: button.frame.minX, y: button.frame.minY),
          to: CGPoint(x: button.frame.minX, y: button.frame.maxY), color: line, lineWidth: 0.5)
      }
    }
  }

  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let controller, let code = presses.first?.key?.keyCode else { return }
    switch code {
    case .escape:
      if let cancel = controller.cancelAction { controller.choose(cancel) }
    case .returnOrEnter:
      if let preferred = controller.preferredAction { controller.choose(preferred) }
    default:
      // Nothing under a shown alert hears keys: it is modal.
      break
    }
  }

  /// A tap outside an action sheet's boxes cancels it (when it has a cancel action), as on iOS.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isSheet, let controller, let cancel = controller.cancelAction, let touch = touches.first else { return }
    let point = touch.location(in: self)
    if !boxFrame.contains(point) && !(cancelBoxFrame?.contains(point) ?? false) { controller.choose(cancel) }
  }
}
