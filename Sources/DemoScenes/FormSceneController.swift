import Foundation
import ViewCore

/// A settings form as apps write it today, laid out only by constraints: a scroll view pinned to
/// the safe area with anchors, a vertical `UIStackView` pinned to its `contentLayoutGuide` (20 pt
/// in from every edge) with its width tied to the `frameLayoutGuide`; each row a horizontal stack
/// of a title that stretches and a value that hugs. "Advanced" rows collapse when hidden (the
/// stack gives hidden views no space) and the rows below slide up with `UIView.animate`, while the
/// toggle's chevron turns a quarter (a `transform` animated in the same block). No frame is set
/// in code.
final class FormSceneController: UIViewController {
  static let inset: CGFloat = 20
  static let rowHeight: CGFloat = 44
  static let spacing: CGFloat = 8
  static let sections: [(title: String, rows: [(String, String)], advanced: Bool)] = [
    ("General", [("About", "Linux"), ("Software Update", "Up to date"), ("Storage", "48 GB free")], false),
    ("Display", [("Brightness", "70 %"), ("Text Size", "17 pt"), ("Night Shift", "Off"), ("Scale", "1×")], false),
    (
      "Scrolling",
      [
        ("Deceleration", "normal (0.998)"), ("Bounces", "On"), ("Paging", "Off"), ("Indicators", "Automatic"),
        ("Zoom", "1 … 4"),
      ], false
    ),
    (
      "Advanced",
      [
        ("Rubber band", "0.55"), ("Lift-off speed", "250 pt/s"), ("Repeated flicks", "×2.0 at most"),
        ("Pixel rounding", "On"), ("Trace", "Off"),
      ], true
    ),
    ("Privacy", [("Location", "Never"), ("Analytics", "Off"), ("Diagnostics", "Off")], false),
  ]

  let scrollView = UIScrollView()
  let stack = UIStackView()
  let toggle = UIButton()
  /// "›" on the toggle: pointing down while the advanced rows show, right while they are hidden.
  let chevron = UILabel(text: "›", font: .boldSystemFont(ofSize: 22), color: .gray)
  let sheetButton = UIButton()
  /// The rows hidden by "Hide advanced".
  private(set) var advancedRows: [UIView] = []
  /// Every row, in order (headers included).
  private(set) var rows: [UIView] = []

  override func viewDidLoad() {
    view.backgroundColor = UIColor(white: 0.94)
    scrollView.accessibilityIdentifier = "form"
    scrollView.alwaysBounceVertical = true
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    stack.axis = .vertical
    stack.spacing = Self.spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)

    toggle.setTitle("Hide advanced", for: .normal)
    toggle.addAction(UIAction { [weak self] _ in self?.toggleAdvanced() }, for: .touchUpInside)
    add(toggle)
    chevron.translatesAutoresizingMaskIntoConstraints = false
    chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)
    toggle.addSubview(chevron)
    NSLayoutConstraint.activate([
      chevron.trailingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: -16),
      chevron.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
    ])
    sheetButton.setTitle("Show a sheet", for: .normal)
    sheetButton.addAction(UIAction { [weak self] _ in self?.showSheet() }, for: .touchUpInside)
    add(sheetButton)
    for section in Self.sections {
      let header = UILabel(text: section.title.uppercased(), font: .boldSystemFont(ofSize: 13), color: .darkGray)
      add(header)
      if section.advanced { advancedRows.append(header) }
      for (title, value) in section.rows {
        let row = makeRow(title: title, value: value)
        add(row)
        if section.advanced { advancedRows.append(row) }
      }
    }

    let content = scrollView.contentLayoutGuide
    let inset = Self.inset
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: inset),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -inset),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: inset),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -inset),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * inset),
    ])
  }

  private func add(_ view: UIView) {
    rows.append(view)
    stack.addArrangedSubview(view)
  }

  /// A 44-pt white row: the title stretches, the value hugs its text; 16 pt in from each side.
  private func makeRow(title: String, value: String) -> UIView {
    let titleLabel = UILabel(text: title, font: .systemFont(ofSize: 17))
    let valueLabel = UILabel(text: value, font: .systemFont(ofSize: 17), color: .gray)
    titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let row = UIStackView(arrangedSubviews: [titleLabel, valueLabel])
    row.alignment = .center
    row.spacing = 12
    row.backgroundColor = .white
    row.layer.cornerRadius = 10
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    row.heightAnchor.constraint(equalToConstant: Self.rowHeight).isActive = true
    return row
  }

  /// Presents a page sheet with a scrolling list: drag the list, or drag down from its top (or
  /// on the sheet anywhere else) to dismiss the sheet.
  func showSheet() {
    present(ListSheetController(), animated: true)
  }

  /// Hides or shows the advanced section; the stack closes or opens the gap, and the rows below
  /// slide there (the iOS idiom: the change, then `layoutIfNeeded()` inside `UIView.animate`).
  func toggleAdvanced() {
    let hide = !(advancedRows.first?.isHidden ?? false)
    UIView.animate(withDuration: 0.3) {
      for row in self.advancedRows { row.isHidden = hide }
      self.chevron.transform = hide ? .identity : CGAffineTransform(rotationAngle: .pi / 2)
      self.view.layoutIfNeeded()
    }
    toggle.setTitle(hide ? "Show advanced" : "Hide advanced", for: .normal)
  }
}

/// The form's sheet: 60 rows in a scroll view laid out by a stack view, and a Done button.
final class ListSheetController: UIViewController {
  let scrollView = UIScrollView()

  override func viewDidLoad() {
    view.backgroundColor = .white
    let done = UIButton()
    done.setTitle("Done", for: .normal)
    done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    done.translatesAutoresizingMaskIntoConstraints = false
    let title = UILabel(text: "Drag down to dismiss", font: .preferredFont(forTextStyle: .headline))
    title.translatesAutoresizingMaskIntoConstraints = false
    let column = UIStackView()
    column.axis = .vertical
    column.translatesAutoresizingMaskIntoConstraints = false
    for index in 1...60 {
      let row = UILabel(text: "    Row \(index)", font: .preferredFont(forTextStyle: .body))
      row.backgroundColor = index.isMultiple(of: 2) ? UIColor(white: 0.96) : .white
      row.heightAnchor.constraint(equalToConstant: 44).isActive = true
      column.addArrangedSubview(row)
    }
    scrollView.accessibilityIdentifier = "sheet-list"
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(column)
    for subview in [title, done, scrollView] { view.addSubview(subview) }
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      title.centerYAnchor.constraint(equalTo: done.centerYAnchor),
      done.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
      done.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
      scrollView.topAnchor.constraint(equalTo: done.bottomAnchor, constant: 8),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
  }
}
