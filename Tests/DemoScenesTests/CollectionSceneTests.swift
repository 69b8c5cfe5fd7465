import Foundation
import XCTest

@testable import DemoScenes
@testable import ListViews
@testable import ViewCore

/// The collection scene: the carousel's delegate snapping lands exactly on a card
/// (offset a whole number of 296-pt pitches) from slow drags and fast flicks at `.fast`, and the
/// 100,000-photo grid lives on a screenful of cells.
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
    XCTAssertEqual(grid.numberOfSections, 334, "100,000 in sections of 300")
    for step in 1...120 {
      grid.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 250)
      _ = window.makeDisplayList()
    }
    let visible = grid.indexPathsForVisibleItems
    XCTAssertFalse(visible.isEmpty)
    // 478 pt of grid 162-pt squares 6 to a line: at most 4 lines of 6 show at once.
    XCTAssertLessThanOrEqual(visible.count, 24)
    XCTAssertLessThanOrEqual(scene.madeCells, 36, "a screenful and a line or two, not 100,000")
  }
}

/// The grid's pinch: spreading two fingers to twice their distance takes six
/// columns to three, animated, and the photo under the fingers stays under them.
@MainActor
final class CollectionScenePinchTests: XCTestCase {
  func testAPinchHalvesTheColumnsAndKeepsThePhotoUnderTheFingers() async throws {
    let controller = CollectionSceneController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    let grid = controller.grid
    // The grid spans y 222 … 700. Six 162-pt columns (992 − 5 × 4 = 972 / 6), 166 apart from x 4;
    // lines 166 apart from y 36 (a 32-pt header and a 4-pt inset).
    XCTAssertEqual(controller.gridColumns, 6)
    grid.contentOffset = CGPoint(x: 0, y: 1000)
    _ = window.makeDisplayList()
    XCTAssertEqual(
      grid.layoutAttributesForItem(at: IndexPath(item: 44, section: 0))?.frame,
      CGRect(x: 336, y: 1198, width: 162, height: 162))

    // Fingers at x 350 and 550 on window line 461: their centre (450, 461) is grid point
    // (450, 1239) — item 44 (line 7, column 2), 41 pt below its top. Spread to 250 … 650: scale 2.
    var time: TimeInterval = 1
    window.handle([
      .touch(.down, id: 0, at: CGPoint(x: 350, y: 461), time: time),
      .touch(.down, id: 1, at: CGPoint(x: 550, y: 461), time: time),
    ])
    for step in 1...20 {
      time += 1.0 / 60
      let half = 100 + 100 * CGFloat(step) / 20
      window.handle([
        .touch(.move, id: 0, at: CGPoint(x: 450 - half, y: 461), time: time),
        .touch(.move, id: 1, at: CGPoint(x: 450 + half, y: 461), time: time),
      ])
      window.advance(to: time)
    }
    window.handle([
      .touch(.up, id: 0, at: CGPoint(x: 250, y: 461), time: time),
      .touch(.up, id: 1, at: CGPoint(x: 650, y: 461), time: time),
    ])
    window.advance(to: time + 1)
    _ = window.makeDisplayList()

    XCTAssertEqual(controller.gridColumns, 3, "6 / 2")
    // Three 328-pt columns (992 − 2 × 4 = 984 / 3), lines 332 apart: item 44 is line 14,
    // column 2, at (668, 36 + 14 × 332 = 4684).
    let frame = try XCTUnwrap(grid.layoutAttributesForItem(at: IndexPath(item: 44, section: 0))?.frame)
    XCTAssertEqual(frame, CGRect(x: 668, y: 4684, width: 328, height: 328))
    // The same point of it (41/162 of its height down) under the fingers' line, 239 pt down the grid.
    XCTAssertEqual(grid.contentOffset.y, 4684 + 41.0 / 162 * 328 - 239, accuracy: 0.5)
    let live = grid.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }
    XCTAssertEqual(live.count, grid.indexPathsForVisibleItems.count, "cells that left went to the pool")
  }
}
