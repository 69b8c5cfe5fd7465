import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// Benchmark 4: an input event is reflected in the very next frame presented.
///
/// In process, on the offscreen driver: an SDL event is pushed with `SDL_PushEvent` and the real
/// frame loop runs one pass at a time (`run()` stopped from `onFrame`: exactly one `waitForWork()`
/// and one `step()`). For each presented frame two things are recorded: the content offset the
/// frame was composed with (read in `onFrame`, just before `makeDisplayList()`), and the stripe the
/// probe pixel shows, read back from the presented frame. The figure counts presented frames until
/// the offset moved, the pixel confirming that the frame shows that offset (±1 px for rounding);
/// when a frame moves less than a pixel, the frame that first moves a whole pixel is noted too.
/// Four kinds of event (a trackpad delta, a wheel notch, the Down arrow key, a mouse drag), each
/// 0.3 s after the window came to rest with the pointer over it, each repeated on a fresh scene (10 times; 3 with
/// `--quick`) because the event's millisecond timestamp falls differently against the frame clock
/// each time, in a fresh window. The figure is the worst trial.
enum InputLatencyBenchmark {
  static let size = CGSize(width: 400, height: 300)
  static let maximumFrames = 10
  static let restOffset: CGFloat = 10_000
  /// How long the window sits idle (its loop blocked) before each event, in seconds.
  static let idlePause = 0.3

  struct Trial {
    var offsetFrame: Int?
    var pixelFrame: Int?
    var firstFrameMove: CGFloat = 0
    var isConsistent = true
  }

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    // Events carry a window id; every trial's window gets the next one, so build them per trial.
    let (x, y) = (Int32(StripeScene.probe.x), Int32(StripeScene.probe.y))
    // The animated ones name their distance: moving all of it in the first frame means the
    // animation was skipped rather than shown.
    let cases: [(name: String, animated: CGFloat?, events: (SDLEventFactory) -> [SDL_Event])] = [
      ("trackpad wheel (precise, 25 pt)", nil, { [$0.wheel(notches: -2.5, x: x, y: y)] }),
      ("wheel notch (40 pt, animated)", 40, { [$0.wheel(notches: -1, x: x, y: y)] }),
      ("Down arrow key (40 pt, animated)", 40, { [$0.keyDown(SDLK_DOWN, SDL_SCANCODE_DOWN)] }),
      (
        "mouse drag (press, move 60 pt)", nil,
        { [$0.button(SDL_MOUSEBUTTONDOWN, x: x, y: y), $0.drag(to: x, y - 60, by: (0, -60))] }
      ),
    ]
    var outcome = BenchmarkOutcome()
    var worst = (frames: 0, name: "")
    var consistent = true
    for (name, animated, events) in cases {
      var trials: [Trial] = []
      for _ in 0..<(quick ? 3 : 10) { trials.append(try trial(events)) }
      for trial in trials where (trial.offsetFrame ?? Int.max) > worst.frames {
        worst = (trial.offsetFrame ?? Int.max, name)
      }
      consistent = consistent && trials.allSatisfy(\.isConsistent)
      outcome.note(
        "\(name): offset moved in frame " + histogram(trials.map(\.offsetFrame)) + "; a whole pixel in frame "
          + histogram(trials.map(\.pixelFrame)) + "; first frame moved "
          + Statistics(trials.map { Double($0.firstFrameMove) }).spread { Format.fixed($0, 1) } + " pt")
      if let distance = animated {
        let skipped = trials.filter { $0.firstFrameMove >= distance - 0.5 }.count
        if skipped > 0 {
          outcome.note(
            "  ANIMATION SKIPPED in \(skipped) of \(trials.count): all \(Int(distance)) pt in the first frame "
              + "(it started at the last frame's time, \(idlePause) s before the event)")
        }
      }
    }
    outcome.note(
      "pixels read back after SDL_RenderPresent \(consistent ? "matched" : "DID NOT match") the offset of every frame "
        + "(±1 px); renderer: \(OffscreenSDL.rendererDescription)")
    guard consistent else { throw BenchmarkError.setup("presented pixels disagree with the composed offsets") }
    let shortName = worst.name.split(separator: " (").first.map(String.init) ?? worst.name
    let figure =
      worst.frames == Int.max
      ? "not within \(maximumFrames) frames (\(shortName))"
      : worst.frames == 1 ? "1" : "\(worst.frames) (\(shortName))"
    outcome.row("4 input to frame", "frames between event and reflection: \(figure)", goal: "1", met: worst.frames == 1)
    return outcome
  }

  /// One event in a fresh window at rest: the frames until it shows.
  private static func trial(_ makeEvents: (SDLEventFactory) -> [SDL_Event]) throws -> Trial {
    let window = try OffscreenSDL.makeWindow(size: size)
    var translator = SDLInputTranslator(coordinates: SDLCoordinateSpace(windowSize: size))
    window.onEvent = { [unowned window] event in window.uiWindow.handle(translator.translate(event)) }
    let scene = StripeScene(size: size)
    window.uiWindow.rootViewController = scene.controller
    scene.scrollView.contentOffset = CGPoint(x: 0, y: restOffset)
    let sdl = SDLEventFactory(windowID: SDL_GetWindowID(window.sdlWindow))
    var hover = sdl.hover(to: Int32(StripeScene.probe.x), Int32(StripeScene.probe.y))
    SDL_PushEvent(&hover)
    settle(window)
    let before = try probeStripe(window)
    var result = Trial()
    var frames = 0
    var offsetAtFrame = restOffset
    // The user acts a moment after the window came to rest; the loop is blocked waiting meanwhile.
    usleep(UInt32(idlePause * 1e6))
    makeEvents(sdl).forEach {
      var event = $0; SDL_PushEvent(&event)
    }
    // A pass that draws nothing waits out the idle timeout; keep that short if the event is lost.
    window.idleTimeout = 0.05
    for _ in 0..<maximumFrames * 2 where frames < maximumFrames && result.pixelFrame == nil {
      let drawn = window.framesDrawn
      window.onFrame = { [unowned window] _ in
        offsetAtFrame = scene.scrollView.contentOffset.y
        window.stop()
      }
      window.run()
      guard window.framesDrawn > drawn else { continue }
      frames += 1
      let shown = try probeStripe(window)
      if abs(shown - StripeScene.stripe(atOffset: offsetAtFrame)) > 1 { result.isConsistent = false }
      if result.offsetFrame == nil, offsetAtFrame != restOffset { result.offsetFrame = frames }
      if result.pixelFrame == nil, shown != before { result.pixelFrame = frames }
      if frames == 1 { result.firstFrameMove = offsetAtFrame - restOffset }
    }
    window.onFrame = nil
    window.onEvent = nil
    return result
  }

  /// "1 ×8, 2 ×2": how often each frame count occurred (– for never).
  private static func histogram(_ frames: [Int?]) -> String {
    let counts = Dictionary(grouping: frames.map { $0.map(String.init) ?? "–" }, by: { $0 }).mapValues(\.count)
    return counts.keys.sorted().map { "\($0) ×\(counts[$0]!)" }.joined(separator: ", ")
  }

  /// Runs passes until nothing animates and nothing waits to be drawn (at most 10 s).
  private static func settle(_ window: SDLPlatformWindow) {
    window.idleTimeout = 0.02
    let deadline = ProcessProbe.now() + 10
    repeat {
      window.onFrame = { [unowned window] _ in window.stop() }
      window.run()
    } while (window.uiWindow.needsFrame || window.uiWindow.hasGestureInProgress) && ProcessProbe.now() < deadline
    window.onFrame = nil
    window.idleTimeout = 0.5
  }

  private static func probeStripe(_ window: SDLPlatformWindow) throws -> Int {
    let pixels = try PixelBuffer(readingFrom: window.renderer.renderer)
    let color = pixels.color(x: Int(StripeScene.probe.x), y: Int(StripeScene.probe.y)) ?? 0
    guard let stripe = StripeScene.stripe(ofColor: color) else {
      throw BenchmarkError.setup(String(format: "the probe pixel #%06X is not a stripe", color))
    }
    return stripe
  }
}
