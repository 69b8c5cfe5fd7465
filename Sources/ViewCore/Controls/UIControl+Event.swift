import Foundation

extension UIControl {
  /// What a control reports to its actions (UIKit's `UIControl.Event`, same raw values).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch-down with a tap count above 1 (a double click).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's look-affecting state (UIKit's `UIControl.State`, same raw values).
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}
