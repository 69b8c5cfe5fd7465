import DemoDriver
import Foundation
import XCTest

/// A package of someone else's that depends on this one (by path, on
/// its `UIKit` product, as the README's "Use it in your own package" says) builds Xcode's classic
/// `AppDelegate` template and tutorial 004's view controllers, copied unchanged from
/// `Examples/Tutorial004`, with `import UIKit`; under Xvfb it shows its table, and a click on
/// the first row pushes the image controller. The package is made and built (`swift build`, a
/// minute or more: every module of this package is compiled afresh) in the test's scratch folder.
final class PackageDependencyEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  /// A bound on `swift build` that only turns a hang into a failure: a choice of this project,
  /// several times what the build takes on a busy 2-core machine.
  static let buildTimeout: TimeInterval = 1200

  /// Xcode's classic template, its window's root a navigation controller around the menu.
  static let appDelegate = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: TableViewController())
        window?.makeKeyAndVisible()
        return true
      }
    }

    """

  func testAPackageDependingOnThisOneRunsTutorial004AndItsFirstRowPushesTheImage() throws {
    let package = directory.appendingPathComponent("ScrollViewsApp")
    let executable = try buildPackage(at: package)
    let session = try launchApp(
      atPath: executable, arguments: ["--window-size", "400x300"], rootController: "UINavigationController",
      visibleController: "TableViewController")
    let mark = session.mark
    // The first row: 44 pt tall, below the 44-pt navigation bar.
    try session.tool.click(at: Point(200, 66))
    let pushed = try session.waitForTrace(after: mark) { $0.event == "viewDidAppear" }
    XCTAssertEqual(pushed.view, "ViewController", "the first row pushes the image controller")
    // The image controller's scroll view, fitted: photo1.png (512 pt square) at min(400, 300) / 512.
    XCTAssertEqual(pushed.zoom, 300.0 / 512, accuracy: 0.001, "\(pushed)")
    // And it is the image controller at work: a double tap zooms ×1.5 from the fit scale.
    let tap = session.mark
    try session.tool.doubleClick(at: Point(200, 150))
    let end = try session.waitFor("scrollViewDidEndZooming", of: "", after: tap)
    XCTAssertEqual(end.zoom, 300.0 / 512 * 1.5, accuracy: 0.001, "\(end)")
    XCTAssertFalse(session.app.standardError.contains("warning"), session.app.standardError)
  }

  /// Writes the package (Package.swift, the template, tutorial 004's controllers and images) and
  /// builds it; returns the built executable's path.
  private func buildPackage(at package: URL) throws -> String {
    let manager = FileManager.default
    let sources = package.appendingPathComponent("Sources/ScrollViews")
    try manager.createDirectory(at: sources, withIntermediateDirectories: true)
    let dependency = Self.packageRoot.standardizedFileURL
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "ScrollViews",
        dependencies: [.package(path: "\(dependency.path)")],
        targets: [
          .executableTarget(
            name: "ScrollViews",
            dependencies: [.product(name: "UIKit", package: "\(dependency.lastPathComponent)")],
            resources: [.process("Resources")])
        ]
      )

      """
    try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try Self.appDelegate.write(
      to: sources.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
    let example = Self.packageRoot.appendingPathComponent("Examples/Tutorial004")
    for name in try manager.contentsOfDirectory(atPath: example.path) where name != "AppDelegate.swift" {
      try manager.copyItem(at: example.appendingPathComponent(name), to: sources.appendingPathComponent(name))
    }
    let scratch = package.appendingPathComponent(".build")
    let build = try DemoProcess(
      executable: "/usr/bin/env",
      arguments: ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path],
      directory: package)
    defer { build.terminate() }
    let status = build.waitForExit(timeout: Self.buildTimeout)
    let output = (build.untracedLines + [build.standardError]).joined(separator: "\n")
    guard status == 0 else {
      let ending = status.map { "exited with status \($0)" } ?? "did not finish in \(Int(Self.buildTimeout)) s"
      throw BuildFailure(description: "swift build of the dependent package failed (\(ending)):\n\(output)")
    }
    let path = scratch.appendingPathComponent("debug/ScrollViews").path
    XCTAssertTrue(manager.isExecutableFile(atPath: path), "no executable at \(path) after:\n\(output)")
    return path
  }

  struct BuildFailure: Error, CustomStringConvertible {
    let description: String
  }
}
