import XCTest

/// `--record FILE` writes the input events of a session (the app writes it when it quits,
/// here on SIGTERM), and `--replay FILE --screenshot PNG` plays them back on a stepped clock to the
/// same final state.
final class RecordReplayEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  func testReplayingARecordedFlickEndsAtTheSameOffset() throws {
    let recording = file("flick.jsonl")
    let session = try launch(scene: "image", arguments: ["--record", recording])
    let mark = session.mark
    try session.tool.flick(from: Point(900, 400), by: Point(-20, -5), steps: 8, stepDelay: 0.01)
    let live = try session.waitFor("scrollViewDidEndDecelerating", of: "image", after: mark)
    XCTAssertGreaterThan(live.offset.x - 1760, 160, "the flick moved the content past the drag itself")
    let status = session.terminate()
    XCTAssertEqual(status, 0, "SIGTERM quits through the app's normal path: \(session.app.standardError)")
    XCTAssertTrue(
      session.app.standardError.contains("recorded "),
      "the recording is written on quit: \(session.app.standardError)")
    let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
    XCTAssertGreaterThan(lines.count, 9, "a press, eight moves and a release at least")

    let screenshot = file("replay.png")
    let replay = try startProcess([
      "--scene", "image", "--trace", "--replay", recording, "--screenshot", screenshot,
    ])
    let replayStatus = replay.waitForExit(timeout: 60)
    XCTAssertEqual(replayStatus, 0, "the replay exits by itself: \(replay.standardError)")
    let replayed = try XCTUnwrap(
      replay.records().last { $0.view == "image" && $0.event == "scrollViewDidEndDecelerating" },
      "the replayed flick decelerates to rest")
    // The 10 pt/s stop rule can end one frame apart: at most 0.5 pt for frames up to 50 ms.
    XCTAssertEqual(replayed.offset.x, live.offset.x, accuracy: 0.5, "live \(live) vs replayed \(replayed)")
    XCTAssertEqual(replayed.offset.y, live.offset.y, accuracy: 0.5, "live \(live) vs replayed \(replayed)")
    let shot = try Screenshot(path: screenshot)
    XCTAssertEqual(shot.width, 1280, "the replay ends in a PNG of the window")
    XCTAssertEqual(shot.height, 800)
  }
}
