// `import UIKit` is the only import a UIKit source file needs: the view core (UIView, UIScrollView,
// UIViewController …), the list views (UITableView, UICollectionView …) and Foundation (CGPoint, CGSize, CGRect, Bundle, NSCoder) come with it, and
// this module adds the application (UIApplication, UIApplicationDelegate, UIApplicationMain,
// UIScreen) on top of the SDL platform layer.
@_exported import Foundation
@_exported import ListViews
@_exported import ViewCore
