// ViewCore: UIKit's names with no SDL — UIView and its compositing into a display list,
// UIScrollView (applying ScrollEngine's output), UIStackView and Auto Layout, text, animations,
// controllers, navigation and sheets, gesture recognizers and input dispatch. Types are
// @MainActor, as on iOS; the platform reaches in through the window's services and the
// application (UIWindowHosting). Tables, collection views and lists are the ListViews module's,
// which reaches in only through this module's `package` declarations.
