import Foundation
import Synchronization

extension UIImage {
  /// What `UIImage(named:)` searches with: the screen's scale and the folders, the application's
  /// own first.
  struct LookupEnvironment: Sendable {
    var scale: CGFloat
    var folders: [String]
  }

  /// The application's scale and folders as they were when it became the windows' host, for
  /// lookups made off the main thread (the host itself lives on the main actor).
  private static let published = Mutex(LookupEnvironment(scale: 1, folders: []))

  /// Records the host's scale and folders for lookups off the main thread.
  @MainActor static func publishLookupEnvironment(from host: (any UIWindowHosting)?) {
    let environment = LookupEnvironment(
      scale: host?.screenScale ?? 1, folders: (host?.assetFolders ?? []) + assetDirectories)
    published.withLock { $0 = environment }
  }

  /// The scale and folders to search now: the host's own on the main thread (where UIKit code
  /// runs, isolated or not), else the ones it published.
  static func lookupEnvironment() -> LookupEnvironment {
    if Thread.isMainThread {
      return MainActor.assumeIsolated {
        LookupEnvironment(
          scale: UIWindow.host?.screenScale ?? 1, folders: (UIWindow.host?.assetFolders ?? []) + assetDirectories)
      }
    }
    let environment = published.withLock { $0 }
    return environment.folders.isEmpty ? LookupEnvironment(scale: 1, folders: assetDirectories) : environment
  }
}
