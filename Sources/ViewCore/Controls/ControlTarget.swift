import Foundation

/// One registered action of a control: a `UIAction`, or a target-action closure that runs only
/// while its target lives (UIKit holds targets weakly).
struct ControlTarget {
  let events: UIControl.Event
  let action: UIAction?
  weak var target: AnyObject?
  let hasTarget: Bool
  let perform: ((UIControl, UIEvent?) -> Void)?
}
