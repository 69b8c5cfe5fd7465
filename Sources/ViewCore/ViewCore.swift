// ViewCore: UIKit's names with no SDL — UIView and its compositing into a display list,
// UIScrollView (applying ScrollEngine's output), UITableView, UIStackView and Auto Layout,
// animations, controllers, navigation and sheets, gesture recognizers and input dispatch. Types
// are @MainActor, as on iOS; the platform reaches in through the window's services and the
// application (UIWindowHosting).
