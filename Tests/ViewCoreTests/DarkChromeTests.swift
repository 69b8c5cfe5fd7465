import Foundation
import XCTest

@testable import ViewCore

/// The chrome this project draws itself follows the appearance: a text field, a text view, an
/// alert and a menu drawn in a dark window use the dark materials and white text, not their
/// light colours.
@MainActor
final class DarkChromeTests: XCTestCase {
  /// The colours `view`'s own drawing fills and writes with, as the compositor resolved them.
  private func colours(of view: UIView, in window: UIWindow) -> (fills: [String], text: [String]) {
    var fills: [String] = []
    var text: [String] = []
    func collect(_ items: [DisplayItem]) {
      for item in items {
        switch item.command {
        case .fillRect(_, let color) where item.viewID == ObjectIdentifier(view),
          .fillRoundedRect(_, _, let color) where item.viewID == ObjectIdentifier(view):
          fills.append(color.description)
        case .text(let run, _, _) where item.viewID == ObjectIdentifier(view): text.append(run.color.description)
        case .group(let group, _, _): collect(group.items)
        default: break
        }
      }
    }
    collect(window.makeDisplayList().items)
    return (fills, text)
  }

  private func window(dark: Bool) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    window.systemUserInterfaceStyle = dark ? .dark : .light
    return window
  }

  func testATextFieldAndATextViewAreDrawnInTheDarkMaterials() async {
    for dark in [false, true] {
      let window = window(dark: dark)
      let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
      field.borderStyle = .roundedRect
      field.text = "Hi"
      let empty = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
      empty.placeholder = "Name"
      let textView = UITextView(frame: CGRect(x: 10, y: 110, width: 200, height: 100))
      textView.text = "Notes"
      for view in [field, empty, textView] { window.addSubview(view) }
      let fieldColours = colours(of: field, in: window)
      XCTAssertEqual(fieldColours.fills, [dark ? "#2C2C2EFF" : "#FFFFFFFF"], "the rounded field's fill, dark: \(dark)")
      XCTAssertEqual(fieldColours.text, [dark ? "#FFFFFFFF" : "#000000FF"], "its text, dark: \(dark)")
      XCTAssertEqual(colours(of: empty, in: window).text, [dark ? "#EBEBF54D" : "#3C3C434D"], "the placeholder")
      XCTAssertEqual(colours(of: textView, in: window).fills, [dark ? "#000000FF" : "#FFFFFFFF"], "the text view")
      XCTAssertEqual(colours(of: textView.contentView, in: window).text, [dark ? "#FFFFFFFF" : "#000000FF"])
    }
  }

  func testAnAlertAndAMenuAreDrawnInTheDarkMaterials() async {
    for dark in [false, true] {
      let window = window(dark: dark)
      let root = UIViewController()
      window.rootViewController = root
      _ = window.makeDisplayList()
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      root.present(alert, animated: false)
      step(window, for: 0.3)
      let alertColours = colours(of: alert.alertView, in: window)
      XCTAssertTrue(alertColours.fills.contains(dark ? "#2C2C2EFA" : "#F7F7F7FA"), "the box: \(alertColours.fills)")
      XCTAssertEqual(alertColours.text, [dark ? "#FFFFFFFF" : "#000000FF"], "the title")
      alert.dismiss(animated: false)

      let menu = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }])
      let panel = MenuPanelView(menu: menu)
      panel.frame = CGRect(x: 300, y: 0, width: MenuPanelView.width, height: panel.contentHeight)
      window.addSubview(panel)
      let menuColours = colours(of: panel, in: window)
      XCTAssertEqual(menuColours.fills.first, dark ? "#2C2C2EFF" : "#F7F7F7FF", "the panel")
      XCTAssertEqual(
        menuColours.text, [dark ? "#999999FF" : "#737373FF", dark ? "#FFFFFFFF" : "#000000FF"], "title, then the row")
    }
  }
}
