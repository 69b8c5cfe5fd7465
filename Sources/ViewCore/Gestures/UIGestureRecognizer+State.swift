import Foundation

extension UIGestureRecognizer {
  /// UIKit's recognizer states. Discrete recognizers go possible → ended (`recognized`) or failed;
  /// continuous ones go possible → began → changed… → ended or cancelled, or possible → failed.
  public enum State: Int, Sendable, CustomStringConvertible {
    case possible
    case began
    case changed
    case ended
    case cancelled
    case failed

    /// A discrete recognizer's success.
    public static let recognized = State.ended

    /// True for ended, cancelled and failed: nothing more happens until the reset.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// True while a continuous gesture is in progress.
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether a subclass may move from `self` to `next`; other requests are ignored.
    public func allowsTransition(to next: State) -> Bool {
      switch (self, next) {
      case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
      case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
      case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
      default: return false
      }
    }

    public var description: String {
      switch self {
      case .possible: return "possible"
      case .began: return "began"
      case .changed: return "changed"
      case .ended: return "ended"
      case .cancelled: return "cancelled"
      case .failed: return "failed"
      }
    }
  }
}
