import Foundation
import XCTest

@testable import DemoScenes
@testable import ViewCore

/// The keyboard scene as a form: a click on a field begins editing, the simulated keyboard posts
/// UIKit's notifications with its end frame, the inset follows them, typed text goes into the
/// field, and Tab moves to the next field.
@MainActor
final class KeyboardSceneTests: XCTestCase {
  private final class Posted: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(String, CGRect?, Double?)] = []
    var all: [(String, CGRect?, Double?)] { lock.withLock { stored } }
    func add(_ entry: (String, CGRect?, Double?)) { lock.withLock { stored.append(entry) } }
  }

  func testAClickBeginsEditingAndTheKeyboardNotificationsSetTheInset() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let scene = KeyboardSceneController()
    window.rootViewController = scene
    _ = window.makeDisplayList()
    let posted = Posted()
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification,
    ]
    let tokens = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        posted.add((name.rawValue, frame, note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double))
      }
    }
    defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    let field = scene.fields[0]
    let point = field.convert(CGPoint(x: 40, y: 24), to: nil)
    window.handle(.touch(.init(.down, id: 0, at: point, time: 1)))
    window.handle(.touch(.init(.up, id: 0, at: point, time: 1.05)))
    for step in 1...40 { window.advance(to: 1.05 + Double(step) / 60) }
    XCTAssertTrue(field.isFirstResponder)
    XCTAssertEqual(posted.all.first?.0, UIResponder.keyboardWillShowNotification.rawValue)
    XCTAssertEqual(posted.all.first?.1, CGRect(x: 0, y: 540, width: 1280, height: 260))
    XCTAssertEqual(posted.all.first?.2, 0.25)
    XCTAssertTrue(posted.all.contains { $0.0 == UIResponder.keyboardDidShowNotification.rawValue })
    XCTAssertEqual(scene.scrollView.contentInset.bottom, 260, "the inset should follow the keyboard's end frame")
    window.handle(.text(.init(commit: "Zoë", time: 2)))
    window.handle(.text(.init(commit: "7", time: 2.01)))
    XCTAssertEqual(field.text, "Zoë", "the name field should refuse digits")
    window.handle(.key(.init(.down, .tab, time: 2.1)))
    window.handle(.key(.init(.up, .tab, time: 2.15)))
    XCTAssertTrue(scene.fields[1].isFirstResponder, "Tab should move to the e-mail field")
    window.handle(.text(.init(commit: "zoe@example.org", time: 2.2)))
    XCTAssertEqual(scene.fields[1].text, "zoe@example.org")
    XCTAssertTrue(scene.fields[2].isSecureTextEntry)
    scene.dismissKeyboard()
    for step in 1...40 { window.advance(to: 2.3 + Double(step) / 60) }
    XCTAssertEqual(scene.scrollView.contentInset.bottom, 0)
    XCTAssertFalse(scene.fields[1].isFirstResponder)
  }

  func testLeavingTheSceneWhileEditingEndsEditingAndKeepsTheAppRunning() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let root = DemoRootController()
    window.rootViewController = root
    _ = window.makeDisplayList()
    root.open(try XCTUnwrap(SceneCatalog.scene(named: "keyboard")))
    func settle() {
      for _ in 0..<40 {
        window.advance(to: window.currentTime + 1.0 / 60)
        _ = window.makeDisplayList()
      }
    }
    settle()
    let scene = try XCTUnwrap(root.navigation.topViewController as? KeyboardSceneController)
    XCTAssertTrue(scene.fields[0].becomeFirstResponder())
    // A digit is text while a field is edited; Escape goes on to the root, which shows the menu.
    let time = window.currentTime + 0.01
    window.handle([.key(.init(.down, .character("2"), time: time)), .key(.init(.up, .character("2"), time: time))])
    XCTAssertTrue(root.navigation.topViewController === scene, "a digit typed into a field switched scenes")
    window.handle([.key(.init(.down, .escape, time: time + 0.1)), .key(.init(.up, .escape, time: time + 0.1))])
    settle()
    XCTAssertTrue(root.navigation.topViewController === root.menu)
    XCTAssertFalse(scene.fields[0].isEditing, "the field left the window still editing")
  }
}
