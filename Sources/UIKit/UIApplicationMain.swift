import Foundation
import ViewCore

/// Makes the application and its delegate (an instance of `delegateClass`), calls
/// `application(_:didFinishLaunchingWithOptions:)`, then runs the event loop until the window is
/// closed. Returns the exit status (iOS's never returns). `principalClassName` must be nil:
/// `UIApplication` cannot be subclassed here.
@MainActor
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
  _ delegateClass: any UIApplicationDelegate.Type
) -> Int32 {
  let application = UIApplication.shared
  if let principalClassName {
    UIApplication.report("note: the principal class \(principalClassName) is ignored; UIApplication is used")
  }
  guard let delegate = delegateClass.init(coder: NSCoder()) else {
    UIApplication.report("error: the delegate class \(delegateClass) could not be made (its init(coder:) gave nil)")
    return 1
  }
  application.delegate = delegate
  guard delegate.application(application, didFinishLaunchingWithOptions: nil) else { return 0 }
  return application.runEventLoop()
}

/// iOS's form, naming the delegate class (`NSStringFromClass(AppDelegate.self)`). Returns 1 with a
/// message when no such class adopts `UIApplicationDelegate`.
@MainActor
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
  _ delegateClassName: String?
) -> Int32 {
  guard let delegateClassName, let type = NSClassFromString(delegateClassName) as? any UIApplicationDelegate.Type
  else {
    UIApplication.report("error: no UIApplicationDelegate class named '\(delegateClassName ?? "nil")'")
    return 1
  }
  return UIApplicationMain(argc, argv, principalClassName, type)
}
