import Foundation
import ViewCore

/// Makes the application and its delegate (an instance of `delegateClass`), calls
/// `application(_:didFinishLaunchingWithOptions:)`, then runs the event loop until the window is
/// closed. Returns the exit status (iOS's never returns). `principalClassName` must be nil:
/// `UIApplication` cannot be subclassed here. The launch settings come from the process's
/// arguments and environment (`AppConfiguration`).
@MainActor
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
  _ delegateClass: any UIApplicationDelegate.Type
) -> Int32 {
  if let principalClassName {
    UIApplication.report("note: the principal class \(principalClassName) is ignored; UIApplication is used")
  }
  _ = UIApplication.shared
  guard let delegate = delegateClass.init(coder: NSCoder()) else {
    UIApplication.report("error: the delegate class \(delegateClass) could not be made (its init(coder:) gave nil)")
    return 1
  }
  return launch(delegate, in: UIApplication.shared)
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

/// A desktop addition for an app that reads its own command line (as `scroll-demo` does with
/// ArgumentParser): runs `delegate` with `configuration` instead of the settings
/// `AppConfiguration` would read from the process. Must come before anything touches
/// `UIApplication.shared`; otherwise the app made then keeps its settings (a line says so).
@MainActor
public func UIApplicationMain(_ delegate: any UIApplicationDelegate, configuration: AppConfiguration) -> Int32 {
  let application = UIApplication.make(configuration: configuration)
  if application.configuration != configuration {
    UIApplication.report("note: UIApplication.shared existed before UIApplicationMain; its settings are kept")
  }
  return launch(delegate, in: application)
}

/// Reads the recording `--replay` names (a bad one: a line and status 2, before any window
/// opens), launches the delegate and runs the event loop.
@MainActor
private func launch(_ delegate: any UIApplicationDelegate, in application: UIApplication) -> Int32 {
  var replay: InputRecording?
  if let path = application.configuration.replayPath {
    do {
      replay = try InputRecording(contentsOf: URL(fileURLWithPath: path))
    } catch {
      UIApplication.report("error: cannot replay \(path): \(error)")
      return 2
    }
  }
  application.delegate = delegate
  guard delegate.application(application, didFinishLaunchingWithOptions: nil) else { return 0 }
  application.connectScene(for: delegate)
  return application.runEventLoop(replaying: replay)
}
