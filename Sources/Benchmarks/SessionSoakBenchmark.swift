import DemoDriver
import DemoScenes
import Foundation
import ViewCore

/// Benchmark 5c: a ten-minute session leaves no memory behind.
///
/// The whole demo (`DemoRootController`, as the app shows it) in a 1280×800 offscreen window
/// with the real renderer, on a stepped 60 Hz clock: 36,000 frames of seeded random drags,
/// flicks, wheel notches, trackpad streams, zooms and double taps, one scene per simulated minute
/// and back to the menu between scenes, as a user picks them; every 10th frame is drawn to keep it
/// fast. `--quick` runs one simulated minute with a scene every 6 s.
///
/// A warm-up first visits every scene once (fonts, images and caches load). After each visit RSS
/// is read at the menu, once 130 frames have been drawn there (the texture cache frees what went
/// unused for 120) and after `malloc_trim`, so that only live memory counts (scroll-bench runs with
/// one malloc arena for that: see `ProcessProbe.useOneMallocArena`). The figure is the
/// growth from the end of the warm-up to the end of the session (goal < 1 MB); the reading after
/// every visit is printed as the curve, where a leak climbs and a cache levels off (`--quick`
/// reads only those two).
enum SessionSoakBenchmark {
  static let size = CGSize(width: 1280, height: 800)
  static let goal = 1 << 20
  static let drawEvery = 10
  static let preferredScenes = ["image", "table", "paged", "photos", "grid", "parallax", "cross", "custom", "tiled"]

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    let frames = quick ? 3_600 : 36_000
    let framesPerScene = quick ? 360 : 3_600
    let scenes = preferredScenes.filter { SceneCatalog.scene(named: $0) != nil }
    let window = try OffscreenSDL.makeWindow(size: size)
    let navigation = DemoRootController()
    window.uiWindow.rootViewController = navigation
    let session = SteppedSession(window: window)
    var random = SeededGenerator(seed: 0x5E55_1011)
    let start = ProcessProbe.now()
    var visited: [(name: String, controller: WeakController)] = []
    /// One scene, then the menu; measured there when `measure` (drawing 130 menu frames takes a
    /// second, so `--quick` measures only at the end of the warm-up and of the session).
    func visit(_ name: String, frames: Int, measure: Bool) -> MemorySnapshot? {
      navigation.open(sceneNamed: name)
      visited.append((name, WeakController(navigation.sceneController)))
      play(session, frames: frames, using: &random)
      session.settle(limit: 600, drawEvery: drawEvery)
      navigation.showMenu(animated: false)
      guard measure else { return nil }
      session.step(frames: 130)
      return MemorySnapshot(renderer: window.renderer)
    }
    var baseline: MemorySnapshot?
    for (index, name) in scenes.enumerated() {
      baseline = visit(name, frames: quick ? 120 : 600, measure: !quick || index == scenes.count - 1)
    }
    var curve: [(name: String, snapshot: MemorySnapshot)] = []
    var played = 0
    var visits = 0
    while played < frames {
      let count = min(framesPerScene, frames - played)
      let name = scenes[visits % scenes.count]
      played += count
      visits += 1
      if let snapshot = visit(name, frames: count, measure: !quick || played == frames) {
        curve.append((name, snapshot))
      }
    }
    guard let baseline, let final = curve.last?.snapshot else {
      throw BenchmarkError.setup("no scenes to visit")
    }
    let growth = final.trimmedResidentBytes - baseline.trimmedResidentBytes
    let alive = visited.filter { $0.controller.value != nil }.map(\.name)
    var outcome = BenchmarkOutcome()
    outcome.note(
      "\(Format.count(frames)) frames (\(Format.fixed(Double(frames) / 60, 0)) simulated s, "
        + "every \(drawEvery)th drawn) in \(visits) scene visits; "
        + "\(Format.fixed(ProcessProbe.now() - start, 1)) s including the warm-up")
    outcome.note("after the warm-up, at the menu: \(baseline.description)")
    outcome.note("at the end, at the menu:        \(final.description)")
    outcome.note(
      "RSS at the menu after each visit (trimmed): "
        + curve.map { "\($0.name) \(Format.megabytes($0.snapshot.trimmedResidentBytes))" }
        .joined(separator: ", "))
    outcome.note(
      "scene controllers still alive after leaving them: \(alive.count) of \(visited.count)"
        + (alive.isEmpty ? "" : " (\(alive.joined(separator: ", ")))"))
    outcome.note(
      "growth: \(Format.megabytes(growth)) trimmed, heap in use "
        + "\(Format.megabytes(final.heapBytes - baseline.heapBytes)), "
        + "\(Format.megabytes(final.residentBytes - baseline.residentBytes)) untrimmed")
    outcome.row(
      "5 session, \(quick ? "1" : "10") simulated min", "RSS growth \(Format.megabytes(growth))",
      goal: "< 1 MB", met: growth < goal)
    return outcome
  }

  /// Random gestures for `frames` frames, each in the content area below the navigation bar.
  private static func play(_ session: SteppedSession, frames: Int, using random: inout SeededGenerator) {
    let area = CGRect(x: 80, y: 140, width: size.width - 160, height: size.height - 220)
    let end = session.framesStepped + frames
    var nextGesture = session.time
    while session.framesStepped < end {
      if session.time >= nextGesture {
        let (events, pause) = ScriptedGesture.random(in: area, at: session.time, using: &random)
        session.schedule(events)
        nextGesture = (events.last?.timestamp ?? session.time) + pause
      }
      session.step(frames: 1, drawEvery: drawEvery)
    }
  }
}

/// A weak reference to a scene's controller, to see whether leaving the scene freed it.
struct WeakController {
  weak var value: UIViewController?

  init(_ value: UIViewController?) {
    self.value = value
  }
}
