import Foundation
import Synchronization
import XCTest

@testable import ViewCore

/// `UIAlertController.addTextField(configurationHandler:)` and `textFields`: a sign-in alert in a
/// 640 × 480 window, typed into through the window's own text input, Tab and Return.
@MainActor
final class AlertTextFieldTests: XCTestCase {
  private var window: UIWindow!
  private var root: UIViewController!

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    root = UIViewController()
    window.rootViewController = root
    _ = window.makeDisplayList()
  }

  private func tick() -> TimeInterval { window.currentTime + 0.01 }

  private func type(_ text: String) {
    window.handle(.text(.init(commit: text, time: tick())))
  }

  private func press(_ key: KeyCode) {
    window.handle(.key(InputEvent.Key(.down, key, time: tick())))
    window.handle(.key(InputEvent.Key(.up, key, time: tick())))
  }

  func testTypedTextReachesTheFieldsTabMovesOnAndReturnChoosesThePreferredAction() async {
    var signedIn: [String?] = []
    let alert = UIAlertController(title: "Sign In", message: "Your account", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { field in
      field.placeholder = "Password"
      field.isSecureTextEntry = true
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let signIn = UIAlertAction(title: "Sign In", style: .default) { [weak alert] _ in
      signedIn = alert?.textFields?.map(\.text) ?? []
    }
    alert.addAction(signIn)
    alert.preferredAction = signIn
    XCTAssertEqual(alert.textFields?.count, 2)
    root.present(alert, animated: true)
    step(window, for: 0.3)

    let (name, password) = (alert.textFields![0], alert.textFields![1])
    // Under the title and message, 16 pt inside the 270-pt box plus 6 pt of padding: 226 pt
    // wide, 30 tall, 8 apart; the buttons follow 16 pt under the second.
    let box = alert.alertView.boxFrame
    XCTAssertEqual(name.frame.minX, box.minX + 22)
    XCTAssertEqual(name.frame.width, 226)
    XCTAssertEqual(name.frame.height, 30)
    XCTAssertEqual(password.frame.minY, name.frame.maxY + 8)
    let buttonTop = alert.alertView.buttons.map(\.frame.minY).min()!
    XCTAssertEqual(buttonTop, password.frame.maxY + 16)
    XCTAssertEqual(alert.alertView.buttons.map(\.frame.maxY).max(), box.maxY)

    XCTAssertTrue(name.isFirstResponder, "the first field takes the keys when the alert appears")
    type("ada")
    press(.tab)
    XCTAssertTrue(password.isFirstResponder, "Tab moves to the next field")
    type("pa55")
    XCTAssertEqual(name.text, "ada")
    XCTAssertEqual(password.text, "pa55")
    press(.returnOrEnter)
    step(window, for: 0.3)
    XCTAssertEqual(signedIn, ["ada", "pa55"], "the preferred action ran with the typed text")
    XCTAssertNil(root.presentedViewController)
    XCTAssertFalse(password.isFirstResponder, "the field gave the keys up with the alert")
  }

  func testEscInAFieldCancelsAndAnActionSheetRefusesFields() async {
    var chosen: [String] = []
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.text = "Draft" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
    alert.addAction(UIAlertAction(title: "Rename", style: .default) { chosen.append($0.title ?? "") })
    root.present(alert, animated: true)
    step(window, for: 0.3)
    type(" 2")
    XCTAssertEqual(alert.textFields?.first?.text, "Draft 2")
    press(.escape)
    step(window, for: 0.3)
    XCTAssertEqual(chosen, ["Cancel"], "Esc goes past the field to the alert")

    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    XCTAssertNil(sheet.textFields)
    XCTAssertEqual(
      lines.withLock { $0 },
      ["UIAlertController: text fields can be added only to an alert of the .alert style; none was added"])
  }
}
