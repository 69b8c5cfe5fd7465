import Foundation
import XCTest

@testable import ViewCore

/// Modal presentation: a page sheet slides up over the dimmed window with the appearance
/// callbacks in UIKit's order, `dismiss` takes it away, a drag down dismisses it — also from a
/// list inside it scrolled to its top, while the same drag on a list scrolled down scrolls it.
@MainActor
final class PresentationTests: XCTestCase {
  final class Recording: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
  }

  final class Listening: UIAdaptivePresentationControllerDelegate {
    var dismissed = 0
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissed += 1 }
  }

  private func makeWindow() -> (UIWindow, Recording) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let root = Recording()
    window.rootViewController = root
    _ = window.makeDisplayList()
    window.advance(to: 1)
    root.log = []
    return (window, root)
  }

  private func settle(_ window: UIWindow, seconds: Double = 1) {
    let end = window.currentTime + seconds
    while window.currentTime < end { window.advance(to: window.currentTime + 1.0 / 60) }
    _ = window.makeDisplayList()
  }

  func testAPageSheetSlidesUpAndDismissTakesItAway() async throws {
    let (window, root) = makeWindow()
    let sheet = Recording()
    var presented = false
    root.present(sheet, animated: true) { presented = true }
    XCTAssertTrue(root.presentedViewController === sheet)
    XCTAssertTrue(sheet.presentingViewController === root)
    XCTAssertEqual(sheet.log, ["willAppear"])
    XCTAssertEqual(root.log, [], "a page sheet leaves the presenting view on screen")
    let card = try XCTUnwrap(sheet.view.superview)
    XCTAssertEqual(card.frame, CGRect(x: 280, y: 40, width: 720, height: 760), "720 wide, centred, 40 from the top")
    window.advance(to: window.currentTime + 0.25)
    XCTAssertGreaterThan(card.presentedTransformToSuperview.ty, card.frame.minY + 1, "still sliding up at 0.25 s")
    settle(window)
    XCTAssertTrue(presented)
    XCTAssertEqual(sheet.log, ["willAppear", "didAppear"])
    XCTAssertEqual(card.presentedTransformToSuperview.ty, card.frame.minY, accuracy: 1e-6, "at rest")

    var dismissed = false
    sheet.dismiss(animated: true) { dismissed = true }
    settle(window)
    XCTAssertTrue(dismissed)
    XCTAssertEqual(sheet.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    XCTAssertNil(root.presentedViewController)
    XCTAssertNil(sheet.view.window)
  }

  func testPresentingTwiceOrOutsideAWindowPresentsNothing() async {
    let (_, root) = makeWindow()
    root.present(Recording(), animated: false)
    let second = Recording()
    root.present(second, animated: false)
    XCTAssertNil(second.presentingViewController)
    let loose = UIViewController()
    loose.present(Recording(), animated: false)
    XCTAssertNil(loose.presentedViewController)
  }

  /// A drag down from a list inside the sheet at its top moves the sheet and dismisses it; the
  /// same drag on the list scrolled down scrolls the list.
  func testADragDownFromAListAtItsTopDismissesTheSheet() async throws {
    let (window, root) = makeWindow()
    let sheet = Recording()
    let list = UIScrollView()
    list.contentSize = CGSize(width: 720, height: 3000)
    sheet.view.addSubview(list)
    list.frame = CGRect(x: 0, y: 0, width: 720, height: 760)
    let listener = Listening()
    root.present(sheet, animated: false)
    sheet.presentationController?.delegate = listener
    _ = window.makeDisplayList()

    list.contentOffset = CGPoint(x: 0, y: 500)
    drag(window, from: CGPoint(x: 640, y: 200), by: 300)
    settle(window)
    XCTAssertLessThan(list.contentOffset.y, 500, "scrolled down, the list follows the drag")
    XCTAssertTrue(root.presentedViewController === sheet, "and the sheet stays")

    list.setContentOffset(.zero, animated: false)
    settle(window)
    drag(window, from: CGPoint(x: 640, y: 200), by: 400)
    settle(window)
    XCTAssertEqual(list.contentOffset.y, 0, "at its top, the list does not take a drag down")
    XCTAssertNil(root.presentedViewController, "the sheet went")
    XCTAssertEqual(listener.dismissed, 1)
  }

  /// A list scrolled down 300 pt, dragged down 500 pt in one drag: it scrolls to its top, then
  /// the sheet follows the last 200 pt of the same drag and the release dismisses it; dragged
  /// back up before the release, the sheet returns first and the list scrolls again.
  func testAListScrolledDownHandsTheSameDragToTheSheetAtItsTop() async throws {
    let (window, root) = makeWindow()
    let sheet = Recording()
    let list = UIScrollView()
    list.contentSize = CGSize(width: 720, height: 3000)
    sheet.view.addSubview(list)
    list.frame = CGRect(x: 0, y: 0, width: 720, height: 760)
    root.present(sheet, animated: false)
    _ = window.makeDisplayList()
    let card = try XCTUnwrap(list.enclosingSheet?.card)

    list.contentOffset = CGPoint(x: 0, y: 300)
    var time = window.currentTime
    let start = CGPoint(x: 640, y: 150)
    window.handle([.touch(.down, at: start, time: time)])
    var sheetAt: [CGFloat] = []
    var listAt: [CGFloat] = []
    for y in stride(from: 10, through: 500, by: 10) {
      time += 1.0 / 60
      window.handle([.touch(.move, at: CGPoint(x: start.x, y: start.y + CGFloat(y)), time: time)])
      window.advance(to: time)
      sheetAt.append(card.transform.ty)
      listAt.append(list.contentOffset.y)
    }
    XCTAssertEqual(listAt.last, 0, "the list reached its top and stayed there")
    XCTAssertEqual(listAt.min(), 0, "never pulled past its top (no rubber band)")
    // The pan's slop: the list moves with the finger from the first move past 10 pt, so the
    // finger's 500 pt are 300 for the list and about 200 for the sheet.
    XCTAssertEqual(try XCTUnwrap(sheetAt.last), 200, accuracy: 10, "the sheet took the rest of the same drag")
    XCTAssertEqual(sheetAt.first, 0)

    // Back up 150 pt: the sheet rises first; the list does not scroll until the sheet is home.
    for y in stride(from: 490, through: 350, by: -10) {
      time += 1.0 / 60
      window.handle([.touch(.move, at: CGPoint(x: start.x, y: start.y + CGFloat(y)), time: time)])
      window.advance(to: time)
    }
    XCTAssertEqual(card.transform.ty, 50, accuracy: 10)
    XCTAssertEqual(list.contentOffset.y, 0)
    for y in stride(from: 340, through: 250, by: -10) {
      time += 1.0 / 60
      window.handle([.touch(.move, at: CGPoint(x: start.x, y: start.y + CGFloat(y)), time: time)])
      window.advance(to: time)
    }
    XCTAssertEqual(card.transform.ty, 0, "home")
    XCTAssertEqual(list.contentOffset.y, 50, accuracy: 10, "and the list scrolls again")

    // Down again and let go 250 pt below the top, slowly: past 30 % of the card, it dismisses.
    for y in stride(from: 260, through: 550, by: 10) {
      time += 1.0 / 60
      window.handle([.touch(.move, at: CGPoint(x: start.x, y: start.y + CGFloat(y)), time: time)])
      window.advance(to: time)
    }
    window.handle([.touch(.up, at: CGPoint(x: start.x, y: start.y + 550), time: time + 0.5)])
    settle(window)
    XCTAssertNil(root.presentedViewController, "the release dismissed the sheet")
    XCTAssertEqual(list.contentOffset.y, 0, "the list did not fling")
  }

  private func drag(_ window: UIWindow, from start: CGPoint, by distance: CGFloat) {
    var time = window.currentTime
    window.handle([.touch(.down, at: start, time: time)])
    for step in 1...20 {
      time += 1.0 / 60
      window.handle([.touch(.move, at: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 20), time: time)])
      window.advance(to: time)
    }
    window.handle([.touch(.up, at: CGPoint(x: start.x, y: start.y + distance), time: time + 1.0 / 60)])
  }
}
