import Foundation
import Synchronization
import XCTest

@testable import ViewCore

@MainActor
final class AlertControllerTests: XCTestCase {
  /// A plain controller alone in a 640 × 480 window.
  func makeRoot() -> (UIWindow, UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    _ = window.makeDisplayList()
    return (window, root)
  }

  func tap(_ window: UIWindow, at point: CGPoint) {
    window.handle(Finger.tap(point.x, point.y, at: window.currentTime + 0.01))
    _ = window.makeDisplayList()
  }

  func press(_ window: UIWindow, _ key: KeyCode) {
    window.handle(.key(InputEvent.Key(.down, key, time: window.currentTime + 0.01)))
    window.handle(.key(InputEvent.Key(.up, key, time: window.currentTime + 0.02)))
  }

  func testAnAlertsTwoButtonsSitSideBySideCancelLeftAndTheHandlerRunsOnceTheAlertHasGone() async {
    let (window, root) = makeRoot()
    var chosen: [String] = []
    let alert = UIAlertController(title: "Delete the message?", message: "It cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
    root.present(alert, animated: true)
    step(window, for: 0.3)
    let view = alert.alertView
    XCTAssertTrue(view.window === window)
    XCTAssertEqual(view.boxFrame.width, 270)
    XCTAssertEqual(view.boxFrame.midX, 320)
    XCTAssertEqual(view.boxFrame.midY, 240, accuracy: 0.5, "in the middle")
    let buttons = view.buttons
    let cancel = buttons.first { $0.action.style == .cancel }!
    let delete = buttons.first { $0.action.style == .destructive }!
    XCTAssertEqual(cancel.frame.minX, 185, "Cancel on the left")
    XCTAssertEqual(delete.frame.minX, 320)
    XCTAssertEqual(delete.frame.height, 44)
    XCTAssertEqual(delete.frame.maxY, view.boxFrame.maxY)
    XCTAssertTrue(cancel.isBold, "the cancel action is bold with no preferred action")
    tap(window, at: CGPoint(x: delete.frame.midX, y: delete.frame.midY))
    XCTAssertEqual(chosen, [], "not while the alert is still fading out")
    step(window, for: 0.3)
    XCTAssertEqual(chosen, ["Delete"])
    XCTAssertNil(view.window, "gone")
    XCTAssertNil(root.presentedViewController)
  }

  func testEscChoosesTheCancelActionAndReturnThePreferredOne() async {
    let (window, root) = makeRoot()
    var chosen: [String] = []
    func makeAlert() -> UIAlertController {
      let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Don't Save", style: .destructive) { chosen.append($0.title ?? "") })
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
      let save = UIAlertAction(title: "Save", style: .default) { chosen.append($0.title ?? "") }
      alert.addAction(save)
      alert.preferredAction = save
      return alert
    }
    let first = makeAlert()
    root.present(first, animated: true)
    step(window, for: 0.3)
    // Three actions are stacked, the cancel action last.
    let titles = first.alertView.buttons.sorted { $0.frame.minY < $1.frame.minY }.map { $0.action.title ?? "" }
    XCTAssertEqual(titles, ["Don't Save", "Save", "Cancel"])
    XCTAssertEqual(first.alertView.buttons.filter(\.isBold).map { $0.action.title ?? "" }, ["Save"])
    press(window, .escape)
    step(window, for: 0.3)
    XCTAssertEqual(chosen, ["Cancel"])
    XCTAssertNil(root.presentedViewController)
    let second = makeAlert()
    root.present(second, animated: true)
    step(window, for: 0.3)
    press(window, .returnOrEnter)
    step(window, for: 0.3)
    XCTAssertEqual(chosen, ["Cancel", "Save"])
  }

  func testAnActionSheetStacksItsActionsAboveACancelBoxAndATapOutsideCancels() async {
    let (window, root) = makeRoot()
    var chosen: [String] = []
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
    sheet.addAction(UIAlertAction(title: "Reply", style: .default) { chosen.append($0.title ?? "") })
    sheet.addAction(UIAlertAction(title: "Forward", style: .default) { chosen.append($0.title ?? "") })
    root.present(sheet, animated: false)
    _ = window.makeDisplayList()
    let view = sheet.alertView
    let frames = Dictionary(uniqueKeysWithValues: view.buttons.map { ($0.action.title ?? "", $0.frame) })
    // 400 pt wide, 57-pt rows; Cancel 8 pt from the bottom, its box 8 pt under the others.
    XCTAssertEqual(frames["Cancel"], CGRect(x: 120, y: 415, width: 400, height: 57))
    XCTAssertEqual(frames["Forward"], CGRect(x: 120, y: 350, width: 400, height: 57))
    XCTAssertEqual(frames["Reply"], CGRect(x: 120, y: 293, width: 400, height: 57))
    tap(window, at: CGPoint(x: 320, y: 100))
    step(window, for: 0.3)
    XCTAssertEqual(chosen, ["Cancel"])
    XCTAssertNil(root.presentedViewController)
  }

  func testASecondCancelActionOrAForeignPreferredActionIsRefusedWithOneLine() async {
    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
    XCTAssertEqual(alert.actions.map(\.title), ["Cancel"])
    alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
    XCTAssertNil(alert.preferredAction)
    XCTAssertEqual(
      lines.withLock { $0 },
      [
        "UIAlertController: an alert can have only one cancel action; \"Never mind\" was not added",
        "UIAlertController: preferredAction \"Elsewhere\" is not one of the alert's actions; ignored",
      ])
  }
}
