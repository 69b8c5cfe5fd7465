import Foundation

/// Keeps `scrollViewDidScroll` from recursing when a delegate moves the offset inside it: a move
/// made while the message is being delivered is told once more after it returns, a bounded number
/// of times, so a delegate that fights the scroll view cannot loop forever. (A class: the message
/// it delivers re-enters it.)
final class ScrollNotificationGuard {
  /// A choice of this project: enough for a delegate that adjusts the offset once or twice.
  static let maximumRepeats = 4
  private var isNotifying = false
  private var pendingRepeat = false

  /// Delivers `message`, or, while it is already being delivered, asks for it once more after.
  func deliver(_ message: () -> Void) {
    guard !isNotifying else {
      pendingRepeat = true
      return
    }
    isNotifying = true
    var repeats = 0
    repeat {
      pendingRepeat = false
      message()
      repeats += 1
    } while pendingRepeat && repeats < Self.maximumRepeats
    pendingRepeat = false
    isNotifying = false
  }
}
