import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// Benchmark 2: the same visible scene (40 rects, 10 images, 10 labels) drawn through the library
/// (UIWindow → display list → SDLRenderer → present) and by a hand-written SDL loop, on the same
/// SDL renderer of the same window, for the same number of frames.
///
/// The figure is time(library) / time(raw) (goal ≤ 1.15). Both warm up first (textures made, caches
/// hot); then they alternate in rounds, the order flipping each round, so that drift in the
/// machine's speed falls on both alike; the ratio of the totals is the figure and the spread of
/// the per-round ratios says how far to trust it. The renderer is SDL's software renderer on the
/// offscreen driver (see `OffscreenSDL`): no GPU driver in the figure and the same on every
/// machine; it does magnify what render states cost, since blending is per-pixel CPU work there.
/// A third loop, raw SDL with the library's render states, splits the gap into what those states
/// cost and what the library's own work costs.
enum LibraryVersusRawBenchmark {
  static let goal = 1.15

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    let rounds = quick ? 3 : 6
    let framesPerRound = quick ? 67 : 100
    let window = try OffscreenSDL.makeWindow(size: ComparisonScene.size)
    let scene = try ComparisonScene.make()
    let controller = UIViewController()
    controller.setView(scene.makeRootView())
    window.uiWindow.rootViewController = controller
    guard let fontPath = window.renderer.fonts.paths[.regular] else { throw BenchmarkError.setup("no regular font") }
    let raw = try RawSDLLoop(
      scene: scene, renderer: window.renderer.renderer, fontPath: fontPath, usesLibraryStates: false)
    let withLibraryStates = try RawSDLLoop(
      scene: scene, renderer: window.renderer.renderer, fontPath: fontPath, usesLibraryStates: true)
    let drawers: [() -> Void] = [{ OffscreenSDL.drawFrame(window) }, raw.drawFrame, withLibraryStates.drawFrame]
    for draw in drawers {
      for _ in 0..<30 { draw() }
    }
    var totals = [Double](repeating: 0, count: drawers.count)
    var roundRatios: [Double] = []
    var libraryStateRatios: [Double] = []
    for round in 0..<rounds {
      var times = [Double](repeating: 0, count: drawers.count)
      let order = round % 2 == 0 ? Array(drawers.indices) : drawers.indices.reversed()
      for index in order {
        let start = ProcessProbe.now()
        for _ in 0..<framesPerRound { drawers[index]() }
        times[index] = ProcessProbe.now() - start
        totals[index] += times[index]
      }
      roundRatios.append(times[0] / times[1])
      libraryStateRatios.append(times[0] / times[2])
    }
    let frames = rounds * framesPerRound
    let ratio = totals[0] / totals[1]
    var outcome = BenchmarkOutcome()
    outcome.note(
      "renderer: \(OffscreenSDL.rendererDescription), 1280×800, \(frames) frames each, with SDL_RenderPresent")
    outcome.note("scene: \(scene.rects.count) rects, \(scene.images.count) images, \(scene.labels.count) labels")
    outcome.note("library: \(Format.duration(totals[0] / Double(frames))) per frame")
    outcome.note("raw SDL: \(Format.duration(totals[1] / Double(frames))) per frame")
    outcome.note(
      "ratio per round (\(rounds) rounds of \(framesPerRound) frames): "
        + roundRatios.map { Format.fixed($0, 3) }.joined(separator: ", ")
        + "; spread \(Statistics(roundRatios).spread { Format.fixed($0, 3) })")
    outcome.note(
      "raw SDL with the library's render states (all blended, tinted text, clip per item): "
        + "\(Format.duration(totals[2] / Double(frames))) per frame; "
        + "library / that = \(Format.fixed(totals[0] / totals[2], 3)) "
        + "(spread \(Statistics(libraryStateRatios).spread { Format.fixed($0, 3) }))"
    )
    outcome.row(
      "2 library vs raw SDL", "time ratio = \(Format.fixed(ratio, 3))", goal: "≤ \(goal)", met: ratio <= goal)
    return outcome
  }
}
