import CSDL2
import Foundation
import ViewCore

extension SDLPlatformWindow {
  /// Longest a screenshot waits for things to settle, in seconds of frame-clock time.
  public static let settleLimit: TimeInterval = 5

  /// Draws frames at the display's pace until nothing animates any more (tiles still arriving,
  /// indicators fading, a bounce finishing) or `settleLimit` passes, so a screenshot shows the
  /// settled picture rather than its first frame.
  public func settle() {
    let end = clock.now() + Self.settleLimit
    step()
    while uiWindow.isAnimating, clock.now() < end {
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 { handle(event) }
      SDL_Delay(UInt32(max(1, (minimumFrameInterval * 1000).rounded())))
      step()
    }
  }
}
