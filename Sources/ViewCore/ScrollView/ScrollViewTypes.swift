import Foundation

// UIScrollView's value types: the deceleration rate, the indicator style, the keyboard dismiss
// mode and the content inset adjustment, with what each one computes.

extension UIScrollView {
  /// The deceleration rate after a flick, per millisecond (UIKit's `UIScrollView.DecelerationRate`).
  public struct DecelerationRate: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// 0.998 per ms (docs/physics.md §1.1).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per ms (docs/physics.md §1.1).
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The scroll indicators' colour scheme.
  public enum IndicatorStyle: Int, Sendable {
    case `default`
    case black
    case white

    /// The indicators' colour in this style.
    var color: UIColor {
      switch self {
      case .default: return UIColor(white: 0, alpha: 0.35)
      case .black: return UIColor(white: 0, alpha: 0.6)
      case .white: return UIColor(white: 1, alpha: 0.6)
      }
    }
  }

  /// When a drag dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    case none
    case onDrag
    case interactive
  }

  /// How the safe area adds to `contentInset` (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Top and bottom always (the scroll view is a bar-covered controller's content, as in a
    /// navigation controller); left and right when the content scrolls horizontally.
    case automatic
    /// Only along the axes the content scrolls.
    case scrollableAxes
    /// Never: `adjustedContentInset` is `contentInset`.
    case never
    /// Always, on every edge.
    case always

    /// `inset` with the safe area added on the edges this behaviour adjusts.
    func adjusting(
      _ inset: UIEdgeInsets, by safe: UIEdgeInsets, scrollsHorizontally: Bool, scrollsVertically: Bool
    ) -> UIEdgeInsets {
      let (vertical, horizontal): (Bool, Bool)
      switch self {
      case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
      case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
      case .always: (vertical, horizontal) = (true, true)
      case .never: return inset
      }
      return UIEdgeInsets(
        top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
        bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }
  }
}
