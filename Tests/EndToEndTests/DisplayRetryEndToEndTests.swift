import Foundation
import XCTest

/// Issue 13, part 8: the demo must come up while other X clients come and go. Xvfb resets when
/// its last client leaves and drops a connection that arrives in that moment; the app used to
/// give up at once (2 to 7 launches in 100 with two such clients), and now retries for up to 2 s.
final class DisplayRetryEndToEndTests: EndToEndTestCase {
  func testEveryLaunchComesUpWhileOtherClientsHammerTheServer() throws {
    let launches = 20
    let budget: TimeInterval = 45
    let started = Date()
    let stopFile = file("stop-hammering")
    let hammers = try (0..<2).map { _ in try ConnectionHammer(stopFile: stopFile) }
    addTeardownBlock { for hammer in hammers { hammer.stop() } }

    var cameUp = 0
    var retried = 0
    var failures: [String] = []
    for launch in 1...launches {
      let remaining = budget - Date().timeIntervalSince(started)
      guard remaining > 0 else {
        failures.append("launch \(launch): not started, the \(Int(budget)) s budget is spent")
        break
      }
      let app = try startProcess(["--trace", "--scene", "image", "--window-size", "640x400"])
      do {
        try app.waitForTrace(timeout: min(15, remaining)) { $0.event == "sceneDidAppear" && $0.view == "image" }
        cameUp += 1
      } catch {
        failures.append("launch \(launch): \(error)")
      }
      app.terminate()
      if app.standardError.contains("on attempt") { retried += 1 }
    }
    let counts = hammers.map { $0.stop() }
    let connections = counts.compactMap { $0?.connected }.reduce(0, +)
    let refused = counts.compactMap { $0?.refused }.reduce(0, +)
    let elapsed = Date().timeIntervalSince(started)
    let summary =
      "\(cameUp) of \(launches) launches came up, \(retried) after a retry, in \(String(format: "%.1f", elapsed)) s; "
      + "the hammers made \(connections) connections and had \(refused) refused"
    print(summary)

    XCTAssertEqual(cameUp, launches, "\(summary)\n\(failures.joined(separator: "\n"))")
    XCTAssertEqual(counts.compactMap { $0 }.count, hammers.count, "both hammers ran and stopped: \(summary)")
    XCTAssertGreaterThan(connections, 0, "the hammers reached the server: \(summary)")
    XCTAssertLessThan(elapsed, budget + 10, summary)
  }

  func testADisplayThatIsGoneIsRetriedForTwoSecondsThenNamedInOneLine() throws {
    let display = ":\(Int.random(in: 5000..<6000))"
    let started = Date()
    let app = try startProcess(
      ["--scene", "image"],
      environment: ["DISPLAY": display, "WAYLAND_DISPLAY": nil, "XDG_RUNTIME_DIR": nil, "SDL_VIDEODRIVER": nil])
    let status = try XCTUnwrap(app.waitForExit(timeout: 20), "the app exits by itself")
    let elapsed = Date().timeIntervalSince(started)
    XCTAssertEqual(status, 1, app.standardError)
    let lines = app.standardError.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, "one line: \(app.standardError)")
    let line = String(lines.first ?? "")
    XCTAssertTrue(line.contains("DISPLAY=\(display) was not reached in "), line)
    XCTAssertTrue(line.contains("SDL_GetError()"), "SDL's own error: \(line)")
    XCTAssertGreaterThan(elapsed, 1.7, "it retried for the stated time: \(elapsed) s")
  }
}
