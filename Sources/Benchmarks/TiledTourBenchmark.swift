import DemoDriver
import DemoScenes
import Foundation
import ViewCore

/// Benchmark 5b: the tiled image scene keeps its tiles within budget through a tour of zooms and
/// pans, if the scene exists (`SceneCatalog.scene(named: "tiled")`).
///
/// In a 1280×800 offscreen window with the real renderer: a seeded tour of Ctrl+wheel zooms,
/// double taps, flicks and drags (40; 4 with `--quick`) on a stepped clock, drawing every frame.
/// Tiles are made on the scene's background threads in real time, so after each gesture the
/// tour keeps drawing (real 5 ms pauses) until no tile is pending, at most 3 s. Reported before
/// and after: views, resident tiles, the renderer's textures and RSS. The figure is the peak of
/// the tile cache against its budget (goal: within it).
enum TiledTourBenchmark {
  static let size = CGSize(width: 1280, height: 800)

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    guard let scene = SceneCatalog.scene(named: "tiled") else {
      var outcome = BenchmarkOutcome()
      outcome.note("SceneCatalog has no scene called 'tiled'")
      outcome.row("5 tiled image, tour", "n/a (scene missing)", goal: "tiles within budget", met: nil)
      return outcome
    }
    let gestures = quick ? 4 : 40
    let window = try OffscreenSDL.makeWindow(size: size)
    window.uiWindow.rootViewController = scene.makeViewController()
    let session = SteppedSession(window: window)
    session.step(frames: 2)
    var tiled: UITiledImageView?
    window.uiWindow.visitSubtree { view in if let found = view as? UITiledImageView { tiled = found } }
    guard let tiledView = tiled else { throw BenchmarkError.setup("the tiled scene has no UITiledImageView") }
    var waited = waitForTiles(tiledView, session)
    func views() -> Int {
      var count = 0
      window.uiWindow.visitSubtree { _ in count += 1 }
      return count
    }
    let before = MemorySnapshot(renderer: window.renderer)
    let tilesBefore = tiledView.cache.residentCount
    var random = SeededGenerator(seed: 0x7113D)
    let area = CGRect(x: 200, y: 150, width: 880, height: 500)
    let start = ProcessProbe.now()
    for index in 0..<gestures {
      let point = CGPoint(
        x: CGFloat.random(in: area.minX...area.maxX, using: &random),
        y: CGFloat.random(in: area.minY...area.maxY, using: &random))
      switch index % 4 {
      case 0: session.schedule(ScriptedGesture.magnify(at: point, scale: 1.25, count: 5, at: session.time))
      case 1:
        let vector = CGPoint(
          x: CGFloat.random(in: -400...400, using: &random), y: CGFloat.random(in: -300...300, using: &random))
        session.schedule(ScriptedGesture.flick(from: point, by: vector, at: session.time))
      case 2: session.schedule(ScriptedGesture.doubleTap(at: point, at: session.time))
      default:
        let vector = CGPoint(
          x: CGFloat.random(in: -300...300, using: &random), y: CGFloat.random(in: -200...200, using: &random))
        session.schedule(ScriptedGesture.drag(from: point, by: vector, frames: 20, at: session.time))
      }
      session.step(frames: 2)
      session.settle(limit: 300)
      waited += waitForTiles(tiledView, session)
    }
    let elapsed = ProcessProbe.now() - start
    let after = MemorySnapshot(renderer: window.renderer)
    let cache = tiledView.cache
    var outcome = BenchmarkOutcome()
    outcome.note(
      "\(gestures) gestures in \(session.framesStepped) frames (all drawn), \(Format.fixed(elapsed, 1)) s, "
        + "\(Format.fixed(waited, 1)) s of it waiting for tiles")
    outcome.note("before: \(views()) views, \(tilesBefore) tiles, \(before.description)")
    outcome.note(
      "after:  \(views()) views, \(cache.residentCount) tiles (\(Format.megabytes(cache.residentBytes))), "
        + "\(tiledView.pendingTiles.count) pending, \(after.description)")
    outcome.note(
      "tile cache peak: \(cache.peakCount) tiles, \(Format.megabytes(cache.peakBytes)) "
        + "of a \(Format.megabytes(cache.byteBudget)) budget"
    )
    outcome.note(
      "RSS change over the tour: \(Format.megabytes(after.residentBytes - before.residentBytes)) "
        + "(\(Format.megabytes(after.trimmedResidentBytes - before.trimmedResidentBytes)) trimmed)")
    outcome.row(
      "5 tiled image, tour",
      "tiles peak \(Format.megabytes(cache.peakBytes)); \(after.textureCount) textures, "
        + "\(Format.megabytes(after.textureBytes)); RSS \(Format.megabytes(after.residentBytes))",
      goal: "tiles ≤ \(Format.megabytes(cache.byteBudget))", met: cache.peakBytes <= cache.byteBudget)
    return outcome
  }

  /// Steps and draws a frame every 5 ms of real time until no tile is pending, at most 3 s;
  /// returns the seconds waited.
  private static func waitForTiles(_ view: UITiledImageView, _ session: SteppedSession) -> Double {
    let start = ProcessProbe.now()
    while !view.pendingTiles.isEmpty, ProcessProbe.now() - start < 3 {
      usleep(5_000)
      session.step(frames: 1)
    }
    session.step(frames: 1)
    return ProcessProbe.now() - start
  }
}
