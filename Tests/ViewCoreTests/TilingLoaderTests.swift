import Foundation
import XCTest

@testable import ViewCore

/// A source whose tiles wait at a gate, so a test can see how many are being made at once.
private final class GatedTileSource: TiledImageSource, @unchecked Sendable {
  let pixelWidth = 1024
  let pixelHeight = 1024
  let tileSize = 256
  let gate = DispatchSemaphore(value: 0)
  // Guards the counters and `onStart`.
  private let lock = NSLock()
  private var running = 0
  private var most = 0
  private var onStart: (() -> Void)?

  var mostAtOnce: Int { lock.withLock { most } }

  func setOnStart(_ action: (() -> Void)?) { lock.withLock { onStart = action } }

  func makeTile(level: Int, column: Int, row: Int) throws -> Bitmap {
    let action: (() -> Void)? = lock.withLock {
      running += 1
      most = max(most, running)
      return onStart
    }
    action?()
    gate.wait()
    lock.withLock { running -= 1 }
    return Bitmap(width: 1, height: 1, red: 0, green: 0, blue: 0)
  }
}

/// The background loader: bounded concurrency, oldest first, waiting requests cancellable.
@MainActor
final class TilingLoaderTests: XCTestCase {
  func testAtMostTwoTilesAreMadeAtOnceAndWaitingOnesCanBeCancelled() async {
    let source = GatedTileSource()
    let loader = BackgroundTileLoader(maxConcurrentLoads: 2)
    let started = expectation(description: "two tiles started")
    started.expectedFulfillmentCount = 2
    source.setOnStart { started.fulfill() }
    let requests = (0..<5).map { TileRequest(key: TileKey(level: 0, column: $0, row: 0), source: source) }
    let finished = expectation(description: "four tiles finished")
    finished.expectedFulfillmentCount = 4
    let completed = TileInbox()
    for request in requests {
      loader.load(request) { result in
        completed.post(request.key, result)
        finished.fulfill()
      }
    }
    await fulfillment(of: [started], timeout: 10)
    source.setOnStart(nil)
    XCTAssertEqual(loader.runningCount, 2)
    XCTAssertEqual(loader.waitingCount, 3)
    loader.cancel(requests[4])
    XCTAssertEqual(loader.waitingCount, 2, "a waiting request is dropped")
    for _ in 0..<4 { source.gate.signal() }
    await fulfillment(of: [finished], timeout: 10)
    let columns = completed.drain().map(\.0.column)
    XCTAssertEqual(Set(columns), [0, 1, 2, 3], "the cancelled tile was never made")
    XCTAssertEqual(source.mostAtOnce, 2)
  }
}
