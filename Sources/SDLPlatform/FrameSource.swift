import Foundation

/// What the display server said about one frame: its number, when it was shown on the window's
/// clock (nil: discarded) and the output's refresh period (nil: unknown).
struct FrameFeedback: Equatable {
  var frame: UInt64
  var shownAt: TimeInterval?
  var refreshInterval: TimeInterval?
  /// The refresh whose completion answered it, by the server's own count (X11 Present's MSC);
  /// nil where the server does not count them.
  var refreshNumber: UInt64? = nil
  /// The server's own timestamp of that refresh (window clock) where `shownAt` is placed on the
  /// refresh grid fitted to those timestamps (X11 Present); nil where `shownAt` is the timestamp.
  var reportedAt: TimeInterval? = nil
}

/// The display server's clock for the frame loop: it answers each frame presented with when it
/// was shown, and the answer paces the loop (the next frame is drawn once it comes).
/// `WaylandFrameSource` (frame callbacks and `wp_presentation`) and `X11PresentFrameSource`
/// (the Present extension's completions) are the two.
@MainActor
protocol FrameSource: AnyObject {
  /// The SDL event type the source wakes the loop with.
  var wakeType: UInt32 { get }
  /// What the server offers, for the log.
  var status: String { get }
  /// Whose clock it is, for the HUD ("compositor", "Present").
  var clockName: String { get }
  /// True from a request until the server's answer that paces the loop arrives.
  var isWaiting: Bool { get }
  /// Whether the loop may begin a pass before that answer while passes outlast a refresh
  /// (`FrameTimeline.passesOutlastARefresh`): true on X11, where the answer only tells the time
  /// and the server takes each frame in turn; false on Wayland, where the frame callback says the
  /// compositor will take a new frame (one committed before it replaces a frame not yet shown).
  var drawsAheadWhenSlow: Bool { get }
  /// A pass is about to draw a frame (X11 asks here for the completion of the next refresh, so
  /// that the time spent drawing cannot push the request past it).
  func passWillDraw()
  /// Frame `frame` is about to be presented (Wayland asks here for the frame callback and
  /// feedback: they belong to the commit the present makes).
  func willPresent(_ frame: UInt64)
  /// Frame `frame` was presented; its pixels reached the server by `time` (window clock).
  func didPresent(_ frame: UInt64, at time: TimeInterval)
  /// Asks again for the answer still awaited (a request that went missing, a window withheld).
  func nudge()
  /// The feedback that arrived since the last call, oldest first; clears the wake-up. Frame 0 is
  /// a refresh seen without a frame of the app's (its time still places the refresh grid).
  func takeFeedback() -> [FrameFeedback]
}
