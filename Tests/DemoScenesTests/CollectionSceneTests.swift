import Foundation
import XCTest

@testable import DemoScenes
@testable import ViewCore

/// The collection scene (issue 23): the carousel's delegate snapping lands exactly on a card
/// (offset a whole number of 296-pt pitches) from slow drags and fast flicks at `.fast`, and the
/// 3,000-photo grid lives on a screenful of cells.
@MainActor
final class CollectionSceneTests: XCTestCase {
  private func open(size: CGSize = CGSize(width: 1000, height: 700)) -> (CollectionSceneController, UIWindow) {
    let controller = CollectionSceneController()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    return (controller, window)
  }

  /// A drag of `distance` (finger, pt) over `frames` 60 Hz frames, released at `speed` (pt/s,
  /// finger direction), then frames until the carousel rests; returns where it rests.
  private func flick(
    _ scene: CollectionSceneController, _ window: UIWindow, distance: CGFloat, frames: Int, speed: CGFloat,
    time: inout TimeInterval
  ) -> CGFloat {
    let carousel = scene.carousel
    carousel.touchDidBegin(at: time)
    carousel.dragDidBegin(at: time)
    for frame in 1...frames {
      time += 1.0 / 60
      carousel.dragDidChange(
        translation: CGPoint(x: distance * CGFloat(frame) / CGFloat(frames), y: 0), velocity: CGPoint(x: speed, y: 0),
        at: time)
      window.advance(to: time)
    }
    carousel.dragDidEnd(velocity: CGPoint(x: speed, y: 0), at: time)
    while carousel.isDecelerating {
      time += 1.0 / 60
      window.advance(to: time)
    }
    return carousel.contentOffset.x
  }

  func testTheCarouselSnapsExactlyOntoACardFromSlowDragsAndFastFlicks() async throws {
    let (scene, window) = open()
    let pitch = CollectionSceneController.cardPitch
    var time: TimeInterval = 1
    // A slow drag held nearly still (20 pt/s) past half a card: the nearest card, the next one.
    XCTAssertEqual(flick(scene, window, distance: -200, frames: 40, speed: -20, time: &time), pitch)
    // Fast flicks to the left: onward by the flick's reach, always onto a card.
    for _ in 0..<3 {
      let rest = flick(scene, window, distance: -120, frames: 6, speed: -1500, time: &time)
      XCTAssertEqual(rest.truncatingRemainder(dividingBy: pitch), 0, "rests on a card: \(rest)")
      XCTAssertGreaterThan(rest, pitch)
    }
    // A flick back to the right from the last card comes back onto a card too.
    let back = flick(scene, window, distance: 150, frames: 6, speed: 1800, time: &time)
    XCTAssertEqual(back.truncatingRemainder(dividingBy: pitch), 0, "rests on a card: \(back)")
  }

  func testTheGridShowsThousandsOfPhotosFromAScreenfulOfCells() async throws {
    let (scene, window) = open()
    let grid = scene.grid
    XCTAssertEqual(grid.numberOfSections, 10)
    for step in 1...120 {
      grid.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 250)
      _ = window.makeDisplayList()
    }
    let visible = grid.indexPathsForVisibleItems
    XCTAssertFalse(visible.isEmpty)
    // 478 pt of grid 162-pt squares 6 to a line: at most 4 lines of 6 show at once.
    XCTAssertLessThanOrEqual(visible.count, 24)
    XCTAssertLessThanOrEqual(scene.madeCells, 36, "a screenful and a line or two, not 3,000")
  }
}
