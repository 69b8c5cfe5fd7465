import TestSupport
import XCTest

/// Zooming the `image` scene (zoom 1 at first, maximum 4): a double click zooms ×1.5
/// about the click, Ctrl+wheel zooms about the pointer (a pinch the app ends once the wheel
/// rests), an Alt-drag pinches about the press point by (100 + drag) / 100, and a pinch past the
/// maximum bounces back to it.
final class ImageZoomingEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  /// The scroll view's top in the window (status bar and navigation bar above it).
  static let top = 64.0
  /// The scroll view's centre in the window.
  static let centre = Point(640, 64 + 736 / 2)

  /// Where the content point that was under window point `point` (at `before`) is at `after`,
  /// in window points: content = (offset + p) / zoom, so p' = content × zoom' − offset'.
  static func follow(_ point: Point, from before: TraceRecord, to after: TraceRecord) -> Point {
    let content = Point(
      (before.offset.x + point.x) / before.zoom, (before.offset.y + point.y - top) / before.zoom)
    return Point(content.x * after.zoom - after.offset.x, content.y * after.zoom - after.offset.y + top)
  }

  func testDoubleClickZoomsByOneAndAHalfAboutTheClick() throws {
    let session = try launch(scene: "image")
    let click = Point(400, 300)
    let before = try session.state(of: "image")
    let mark = session.mark
    try session.tool.doubleClick(at: click)
    let end = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    XCTAssertEqual(end.zoom / before.zoom, 1.5, accuracy: 0.01, "a double tap zooms ×1.5: \(end)")
    let moved = Self.follow(click, from: before, to: end)
    XCTAssertEqual(
      moved.x, click.x, accuracy: 2, "the clicked content point stays under the click (x): \(end)")
    XCTAssertEqual(
      moved.y, click.y, accuracy: 2, "the clicked content point stays under the click (y): \(end)")
  }

  func testControlWheelZoomsAboutThePointer() throws {
    let session = try launch(scene: "image")
    let pointer = Point(400, 300)
    let before = try session.state(of: "image")
    var mark = session.mark
    try session.tool.wheel(up: true, at: pointer, modifier: "ctrl")
    let first = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    XCTAssertGreaterThan(first.zoom, before.zoom + 0.01, "Ctrl+wheel up zooms in: \(first)")
    var moved = Self.follow(pointer, from: before, to: first)
    XCTAssertEqual(moved.x, pointer.x, accuracy: 2, "zoomed about the pointer (x): \(first)")
    XCTAssertEqual(moved.y, pointer.y, accuracy: 2, "zoomed about the pointer (y): \(first)")

    let other = Point(900, 600)
    mark = session.mark
    try session.tool.wheel(up: false, at: other, modifier: "ctrl")
    let second = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    XCTAssertLessThan(second.zoom, first.zoom - 0.01, "Ctrl+wheel down zooms out: \(second)")
    moved = Self.follow(other, from: first, to: second)
    XCTAssertEqual(moved.x, other.x, accuracy: 2, "zoomed about the new pointer (x): \(second)")
    XCTAssertEqual(moved.y, other.y, accuracy: 2, "zoomed about the new pointer (y): \(second)")
  }

  func testAltDragPinchesAboutThePressPoint() throws {
    let session = try launch(scene: "image")
    let before = try session.state(of: "image")
    let mark = session.mark
    // Pressed at the centre and dragged 150 pt right: a pinch of scale (100 + 150) / 100 = 2.5.
    try session.tool.altDrag(
      from: Self.centre, to: Point(Self.centre.x + 150, Self.centre.y), steps: 15, stepDelay: 0.02)
    try session.waitFor("scrollViewWillBeginZooming", of: "image", after: mark)
    let end = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    XCTAssertEqual(end.zoom / before.zoom, 2.5, accuracy: 2.5 * 0.05, "pinch scale = (100 + 150)/100: \(end)")
    let moved = Self.follow(Self.centre, from: before, to: end)
    XCTAssertEqual(
      moved.x, Self.centre.x, accuracy: 2, "the press point's content point stays (x): \(end)")
    XCTAssertEqual(
      moved.y, Self.centre.y, accuracy: 2, "the press point's content point stays (y): \(end)")
  }

  func testAltDragPastTheMaximumBouncesBackToIt() throws {
    let session = try launch(scene: "image")
    let mark = session.mark
    // Dragged 500 pt right of the press: raw scale (100 + 500) / 100 = 6 against a maximum of 4.
    try session.tool.altDrag(
      from: Point(Self.centre.x - 200, Self.centre.y), to: Point(Self.centre.x + 300, Self.centre.y),
      steps: 25, stepDelay: 0.02)
    let end = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    let pinched = session.records(of: "image", after: mark).filter {
      $0.event == "scrollViewDidZoom" && $0.tracking
    }
    let peak = try XCTUnwrap(pinched.map(\.zoom).max(), "the pinch zoomed")
    let expectedPeak = ReferencePhysics.zoomRubberBand(6, maximum: 4)
    XCTAssertEqual(peak, expectedPeak, accuracy: expectedPeak * 0.05, "past the maximum: max·(2 − max/s)")
    XCTAssertGreaterThan(peak, 4.5, "the pinch went past the maximum")
    let final = session.records(of: "image", after: mark).filter { $0.event == "scrollViewDidEndZooming" }
      .last
    XCTAssertEqual(end.zoom, 4, accuracy: 0.001, "bounced back to the maximum: \(end)")
    XCTAssertEqual(final?.zoom ?? .nan, 4, accuracy: 0.001)
  }
}
