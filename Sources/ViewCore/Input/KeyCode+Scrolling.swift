import Foundation
import ScrollEngine

extension KeyCode {
  /// The engine's name for a key that scrolls.
  var scrollKey: ScrollEngine.Key? {
    switch self {
    case .upArrow: return .up
    case .downArrow: return .down
    case .leftArrow: return .left
    case .rightArrow: return .right
    case .pageUp: return .pageUp
    case .pageDown: return .pageDown
    case .space: return .space
    case .home: return .home
    case .end: return .end
    default: return nil
    }
  }
}
