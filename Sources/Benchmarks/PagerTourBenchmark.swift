import DemoScenes
import Foundation
import ViewCore

/// Benchmark 5a: the 1,000-page pager (`PagedSceneController(pageCount: 1000)`) keeps only the
/// visible page and its neighbours alive, however far the user travels.
///
/// In a 1280×800 offscreen window with the real renderer, a scripted tour flicks page after page
/// (100 flicks; 10 with `--quick`) on a stepped 60 Hz clock, drawing every frame. Reported before
/// and after: live page views, the renderer's textures and the process's RSS. The figure is the
/// largest number of live page views seen during the tour (goal ≤ 3: a page and its neighbours).
enum PagerTourBenchmark {
  static let size = CGSize(width: 1280, height: 800)

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    let flicks = quick ? 10 : 100
    let window = try OffscreenSDL.makeWindow(size: size)
    window.uiWindow.rootViewController = PagedSceneController(pageCount: 1000)
    let session = SteppedSession(window: window)
    session.step(frames: 2)
    guard let pager = window.uiWindow.viewWithAccessibilityIdentifier("pager") as? UIScrollView else {
      throw BenchmarkError.setup("the paged scene has no scroll view called 'pager'")
    }
    func livePages() -> Int { pager.subviews.filter { $0 is UIImageView }.count }
    let before = MemorySnapshot(renderer: window.renderer)
    let pagesBefore = livePages()
    var mostPages = pagesBefore
    let start = ProcessProbe.now()
    for _ in 0..<flicks {
      session.schedule(
        ScriptedGesture.flick(from: CGPoint(x: 900, y: 400), by: CGPoint(x: -300, y: 0), at: session.time))
      session.step(frames: 6) { mostPages = max(mostPages, livePages()) }
      // Until the page has come to rest (the window may still fade things; that is not the pager).
      session.settle(limit: 240) { !pager.isDragging && !pager.isDecelerating && !pager.isTracking }
      mostPages = max(mostPages, livePages())
    }
    let elapsed = ProcessProbe.now() - start
    let after = MemorySnapshot(renderer: window.renderer)
    let page = Int((pager.contentOffset.x / pager.bounds.width).rounded())
    var outcome = BenchmarkOutcome()
    outcome.note(
      "\(flicks) flicks in \(session.framesStepped) frames (all drawn), \(Format.fixed(elapsed, 1)) s; "
        + "ended on page \(page) of 1,000")
    outcome.note("before: \(pagesBefore) live page views, \(before.description)")
    outcome.note("after:  \(livePages()) live page views, \(after.description)")
    outcome.note("most live page views at any frame: \(mostPages)")
    outcome.note(
      "RSS change over the tour: \(Format.megabytes(after.residentBytes - before.residentBytes)) "
        + "(\(Format.megabytes(after.trimmedResidentBytes - before.trimmedResidentBytes)) trimmed)")
    outcome.row(
      "5 pager (1,000 pages), tour",
      "≤ \(mostPages) live pages; \(after.textureCount) textures, \(Format.megabytes(after.textureBytes)); "
        + "RSS \(Format.megabytes(after.residentBytes))",
      goal: "≤ 3 live pages", met: mostPages <= 3 && page == flicks)
    return outcome
  }
}
