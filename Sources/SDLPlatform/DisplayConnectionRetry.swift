import Foundation

/// How the platform reaches its display: one attempt, and when a display is named
/// (`DISPLAY` or `WAYLAND_DISPLAY`) and the attempt does not reach it, further attempts with a
/// growing pause for a short, stated time before giving up.
///
/// Why retry at all: an X server drops connections that arrive at the wrong moment. Xvfb (and
/// any X server started without `-noreset`) resets itself whenever its last client disconnects,
/// and a connection accepted in that moment is closed without a reply; `XOpenDisplay` fails, and
/// SDL quietly takes its invisible `offscreen` driver instead. With two clients that connect and
/// disconnect in a loop, 5–8 % of their connections fail this way, and 2 to 7 launches of the demo
/// in 100 started among such clients failed (about one in 15 in long end-to-end sessions). The
/// next connection, tens of milliseconds later, succeeds. A desktop app must not give up on that
/// first refusal.
///
/// Pure: the one attempt, the clock and the pause are passed in, so tests run it without SDL and
/// without waiting.
struct DisplayConnectionRetry {
  /// Why one attempt did not reach the display.
  struct AttemptFailure: Equatable {
    /// What happened, e.g. "SDL fell back to its invisible 'offscreen' driver".
    var what: String
    /// SDL's own `SDL_GetError()` text after the attempt ("" when SDL set none).
    var sdlError: String
  }

  /// The policy the platform uses: attempts for up to 2 s, pausing 20 ms, then 40, 80, 160 ms,
  /// then every 250 ms (11 attempts when each fails at once).
  ///
  /// Why these numbers: a reset Xvfb takes about 25 ms to accept connections again (its
  /// keyboard map is recompiled), so the first, short pauses reach it before anyone notices a
  /// delay; the 250-ms ones cover a server busy for longer (a loaded CI machine, a restarting
  /// compositor) without adding to its load. 2 s bounds the wait for a display that is really
  /// gone (a stale `DISPLAY`, a stopped server): the one-line error then comes within the time a
  /// person waits for a window to appear; longer would look like a hang.
  static let standard = DisplayConnectionRetry(timeLimit: 2, firstPause: 0.02, longestPause: 0.25)

  /// No attempt starts later than this many seconds after the first.
  var timeLimit: TimeInterval
  /// The pause after the first failed attempt; each later one doubles, up to `longestPause`.
  var firstPause: TimeInterval
  var longestPause: TimeInterval

  /// The display the environment names, as `NAME=value` (both when both are set), or nil when
  /// neither `DISPLAY` nor `WAYLAND_DISPLAY` is set: then there is nothing to retry.
  static func display(in environment: [String: String]) -> String? {
    let named = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name -> String? in
      guard let value = environment[name], !value.isEmpty else { return nil }
      return "\(name)=\(value)"
    }
    return named.isEmpty ? nil : named.joined(separator: " and ")
  }

  /// Runs `attempt` (nil when it reached the display) until it succeeds; when `display` is set,
  /// again after each failure as long as the next pause ends within `timeLimit` of the start.
  /// - Returns: how many attempts it took.
  /// - Throws: `SDLPlatformError.noDisplay`, naming `display`, the attempts, the time spent, what
  ///   the last attempt met and SDL's own error text, in one line.
  func connect(
    display: String?, attempt: () -> AttemptFailure?, now: () -> TimeInterval,
    pause: (TimeInterval) -> Void
  ) throws -> Int {
    let start = now()
    var attempts = 0
    var nextPause = firstPause
    while true {
      attempts += 1
      guard let failure = attempt() else { return attempts }
      let elapsed = now() - start
      guard display != nil, elapsed + nextPause <= timeLimit else {
        throw SDLPlatformError.noDisplay(
          reason: Self.reason(display: display, attempts: attempts, elapsed: elapsed, failure: failure))
      }
      pause(nextPause)
      nextPause = min(nextPause * 2, longestPause)
    }
  }

  /// The one-line reason for giving up.
  static func reason(display: String?, attempts: Int, elapsed: TimeInterval, failure: AttemptFailure) -> String {
    let tried: String
    if let display {
      let times = attempts == 1 ? "1 attempt" : "\(attempts) attempts"
      tried = "\(display) was not reached in \(times) over \(String(format: "%.1f", elapsed)) s"
    } else {
      tried = "DISPLAY and WAYLAND_DISPLAY are not set"
    }
    let sdlError = oneLine(failure.sdlError)
    let said = sdlError.isEmpty ? "SDL_GetError() was empty" : "SDL_GetError(): \"\(sdlError)\""
    return "\(tried): \(failure.what); \(said)"
  }

  /// `text` on one line of printable characters (SDL's error can hold anything).
  static func oneLine(_ text: String) -> String {
    let printable = text.unicodeScalars.map { scalar -> String in
      scalar.properties.generalCategory == .control || scalar == "\u{FFFD}" ? " " : String(scalar)
    }
    return printable.joined().split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
