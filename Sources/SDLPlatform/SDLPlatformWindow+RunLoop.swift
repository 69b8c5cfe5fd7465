import CSDL2
import CXPresent
import Foundation
import ViewCore

extension SDLPlatformWindow {
  /// Runs the frame loop until the window is closed or `stop()` is called.
  ///
  /// While the core wants frames the loop draws one per display refresh: on Wayland when the
  /// compositor's frame callback for the last frame arrives (none while it withholds them, as for
  /// a hidden window: nothing is drawn then), on X11 when Present's completion of the refresh
  /// after the last frame arrives (or, while passes outlast a refresh, as soon as the last frame
  /// has presented: `drawsAhead`), elsewhere by vsync, or `minimumFrameInterval` when
  /// the renderer does not wait for it. Otherwise it blocks in `SDL_WaitEventTimeout` until an
  /// event, the core's `nextDeadline`, the next change of an animator that can say when it comes
  /// (a caret's blink, a spinner's tick: `UIWindow.nextAnimationDeadline`) or `idleTimeout`.
  /// Input is handled throughout.
  public func run() {
    isRunning = true
    mainQueue = MainQueueService.shared
    while isRunning {
      waitForWork()
      if isRunning { step() }
    }
  }

  /// Ends `run()` after the current pass. Call it on the loop's thread (from a hook).
  public func stop() {
    isRunning = false
  }

  /// One pass: reads the clock once, steps the core, and draws and presents if anything changed.
  ///
  /// On the compositor's clock a frame's motion is advanced to the time it will be shown
  /// (`FrameTimeline.targetTime`), not to the time the pass begins.
  public func step() {
    let now = clock.now()
    let canDraw = isVisible && !isAwaitingFrameCallback
    let drawingAhead = drawsAhead
    let time =
      pacesByCompositor && canDraw && uiWindow.needsFrame
      ? timeline.targetTime(now: now, drawingAhead: drawingAhead) : now
    lastPassTime = time
    uiWindow.advance(to: time)
    onFrame?(time)
    if let frameSource, isAwaitingFrameCallback, uiWindow.needsFrame, now - lastFrameTime > Self.callbackPatience {
      // Still none: a compositor withholding it (a hidden window) stays silent, at the cost of an
      // empty commit a second; a request whose commit went missing is answered now.
      frameSource.nudge()
      lastFrameTime = now
    }
    guard uiWindow.needsFrame, canDraw else { return }
    // Paces the next pass even when this one draws nothing (the steps of a caret between blinks).
    lastFrameTime = now
    lastPassPresented = false
    guard uiWindow.needsRedraw else { return }
    syncSize()
    frameSource?.passWillDraw()
    drawChanges(
      of: uiWindow.makeDisplayList(),
      holdingUntil: drawingAhead ? timeline.earliestPresent(forTarget: time) : nil,
      willPresent: {
        frameNumber += 1
        if let frameSource {
          timeline.didDraw(frame: frameNumber, target: time, drawnAt: now)
          frameSource.willPresent(frameNumber)
        }
        lastPassPresented = true
      },
      didPresent: { hold in
        guard let frameSource else { return }
        let presentedAt = clock.now()
        timeline.didFinishDrawing(
          frame: frameNumber, presentedAt: presentedAt, held: hold.held, handedOverFrom: hold.finishedAt)
        frameSource.didPresent(frameNumber, at: presentedAt)
      })
  }

  /// True while the loop begins each pass as soon as the last has presented, without waiting for
  /// the server's next refresh: on the display's clock, where the frame source allows it, while
  /// passes outlast a refresh (`FrameTimeline.passesOutlastARefresh`).
  var drawsAhead: Bool {
    pacesByCompositor && frameSource?.drawsAheadWhenSlow == true && timeline.passesOutlastARefresh
  }

  /// Draws and presents what changed in `list` since the last frame: nothing when nothing did;
  /// only the damage, presenting only its pixels, where the target allows it
  /// (`presentsAlone(_:)`); else the whole window. `willPresent` runs just before a present and
  /// `didPresent` just after it, with what holding it did: a frame drawn before `holdingUntil`
  /// waits for it (`holdPresent(until:)`).
  func drawChanges(
    of list: DisplayList, holdingUntil hold: TimeInterval? = nil, willPresent: () -> Void = {},
    didPresent: (_ hold: PresentHold) -> Void = { _ in }
  ) {
    let damage = uiWindow.damage
    switch damage {
    case .none:
      return
    case .rects where presentsAlone(damage.bounds):
      renderer.draw(list, damage: damage.bounds)
      let holding = holdPresent(until: hold)
      willPresent()
      if let rect = renderer.lastDamageBox {
        // Once the queued commands have run, the damaged pixels alone go to the display server.
        SDL_RenderFlush(renderer.renderer)
        present(rect)
      } else if keepsPixelsBetweenFrames || renderer.statistics.damagedPixels > 0 {
        // The damage took in the whole output (or, on the software renderer, missed it): a
        // whole present. (On OpenGL a damage that missed the output drew nothing to show.)
        presentWhole()
      }
      didPresent(holding)
    case .rects, .everything:
      renderer.draw(list)
      let holding = holdPresent(until: hold)
      willPresent()
      presentWhole()
      didPresent(holding)
    }
    framesDrawn += 1
  }

  /// What holding a frame before its present did: how long it waited (seconds), and when the frame
  /// was finished and its present could begin, where the drawing was finished before it (nil: the
  /// present also drew).
  struct PresentHold {
    var held: TimeInterval = 0
    var finishedAt: TimeInterval?
  }

  /// Waits until `time` (window clock) before a frame drawn ahead is presented, so that a frame
  /// drawn faster than expected is shown at the refresh it was computed for, not one earlier. On
  /// OpenGL the drawing is finished first (`glFinish`: the renderer rasterises at the present, and
  /// the wait must come after that work, not before it).
  private func holdPresent(until time: TimeInterval?) -> PresentHold {
    guard let time, clock.now() < time else { return PresentHold() }
    if let finishGL {
      SDL_RenderFlush(renderer.renderer)
      finishGL()
    }
    let start = clock.now()
    // A frame expected to take far longer than it did (after passes of a tenth of a second, a layout
    // of many rows) waits `FrameTimeline.longestHold` at most: shown before its time rather than
    // leaving the window still and its input waiting.
    let until = min(time, start + timeline.longestHold)
    while case let left = until - clock.now(), left > 0 {
      var pause = timespec(tv_sec: 0, tv_nsec: Int(min(left, 0.1) * 1e9))
      nanosleep(&pause, nil)
    }
    let end = clock.now()
    return PresentHold(held: max(0, end - start), finishedAt: finishGL != nil ? end : nil)
  }

  /// Whether a frame with `damage` (window points) is drawn and presented alone: always on the
  /// software renderer, whose surface keeps the rest; on OpenGL under X11 with the sub-buffer copy
  /// when the damage covers at most half the window (more is presented whole by a swap). Each
  /// pixel presented is one the frame redrew, so what the rest of the target holds (a swapped
  /// back buffer's undefined pixels) never reaches the window (docs/rendering.md).
  private func presentsAlone(_ damage: CGRect?) -> Bool {
    if keepsPixelsBetweenFrames { return true }
    guard subBuffer != nil, let damage, !damage.isEmpty else { return false }
    let window = uiWindow.bounds
    return damage.width * damage.height <= window.width * window.height / 2
  }

  /// Hands the output pixels `rect` of the drawn frame to the display server: on the software
  /// renderer from the window's surface (on X11 without framebuffer acceleration a shared-memory
  /// put of that rect; where SDL backs the surface with a texture, SDL uploads and presents it
  /// whole, which is still correct); on OpenGL a copy from the back buffer without a swap; on
  /// Wayland's shared-memory target that rect of the canvas, damaged alone.
  private func present(_ rect: SDL_Rect) {
    if let sharedMemory {
      sharedMemory.present(rect)
    } else if let subBuffer {
      x11_sub_buffer_copy(subBuffer, rect.x, rect.y, rect.w, rect.h, Int32(renderer.outputSize.height))
    } else {
      var rect = rect
      SDL_UpdateWindowSurfaceRects(sdlWindow, &rect, 1)
    }
  }

  /// Hands the whole drawn frame to the display server: a swap, or on Wayland's shared-memory
  /// target the whole canvas.
  func presentWhole() {
    if let sharedMemory {
      sharedMemory.presentWhole()
    } else {
      SDL_RenderPresent(renderer.renderer)
    }
  }

  /// How long a frame callback is awaited before it is asked for again (seconds): a choice of this
  /// project, long enough that no compositor's slowest refresh comes near, short enough that a
  /// lost request costs a second, not the window.
  static let callbackPatience: TimeInterval = 1

  /// True while the compositor has not yet called back for the last frame presented: the next
  /// frame waits for it.
  var isAwaitingFrameCallback: Bool { pacesByCompositor && frameSource?.isWaiting == true && !drawsAhead }

  /// Takes what the compositor said about frames shown into the timeline and `onFramePresented`.
  func takeFrameFeedback() {
    guard let frameSource else { return }
    for feedback in frameSource.takeFeedback() {
      guard feedback.frame != 0 else {
        // A refresh seen without a frame of the app's: it places the grid the next frame is computed for.
        if let shown = feedback.shownAt { timeline.didSeeRefresh(at: shown, refreshInterval: feedback.refreshInterval) }
        continue
      }
      let timing = timeline.didPresent(
        frame: feedback.frame, shownAt: feedback.shownAt, refreshInterval: feedback.refreshInterval,
        refreshNumber: feedback.refreshNumber, reportedAt: feedback.reportedAt)
      if let timing { onFramePresented?(timing) }
    }
  }

  /// Handles events until the next pass is due: the next frame when one is wanted, otherwise the
  /// first of an event that wants a frame, the core's next deadline and the idle timeout.
  func waitForWork() {
    let wantsFrame = uiWindow.needsFrame && isVisible && !isAwaitingFrameCallback
    let idleEnd = clock.now() + max(idleTimeout, 0)
    var event = SDL_Event()
    while isRunning {
      // Blocks queued on the main queue and timers of the main run loop run between passes, as on
      // iOS's main thread; the next timer wakes the loop.
      let timerIn = mainQueue?.serve()
      guard isRunning else { return }
      if !wantsFrame, uiWindow.needsFrame, isVisible, !isAwaitingFrameCallback { return }
      let now = clock.now()
      // On the compositor's clock the frame callback has come: draw at once.
      // A pass that presented nothing asked for no callback: the next waits a refresh.
      let frameDue =
        pacesByCompositor
        ? (lastPassPresented ? now : lastFrameTime + timeline.refreshInterval) : lastFrameTime + minimumFrameInterval
      var wake =
        wantsFrame
        ? frameDue : min(idleEnd, pendingDeadline ?? idleEnd, uiWindow.nextAnimationDeadline ?? idleEnd)
      if let timerIn { wake = min(wake, now + timerIn) }
      let milliseconds = wake > now ? Int32(min(((wake - now) * 1000).rounded(.up), 60_000)) : 0
      guard waitForEvent(&event, milliseconds) else {
        // SDL times the wait in whole milliseconds and can return up to one early.
        if clock.now() >= wake { return }
        continue
      }
      handle(event)
      while isRunning, SDL_PollEvent(&event) != 0 { handle(event) }
      if milliseconds == 0 || (!wantsFrame && uiWindow.needsFrame && isVisible && !isAwaitingFrameCallback) { return }
    }
  }

  /// The core's next deadline, unless the last pass already stepped past it (a deadline the core
  /// fails to clear must not turn the idle loop into a busy one).
  private var pendingDeadline: TimeInterval? {
    guard let deadline = nextDeadline?(), deadline.isFinite, deadline > lastPassTime else { return nil }
    return deadline
  }

  /// The window's own handling, after `onEvent`: quit, size changes, exposure and render resets.
  public func handle(_ event: SDL_Event) {
    if let frameSource, event.type == frameSource.wakeType {
      takeFrameFeedback()
      return
    }
    if let mainQueue, event.type == mainQueue.wakeType {
      _ = mainQueue.serveWake()
      return
    }
    onEvent?(event)
    switch event.type {
    case SDL_QUIT.rawValue:
      stop()
    case SDL_WINDOWEVENT.rawValue where event.window.windowID == SDL_GetWindowID(sdlWindow):
      switch UInt32(event.window.event) {
      case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue,
        SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
        syncSize()
        uiWindow.setNeedsRedraw()
      case SDL_WINDOWEVENT_RESTORED.rawValue:
        uiWindow.setNeedsRedraw()
        onActivityChange?(.restored)
      case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue:
        if UInt32(event.window.event) == SDL_WINDOWEVENT_EXPOSED.rawValue { hasBeenExposed = true }
        uiWindow.setNeedsRedraw()
      case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
        onActivityChange?(.focusGained)
      case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
        onActivityChange?(.focusLost)
      case SDL_WINDOWEVENT_MINIMIZED.rawValue:
        onActivityChange?(.minimized)
      case SDL_WINDOWEVENT_CLOSE.rawValue:
        stop()
      default:
        break
      }
    case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
      renderer.discardTextures()
      uiWindow.setNeedsRedraw()
    default:
      break
    }
  }
}
