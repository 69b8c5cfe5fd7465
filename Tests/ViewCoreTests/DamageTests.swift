import Foundation
import XCTest

@testable import ViewCore

/// Damage: what changed between two display lists, in window points. The platform draws and
/// presents nothing for a frame without damage and only the damage where its target keeps pixels.
@MainActor
final class DamageTests: XCTestCase {
  private var window: UIWindow!

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 8
    window.addSubview(card)
    let label = UILabel(frame: CGRect(x: 20, y: 150, width: 200, height: 30))
    label.text = "Unchanged"
    window.addSubview(label)
  }

  func testTheFirstFrameDamagesEverythingAndAnUnchangedFrameNothing() async {
    _ = window.makeDisplayList()
    XCTAssertEqual(window.damage, .everything, "nothing was drawn before the first frame")
    _ = window.makeDisplayList()
    XCTAssertEqual(window.damage, .none, "nothing changed between the two frames")
    window.advance(to: 1)
    XCTAssertFalse(window.needsFrame, "with nothing animating and nothing changed, no frame is wanted")
  }

  func testAMovedSubtreeDamagesItsOldAndNewRects() async {
    let box = UIView(frame: CGRect(x: 250, y: 20, width: 60, height: 40))
    box.backgroundColor = .red
    let dot = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    dot.backgroundColor = .green
    box.addSubview(dot)
    window.addSubview(box)
    _ = window.makeDisplayList()
    box.frame.origin = CGPoint(x: 300, y: 200)
    XCTAssertTrue(window.needsFrame)
    _ = window.makeDisplayList()
    guard case .rects(let rects) = window.damage else { return XCTFail("expected rects, got \(window.damage)") }
    XCTAssertEqual(
      Set(rects.map { "\($0)" }),
      Set(
        [
          CGRect(x: 250, y: 20, width: 60, height: 40), CGRect(x: 260, y: 30, width: 10, height: 10),
          CGRect(x: 300, y: 200, width: 60, height: 40), CGRect(x: 310, y: 210, width: 10, height: 10),
        ].map { "\($0)" }), "the box and its dot, where they were and where they are")
    XCTAssertEqual(window.damage.bounds, CGRect(x: 250, y: 20, width: 110, height: 220))
  }

  func testALayerPropertyDamagesItsViewOnly() async {
    let card = window.subviews[0]
    _ = window.makeDisplayList()
    card.layer.borderWidth = 2
    _ = window.makeDisplayList()
    XCTAssertEqual(window.damage, .rects([CGRect(x: 20, y: 20, width: 200, height: 100)]), "the new border only")
  }

  func testACaretBlinkDamagesOnlyTheCaret() async {
    let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
    field.text = "Hello"
    window.addSubview(field)
    XCTAssertTrue(field.becomeFirstResponder())
    let start = window.currentTime
    window.advance(to: start + 0.1)
    _ = window.makeDisplayList()
    window.advance(to: start + 0.2)
    // Between switches the loop sleeps: no frame is wanted, and the next switch is the deadline.
    XCTAssertFalse(window.needsFrame, "the blinker asks for no frame until it switches")
    XCTAssertEqual(window.nextAnimationDeadline ?? 0, start + 0.5, accuracy: 1e-9)
    XCTAssertFalse(window.needsRedraw, "a blinker step that changes nothing asks for no drawing")
    window.advance(to: start + 0.75)
    XCTAssertTrue(window.needsRedraw, "the caret went off")
    _ = window.makeDisplayList()
    XCTAssertEqual(window.damage, .rects([field.caretRectInWindow]), "the blink damages the caret's rect alone")
    window.advance(to: start + 1.25)
    _ = window.makeDisplayList()
    XCTAssertEqual(window.damage, .rects([field.caretRectInWindow]), "and again when it comes back")
  }

  func testASpinnerTickDamagesOnlyTheSpinner() async {
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.frame.origin = CGPoint(x: 300, y: 150)
    window.addSubview(spinner)
    spinner.startAnimating()
    window.advance(to: 10)
    _ = window.makeDisplayList()
    window.advance(to: 10.01)
    XCTAssertFalse(window.needsRedraw, "within one tick nothing changes")
    XCTAssertFalse(window.needsFrame, "nor is a frame wanted before the next tick")
    XCTAssertEqual(window.nextAnimationDeadline ?? 0, (120.0 + 1) / 12, accuracy: 1e-9)
    window.advance(to: 10 + 1.0 / 12)
    _ = window.makeDisplayList()
    guard let bounds = window.damage.bounds else { return XCTFail("expected rects, got \(window.damage)") }
    XCTAssertTrue(
      spinner.frame.insetBy(dx: -2, dy: -2).contains(bounds), "damage \(bounds) lies outside \(spinner.frame)")
  }

  func testARasterizedSubtreeThatOnlyMovesKeepsItsVersion() async {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    content.backgroundColor = .white
    content.layer.shouldRasterize = true
    let tile = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    tile.backgroundColor = .orange
    content.addSubview(tile)
    window.addSubview(content)
    _ = window.makeDisplayList()
    let group = content.layer.rasterizedGroup
    let version = group.version
    XCTAssertTrue(group.isOpaque)
    content.frame.origin.y = 30
    let list = window.makeDisplayList()
    XCTAssertEqual(group.version, version, "moving the layer does not change what is rasterized")
    XCTAssertEqual(list.items(of: content).map(\.command), [.group(group, version: version, in: content.frame)])
    tile.backgroundColor = .purple
    _ = window.makeDisplayList()
    XCTAssertEqual(group.version, version + 1, "a change inside does")
    XCTAssertEqual(window.damage, .rects([content.frame, content.frame]))
  }
}
