import Foundation

/// A bar of items along the bottom (UIKit's `UIToolbar`): the items in a row from the leading
/// edge, flexible spaces sharing the room left, in the bar's light translucent colour with a
/// hairline along the top. A navigation controller shows one with its top controller's
/// `toolbarItems` when `isToolbarHidden` is false.
@MainActor
open class UIToolbar: UIView {
  /// The toolbar's height in points (UIKit's toolbar on a phone).
  public static let height: CGFloat = 44

  /// The items, leading first.
  open var items: [UIBarButtonItem]? {
    didSet { itemViews = replaceViews(with: items ?? []) }
  }
  var itemViews: [BarButtonView] = []

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    // A choice of this project: the navigation bar's colour.
    backgroundColor = UINavigationBar.barColor
    accessibilityIdentifier = "toolbar"
  }

  /// A toolbar of no size (archives do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the items (this project does not animate bar items).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  private func replaceViews(with items: [UIBarButtonItem]) -> [BarButtonView] {
    let result = items.map { item in
      if let view = itemViews.first(where: { $0.item === item }) { return view }
      let view = BarButtonView(item: item)
      item.view = view
      return view
    }
    for view in itemViews where !result.contains(where: { $0 === view }) {
      view.removeFromSuperview()
      if view.item.view === view { view.item.view = nil }
    }
    for view in result where view.superview !== self { addSubview(view) }
    setNeedsLayout()
    return result
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // Items 8 pt from the edges: their own 8-pt padding brings titles to iOS's 16-pt margin.
    let inset = UINavigationBar.margin - BarButtonView.padding
    let frames = BarItemLayout.frames(
      of: itemViews, from: inset, to: bounds.width - inset, y: 0, height: UIToolbar.height)
    for (view, frame) in zip(itemViews, frames) { view.frame = frame }
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UIToolbar.height)
  }

  open override func draw(_ rect: CGRect) {
    let y = bounds.minY + 0.5
    UIGraphicsContext.current?.strokeLine(
      from: CGPoint(x: bounds.minX, y: y), to: CGPoint(x: bounds.maxX, y: y), color: UINavigationBar.hairlineColor)
  }
}
