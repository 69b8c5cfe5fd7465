import Foundation

/// The text field of a search bar (UIKit's `UISearchTextField`): a rounded field with the
/// magnifying glass before its text (its `leftView`, always shown) and a clear button while
/// there is text.
open class UISearchTextField: UITextField {
  /// The glass's column: 30 pt, the symbol at 15 pt centred in it (near UIKit's look).
  static let glassWidth: CGFloat = 30

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    showGlass()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    showGlass()
  }

  private func showGlass() {
    let glass = UIImageView(
      image: UIImage(systemName: "magnifyingglass", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15)))
    glass.contentMode = .center
    glass.tintColor = .secondaryLabel
    glass.frame = CGRect(x: 0, y: 0, width: Self.glassWidth, height: 20)
    leftView = glass
    leftViewMode = .always
  }
}

/// A search field with an optional Cancel button (UIKit's `UISearchBar`): 56 pt tall, the
/// rounded field inset 8 pt, Cancel on the trailing side while `showsCancelButton`. It tells
/// its delegate as UIKit's does, and the search controller that owns it, if any.
open class UISearchBar: UIView {
  /// The bar's height at the default size, 56 pt (UIKit's search bar).
  public static let height: CGFloat = 56
  /// Space around the field, 8 pt (UIKit's search bar).
  static let margin: CGFloat = 8
  /// The field's height, 36 pt (UIKit's search text field).
  static let fieldHeight: CGFloat = 36

  public let searchTextField = UISearchTextField()
  let cancelButton = UIButton(type: .system)
  open weak var delegate: UISearchBarDelegate?
  /// The search controller whose bar this is: told of editing, changes and Cancel.
  weak var searchController: UISearchController?
  private lazy var bridge = SearchFieldBridge(bar: self)

  /// The search text (never nil when read back, as UIKit's).
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  open var showsCancelButton = false {
    didSet {
      cancelButton.isHidden = !showsCancelButton
      setNeedsLayout()
    }
  }

  /// Shows or hides Cancel; `animated` is accepted (the change is immediate here).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    backgroundColor = .chromeBarMaterial
    searchTextField.borderStyle = .roundedRect
    searchTextField.clearButtonMode = .whileEditing
    searchTextField.returnKeyType = .search
    searchTextField.placeholder = "Search"
    searchTextField.accessibilityIdentifier = "searchField"
    searchTextField.delegate = bridge
    searchTextField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.isHidden = true
    cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
    addSubview(cancelButton)
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let margin = Self.margin
    let cancelWidth = showsCancelButton ? cancelButton.intrinsicContentSize.width + margin : 0
    let top = (bounds.height - Self.fieldHeight) / 2
    searchTextField.frame = CGRect(
      x: margin, y: top, width: max(bounds.width - 2 * margin - cancelWidth, 0), height: Self.fieldHeight)
    cancelButton.frame = CGRect(
      x: bounds.width - margin - cancelWidth + margin, y: top, width: max(cancelWidth - margin, 0),
      height: Self.fieldHeight)
  }

  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  private func textChanged() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    searchController?.searchTextDidChange()
  }

  func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.cancel()
  }
}

/// The search bar's field delegate, kept apart so that the bar's own API stays UIKit's.
@MainActor
final class SearchFieldBridge: UITextFieldDelegate {
  private unowned let bar: UISearchBar

  init(bar: UISearchBar) { self.bar = bar }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    bar.delegate?.searchBarTextDidBeginEditing(bar)
    bar.searchController?.searchDidBeginEditing()
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    bar.delegate?.searchBarShouldEndEditing(bar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    bar.delegate?.searchBarTextDidEndEditing(bar)
  }

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    bar.delegate?.searchBarSearchButtonClicked(bar)
    return false
  }
}
