import Foundation
import XCTest

@testable import ViewCore

/// `keyboardLayoutGuide` follows the keyboard that UIKit's notifications describe and sits at the
/// bottom when none shows, so a button pinned above it moves up with the keyboard and back.
@MainActor
final class KeyboardLayoutGuideTests: XCTestCase {
  private func post(_ name: Notification.Name, frame: CGRect) {
    NotificationCenter.default.post(
      name: name, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
        UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
      ])
  }

  func testAViewPinnedAboveTheGuideFollowsTheKeyboard() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let button = UIView()
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.keyboardLayoutGuide.leadingAnchor, constant: 16),
      button.trailingAnchor.constraint(equalTo: root.keyboardLayoutGuide.trailingAnchor, constant: -16),
      button.heightAnchor.constraint(equalToConstant: 44),
      button.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
    ])
    window.layoutIfNeeded()
    XCTAssertEqual(button.frame, CGRect(x: 16, y: 428, width: 288, height: 44), "no keyboard: at the bottom")
    post(UIResponder.keyboardWillShowNotification, frame: CGRect(x: 0, y: 220, width: 320, height: 260))
    post(UIResponder.keyboardWillChangeFrameNotification, frame: CGRect(x: 0, y: 220, width: 320, height: 260))
    window.layoutIfNeeded()
    XCTAssertEqual(button.frame.maxY, 212, "8 pt above the keyboard's top (220)")
    XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 220, width: 320, height: 260))
    post(UIResponder.keyboardWillHideNotification, frame: CGRect(x: 0, y: 480, width: 320, height: 260))
    window.layoutIfNeeded()
    XCTAssertEqual(button.frame.maxY, 472, "back at the bottom")
  }
}
