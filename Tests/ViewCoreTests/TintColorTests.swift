import Foundation
import XCTest

@testable import ViewCore

/// A view that counts `tintColorDidChange()`.
@MainActor
private final class TintCountingView: UIView {
  var changes = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    changes += 1
  }
}

@MainActor
final class TintColorTests: XCTestCase {
  func testTintIsInheritedFromTheNearestAncestorThatSetsOneElseSystemBlue() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let container = UIView()
    let leaf = UIView()
    window.addSubview(container)
    container.addSubview(leaf)
    XCTAssertEqual(leaf.tintColor?.description, "#007AFFFF", "the window's default is system blue")
    XCTAssertEqual(UIView().tintColor, .systemBlue, "a view in no window has the default too")
    container.tintColor = .systemRed
    XCTAssertEqual(leaf.tintColor, .systemRed)
    leaf.tintColor = .systemGreen
    XCTAssertEqual(leaf.tintColor, .systemGreen)
    leaf.tintColor = nil
    XCTAssertEqual(leaf.tintColor, .systemRed, "nil takes the superview's again")
    window.tintColor = .systemOrange
    XCTAssertEqual(leaf.tintColor, .systemRed, "the nearest tint wins")
    container.tintColor = nil
    XCTAssertEqual(leaf.tintColor, .systemOrange)
  }

  func testTintColorDidChangeReachesTheSubtreeThatInheritsOnly() async {
    let root = TintCountingView()
    let inheriting = TintCountingView()
    let grandchild = TintCountingView()
    let ownTint = TintCountingView()
    let underOwnTint = TintCountingView()
    root.addSubview(inheriting)
    inheriting.addSubview(grandchild)
    root.addSubview(ownTint)
    ownTint.tintColor = .systemPink
    ownTint.addSubview(underOwnTint)
    for view in [root, inheriting, grandchild, ownTint, underOwnTint] { view.changes = 0 }

    root.tintColor = .systemPurple
    XCTAssertEqual([root, inheriting, grandchild, ownTint, underOwnTint].map(\.changes), [1, 1, 1, 0, 0])
    root.tintColor = .systemPurple
    XCTAssertEqual(root.changes, 1, "setting the same tint again changes nothing")

    // Moving a view under a different tint is a change for it and its subtree.
    underOwnTint.changes = 0
    root.addSubview(underOwnTint)
    XCTAssertEqual(underOwnTint.changes, 1)
    XCTAssertEqual(underOwnTint.tintColor, .systemPurple)
  }

  func testDimmedAdjustmentGreysTheTintOfTheSubtreeAndNotifiesIt() async {
    let root = UIView()
    let child = TintCountingView()
    root.addSubview(child)
    root.tintColor = .systemBlue
    child.changes = 0
    XCTAssertEqual(child.tintAdjustmentMode, .automatic)
    root.tintAdjustmentMode = .dimmed
    XCTAssertEqual(child.changes, 1)
    let dimmed = child.tintColor!
    XCTAssertEqual(dimmed.red, dimmed.green, accuracy: 1e-9, "dimmed is a grey")
    XCTAssertEqual(dimmed.green, dimmed.blue, accuracy: 1e-9)
    child.tintAdjustmentMode = .normal
    XCTAssertEqual(child.tintColor, .systemBlue)
  }

  func testAButtonDrawsWithTheInheritedTintAndRedrawsWhenItChanges() async {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let button = UIButton(type: .system, frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    button.setTitle("Go", for: .normal)
    container.addSubview(button)
    XCTAssertEqual(titleColor(of: button), .systemBlue, "the default look is unchanged")
    container.tintColor = .systemRed
    XCTAssertEqual(titleColor(of: button), .systemRed, "the button redrew with its superview's tint")
  }

  func testARefreshControlStaysGreyUnderATintedTableButTakesItsOwnTint() async {
    let container = UIView()
    let control = UIRefreshControl()
    container.addSubview(control)
    container.tintColor = .systemRed
    XCTAssertEqual(control.tintColor, .gray)
    control.tintColor = .systemGreen
    XCTAssertEqual(control.tintColor, .systemGreen)
    control.tintColor = nil
    XCTAssertEqual(control.tintColor, .gray)
  }

  private func titleColor(of view: UIView) -> UIColor? {
    for command in view.currentDrawing() {
      if case .text(let run, _, _) = command { return run.color }
    }
    return nil
  }
}
