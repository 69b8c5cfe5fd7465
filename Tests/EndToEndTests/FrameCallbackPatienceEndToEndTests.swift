import TestSupport
import XCTest

/// A compositor that withholds frame callbacks (as for a window out of view) costs the app one
/// empty commit a second while it still wants frames: after a second without the callback it
/// asks again (`SDLPlatformWindow.callbackPatience`), so that a request whose commit went missing
/// is answered, and nothing more.
final class FrameCallbackPatienceEndToEndTests: EndToEndTestCase {
  func testWhileCallbacksAreWithheldTheAppAsksAgainOnceASecond() throws {
    let session = try launchOnCompositor(scene: "table", display: .wayland)
    try session.send("frames hold")
    let mark = session.mark
    // A fast flick: the flight wants frames for seconds, none of which come.
    try session.send("stream 12 29.5 10 stop 8")
    try session.waitFor("scrollViewWillBeginDecelerating", of: "table", after: mark)
    // The commits of the flick's own frames are over within half a second (the hold keeps the
    // callback of the last frame drawn); then two seconds of nothing but the app's asking again.
    try session.send("pause 500")
    let before = try session.compositor.windowCommits()
    try session.send("pause 2000")
    let after = try session.compositor.windowCommits()
    let flying = session.app.records(from: mark).last { $0.view == "table" }
    print(
      "callbacks withheld: \(after - before) commits of the window in 2 s (\(before) before); last \(flying?.line ?? "–")"
    )
    XCTAssertTrue(flying?.decelerating == true, "the flight still wanted frames: \(flying?.line ?? "–")")
    // Once a second or so: a pass notices the second has passed when the idle loop's timeout
    // (0.5 s) wakes it, so asks come 1 to 1.5 s apart: 1 or 2 in any 2 s, not one a refresh.
    XCTAssertGreaterThanOrEqual(after - before, 1, "commits in 2 s of withheld callbacks: the app stopped asking")
    XCTAssertLessThanOrEqual(after - before, 2, "commits in 2 s of withheld callbacks: more than once a second")
    try session.send("frames release")
    try session.waitFor("scrollViewDidEndDecelerating", of: "table", after: mark, timeout: 30)
  }
}
