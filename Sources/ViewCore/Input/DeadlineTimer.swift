import Foundation

/// Lets the window's frame clock fire input deadlines (a double tap's timeout, a held content
/// touch): it is stepped by `UIWindow.advance(to:)` while a deadline is pending, never by a
/// wall clock.
@MainActor
final class DeadlineTimer: FrameAnimating {
  weak var dispatcher: InputDispatcher?

  init(dispatcher: InputDispatcher) {
    self.dispatcher = dispatcher
  }

  func advance(to time: TimeInterval) -> Bool {
    guard let dispatcher else { return false }
    dispatcher.processTime(time)
    return dispatcher.nextDeadline != nil
  }
}
