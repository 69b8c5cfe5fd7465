import Foundation
import ViewCore

/// The essay's example: a purple view holding a few subviews. Changing the purple view's
/// `bounds.origin` — with the arrow keys (10 pt a press), or by dragging the round handle —
/// moves every subview, because each is composited at `frame.origin − superview.bounds.origin`.
/// The formula is shown with live numbers, and each view's frame is outlined.
final class CompositingSceneController: UIViewController {
  /// How far one arrow key press moves the purple view's bounds origin, in points.
  static let keyStep: CGFloat = 10
  let purple = UIView(frame: CGRect(x: 80, y: 120, width: 480, height: 400))
  let handle = HandleView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
  let formula = UILabel()
  let outline = OutlineView()
  private var dragStartOrigin: CGPoint = .zero

  override func viewDidLoad() {
    view.backgroundColor = UIColor(white: 0.96)
    purple.backgroundColor = UIColor(hex: 0x8E44AD)
    purple.accessibilityIdentifier = "purple"
    purple.clipsToBounds = true
    let colors: [UInt32] = [0xF1C40F, 0x2ECC71, 0x3498DB]
    let frames = [
      CGRect(x: 20, y: 20, width: 140, height: 90), CGRect(x: 200, y: 140, width: 160, height: 110),
      CGRect(x: 60, y: 260, width: 120, height: 100),
    ]
    for (index, frame) in frames.enumerated() {
      let child = UIView(frame: frame)
      child.backgroundColor = UIColor(hex: colors[index])
      child.accessibilityIdentifier = "child\(index + 1)"
      purple.addSubview(child)
    }
    view.addSubview(purple)
    outline.scene = self
    view.addSubview(outline)

    handle.accessibilityIdentifier = "handle"
    let pan = UIPanGestureRecognizer()
    pan.addTarget(self) { [weak self] recognizer in self?.handleDrag(recognizer as! UIPanGestureRecognizer) }
    handle.addGestureRecognizer(pan)
    view.addSubview(handle)

    formula.font = .monospacedSystemFont(ofSize: 15)
    formula.numberOfLines = 0
    view.addSubview(formula)
    update()
  }

  override func viewWillLayoutSubviews() {
    formula.frame = CGRect(x: 600, y: 120, width: max(0, view.bounds.width - 620), height: 400)
    update()
  }

  /// Arrow keys move the purple view's bounds origin by `keyStep`.
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let step = CompositingSceneController.keyStep
    var origin = purple.bounds.origin
    switch presses.first?.key?.keyCode {
    case .leftArrow?: origin.x -= step
    case .rightArrow?: origin.x += step
    case .upArrow?: origin.y -= step
    case .downArrow?: origin.y += step
    default: return super.pressesBegan(presses, with: event)
    }
    setBoundsOrigin(origin)
  }

  func setBoundsOrigin(_ origin: CGPoint) {
    purple.bounds.origin = origin
    update()
  }

  /// Dragging the handle moves the bounds origin by the opposite of the drag, so the content
  /// follows the finger as in a scroll view.
  private func handleDrag(_ pan: UIPanGestureRecognizer) {
    if pan.state == .began { dragStartOrigin = purple.bounds.origin }
    guard pan.state == .began || pan.state == .changed else { return }
    let translation = pan.translation(in: view)
    setBoundsOrigin(CGPoint(x: dragStartOrigin.x - translation.x, y: dragStartOrigin.y - translation.y))
  }

  private func update() {
    let origin = purple.bounds.origin
    handle.center = CGPoint(x: purple.frame.maxX - 22 - origin.x * 0.25, y: purple.frame.minY - 30 - origin.y * 0.25)
    var lines = [
      "compositedPosition = frame.origin − superview.bounds.origin", "",
      "purple.bounds.origin = (\(Self.format(origin.x)), \(Self.format(origin.y)))", "",
    ]
    for child in purple.subviews {
      let frame = child.frame
      let shown = CGPoint(x: frame.minX - origin.x, y: frame.minY - origin.y)
      lines.append(
        "\(child.accessibilityIdentifier ?? "view"): (\(Self.format(frame.minX)), \(Self.format(frame.minY)))"
          + " − (\(Self.format(origin.x)), \(Self.format(origin.y))) = (\(Self.format(shown.x)), \(Self.format(shown.y)))"
      )
    }
    lines += ["", "Arrow keys: ±10 pt · drag the white handle"]
    formula.text = lines.joined(separator: "\n")
    outline.setNeedsDisplay()
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
  }
}

/// Outlines of the purple view's bounds and of each subview's frame where it is composited,
/// dashed where a subview is clipped away, drawn above everything and never taking touches.
final class OutlineView: UIView {
  weak var scene: CompositingSceneController?

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  required init?(coder: NSCoder) { nil }

  override func didMoveToWindow() {
    if let superview { frame = superview.bounds }
  }

  override func draw(_ rect: CGRect) {
    guard let scene, let context = UIGraphicsContext.current else { return }
    let purple = scene.purple
    context.stroke(purple.frame.insetBy(dx: -3, dy: -3), color: UIColor(hex: 0x5B2C6F), lineWidth: 2)
    for child in purple.subviews {
      let shown = purple.convert(child.frame, to: self)
      context.stroke(shown, color: .black, lineWidth: 1)
    }
  }
}

/// The round white handle that drags the purple view's bounds origin.
final class HandleView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current else { return }
    context.fillEllipse(in: bounds.insetBy(dx: 2, dy: 2), color: .white)
    context.strokeRoundedRect(
      bounds.insetBy(dx: 2, dy: 2), cornerRadius: bounds.width / 2 - 2, color: UIColor(hex: 0x5B2C6F), lineWidth: 2)
  }
}
