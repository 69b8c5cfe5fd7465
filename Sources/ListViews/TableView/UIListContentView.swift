import Foundation
import ViewCore

/// The view that shows a `UIListContentConfiguration` (UIKit's `UIListContentView`): an image
/// view and two labels placed by frames inside the configuration's margins. Its `sizeThatFits`
/// is the height the content needs at a width, which a self-sizing row takes.
open class UIListContentView: UIView, UIContentView {
  /// The configuration shown; a new one updates the labels and the image at once.
  open var configuration: UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let configuration = newValue as? UIListContentConfiguration else { return }
      listConfiguration = configuration
    }
  }

  /// The configuration shown, as its own type.
  var listConfiguration: UIListContentConfiguration {
    didSet { apply() }
  }

  /// Where the text is, for constraints (iOS's); nil here: the text is placed by frames, not
  /// exposed to Auto Layout.
  open var textLayoutGuide: UILayoutGuide? { nil }

  let imageView = UIImageView()
  let textLabel = UILabel()
  let secondaryTextLabel = UILabel()

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    apply()
  }

  /// Archives do not exist here; the coder is not read.
  public required init?(coder: NSCoder) { nil }

  private func apply() {
    let configuration = listConfiguration
    imageView.image = configuration.image
    imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.isHidden = configuration.image == nil
    Self.style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
    Self.style(
      secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
      configuration.secondaryTextProperties)
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  private static func style(
    _ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
    _ properties: UIListContentConfiguration.TextProperties
  ) {
    if let attributed { label.attributedText = attributed } else { label.text = text }
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.textAlignment = properties.alignment
    label.isHidden = (label.text ?? "").isEmpty
  }

  /// Where each part goes in a view `width` points wide, and the height the content needs.
  struct Placement {
    var image: CGRect = .zero
    var text: CGRect = .zero
    var secondaryText: CGRect = .zero
    var height: CGFloat = 0
  }

  func placement(width: CGFloat) -> Placement {
    let configuration = listConfiguration
    let margins = effectiveMargins
    var result = Placement()
    var textX = margins.leading
    var imageSize = CGSize.zero
    if let image = configuration.displayedImage {
      imageSize = Self.fitted(image.size, within: configuration.imageProperties.maximumSize)
      let reserved = configuration.imageProperties.reservedLayoutSize
      let slot = CGSize(width: max(imageSize.width, reserved.width), height: max(imageSize.height, reserved.height))
      result.image = CGRect(
        x: textX + (slot.width - imageSize.width) / 2, y: 0, width: imageSize.width, height: imageSize.height)
      imageSize = slot
      textX += slot.width + configuration.imageToTextPadding
    }
    let available = max(0, width - textX - margins.trailing)
    let hasText = !(textLabel.text ?? "").isEmpty
    let hasSecondary = !(secondaryTextLabel.text ?? "").isEmpty
    let textBlock: CGFloat
    if configuration.prefersSideBySideTextAndSecondaryText {
      let secondaryWidth =
        hasSecondary ? min(available / 2, secondaryTextLabel.sizeThatFits(.zero).width.rounded(.up)) : 0
      let gap = hasSecondary ? configuration.textToSecondaryTextHorizontalPadding : 0
      let textWidth = max(0, available - secondaryWidth - gap)
      let textHeight = hasText ? textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height : 0
      let secondaryHeight =
        hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: secondaryWidth, height: 0)).height : 0
      textBlock = max(textHeight, secondaryHeight)
      result.text = CGRect(x: textX, y: 0, width: textWidth, height: textHeight)
      result.secondaryText = CGRect(
        x: textX + available - secondaryWidth, y: 0, width: secondaryWidth, height: secondaryHeight)
    } else {
      let textHeight = hasText ? textLabel.sizeThatFits(CGSize(width: available, height: 0)).height : 0
      let secondaryHeight =
        hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0)).height : 0
      let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
      textBlock = textHeight + gap + secondaryHeight
      result.text = CGRect(x: textX, y: 0, width: available, height: textHeight)
      result.secondaryText = CGRect(x: textX, y: textHeight + gap, width: available, height: secondaryHeight)
    }
    let content = max(textBlock, imageSize.height)
    result.height = margins.top + content + margins.bottom
    return result
  }

  /// `size` scaled down to fit `maximum` (0 in a dimension: no limit), keeping its aspect ratio.
  static func fitted(_ size: CGSize, within maximum: CGSize) -> CGSize {
    var scale: CGFloat = 1
    if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
    if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
    return CGSize(width: size.width * scale, height: size.height * scale)
  }

  /// The configuration's margins, widened on its preserved axes to the superview's margins
  /// where the view lies within them (a superview margin less the view's distance from that edge).
  var effectiveMargins: NSDirectionalEdgeInsets {
    var margins = listConfiguration.directionalLayoutMargins
    let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
    guard let superview, !axes.isEmpty else { return margins }
    let outer = superview.directionalLayoutMargins
    let container = superview.bounds
    if axes.contains(.horizontal) {
      margins.leading = max(margins.leading, outer.leading - (frame.minX - container.minX))
      margins.trailing = max(margins.trailing, outer.trailing - (container.maxX - frame.maxX))
    }
    if axes.contains(.vertical) {
      margins.top = max(margins.top, outer.top - (frame.minY - container.minY))
      margins.bottom = max(margins.bottom, outer.bottom - (container.maxY - frame.maxY))
    }
    return margins
  }

  /// The height the content needs at `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: placement(width: size.width).height)
  }

  /// The content as tall as it needs at the current width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: placement(width: bounds.width).height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let placed = placement(width: bounds.width)
    // The content block is centred vertically in the space inside the margins.
    let margins = effectiveMargins
    let inside = max(0, bounds.height - margins.top - margins.bottom)
    let block = placed.height - margins.top - margins.bottom
    let top = margins.top + ((inside - block) / 2).rounded()
    let textTop = top + ((block - max(placed.text.maxY, placed.secondaryText.maxY)) / 2).rounded()
    imageView.frame = placed.image.offsetBy(dx: 0, dy: top + ((block - placed.image.height) / 2).rounded())
    textLabel.frame = placed.text.offsetBy(dx: 0, dy: textTop)
    secondaryTextLabel.frame = placed.secondaryText.offsetBy(dx: 0, dy: textTop)
  }
}
