import Foundation

/// One target-action pair of a recognizer. With a target, the action runs only while the target
/// is alive (UIKit holds targets weakly); without one, it always runs.
struct GestureTarget {
  weak var target: AnyObject?
  let hasTarget: Bool
  let action: (UIGestureRecognizer) -> Void
  let identifier: Int
}
