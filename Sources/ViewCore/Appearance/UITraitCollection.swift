import Foundation

/// Which way text and layouts run, UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight
  case rightToLeft
}

/// A trait collection's layout direction, UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight
  case rightToLeft
}

/// Light or dark, UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified
  case light
  case dark
}

/// How much room there is along an axis, UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified
  case compact
  case regular
}

/// The traits a view's content adapts to, UIKit's `UITraitCollection`: the screen's scale, the
/// light or dark appearance (the desktop's preference, or an `overrideUserInterfaceStyle`),
/// left-to-right layout, and size classes from the window's size.
public final class UITraitCollection: Equatable, Sendable, CustomStringConvertible {
  /// Pixels per point of the screen the view is on.
  public let displayScale: CGFloat
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass

  /// Traits with nothing specified.
  public convenience init() {
    self.init(
      displayScale: 0, userInterfaceStyle: .unspecified, layoutDirection: .unspecified,
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
  }

  /// Traits with only the display scale specified.
  public convenience init(displayScale: CGFloat) {
    self.init(
      displayScale: displayScale, userInterfaceStyle: .unspecified, layoutDirection: .unspecified,
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
  }

  /// Traits with only the appearance specified.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      displayScale: 0, userInterfaceStyle: userInterfaceStyle, layoutDirection: .unspecified,
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
  }

  init(
    displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle, layoutDirection: UITraitEnvironmentLayoutDirection,
    horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass
  ) {
    self.displayScale = displayScale
    self.userInterfaceStyle = userInterfaceStyle
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// The traits of a window of `size` points on a screen of `scale`. Horizontally regular from
  /// 768 pt wide (the narrowest iPad's portrait width, which iOS calls regular) and vertically
  /// regular from 500 pt tall (iPhones in landscape, at most 440 pt tall, are compact): choices of
  /// this project that give a desktop window the class of the iOS screen its size resembles.
  static func window(size: CGSize, scale: CGFloat, style: UIUserInterfaceStyle = .light) -> UITraitCollection {
    UITraitCollection(
      displayScale: scale, userInterfaceStyle: style, layoutDirection: .leftToRight,
      horizontalSizeClass: size.width >= 768 ? .regular : .compact,
      verticalSizeClass: size.height >= 500 ? .regular : .compact)
  }

  /// These traits with another appearance.
  func replacing(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
    UITraitCollection(
      displayScale: displayScale, userInterfaceStyle: style, layoutDirection: layoutDirection,
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
  }

  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.displayScale == rhs.displayScale && lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.layoutDirection == rhs.layoutDirection && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass
  }

  public var description: String {
    "UITraitCollection(scale \(displayScale), \(userInterfaceStyle), \(horizontalSizeClass)×\(verticalSizeClass))"
  }
}

extension UIView {
  /// The traits of the window the view is in (before it is in one, the screen's scale and
  /// size of the application's screen).
  public var traitCollection: UITraitCollection {
    let style = effectiveUserInterfaceStyle
    if let window {
      return .window(size: window.bounds.size, scale: window.screenScale, style: style)
    }
    let screen = UIWindow.host?.screenBounds.size ?? bounds.size
    return .window(size: screen, scale: UIWindow.host?.screenScale ?? 1, style: style)
  }

  /// The direction the view lays out in: left to right (this project lays out left to right only).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

extension UIViewController {
  /// The traits of the controller's view (the screen's before the view loads).
  public var traitCollection: UITraitCollection {
    (isViewLoaded ? view : nil)?.traitCollection
      ?? .window(
        size: UIWindow.host?.screenBounds.size ?? .zero, scale: UIWindow.host?.screenScale ?? 1,
        style: overrideUserInterfaceStyle != .unspecified
          ? overrideUserInterfaceStyle : UIWindow.host?.keyWindow?.systemUserInterfaceStyle ?? .light)
  }
}
