import Foundation

extension UIView {
  /// How a view shows its tint (UIKit's `UIView.TintAdjustmentMode`).
  public enum TintAdjustmentMode: Int, Sendable {
    /// The superview's mode; at the top of the hierarchy, `.normal`.
    case automatic
    /// The tint as it is.
    case normal
    /// The tint greyed, as behind a presented alert.
    case dimmed
  }

  /// The tint every view has when no view up to the window sets one: UIKit's default, system blue.
  public static let defaultTintColor = UIColor.systemBlue

  /// The tint before dimming: the nearest own tint from this view up, else the default.
  var undimmedTintColor: UIColor {
    var view: UIView? = self
    while let current = view {
      if let tint = current.ownTintColor { return tint }
      view = current.superview
    }
    return UIView.defaultTintColor
  }

  /// The mode in effect: the nearest mode other than `.automatic` from this view up, else `.normal`.
  var effectiveTintAdjustmentMode: TintAdjustmentMode {
    var view: UIView? = self
    while let current = view {
      if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
      view = current.superview
    }
    return .normal
  }

  /// `tintColor`'s value: the inherited tint, greyed while dimmed.
  var resolvedTintColor: UIColor {
    let tint = undimmedTintColor
    return effectiveTintAdjustmentMode == .dimmed ? tint.dimmedForTint : tint
  }

  /// What `tintColorDidChange()` reports a change of.
  var tintState: TintState { TintState(color: undimmedTintColor, mode: effectiveTintAdjustmentMode) }

  func setOwnTintColor(_ color: UIColor?) {
    let old = tintState
    ownTintColor = color
    notifyTintChange(from: old)
  }

  func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
    let old = tintState
    ownTintAdjustmentMode = mode
    notifyTintChange(from: old)
  }

  /// Tells the subtree when the effective tint or mode is no longer `old`.
  func notifyTintChange(from old: TintState) {
    let new = tintState
    guard new != old else { return }
    tintDidChange(color: new.color != old.color, mode: new.mode != old.mode)
  }

  /// This view's effective tint or mode changed: it and every descendant that inherits what
  /// changed redraw and hear `tintColorDidChange()`, parents first. A descendant with a tint (or a
  /// mode) of its own keeps it, and so does everything under it.
  private func tintDidChange(color: Bool, mode: Bool) {
    setNeedsDisplay()
    tintColorDidChange()
    for subview in subviews {
      let inheritsColor = color && subview.ownTintColor == nil
      let inheritsMode = mode && subview.ownTintAdjustmentMode == .automatic
      if inheritsColor || inheritsMode { subview.tintDidChange(color: inheritsColor, mode: inheritsMode) }
    }
  }

  /// A view's tint and its mode, compared before and after a change.
  struct TintState: Equatable {
    var color: UIColor
    var mode: TintAdjustmentMode
  }
}

extension UIColor {
  /// The colour as a dimmed tint shows it: its grey of equal luminance (Rec. 709 weights) at the
  /// same alpha. UIKit does not document its dimmed colour; a neutral grey is a choice of this
  /// project that keeps the control's lightness.
  var dimmedForTint: UIColor {
    let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    return UIColor(white: luminance, alpha: alpha)
  }
}
