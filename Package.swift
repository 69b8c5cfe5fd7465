// swift-tools-version:6.2
// Layers, dependencies pointing inward:
//   ScrollPhysics, LayoutSolver (pure math) <- ScrollEngine (motion as a value) <- ViewCore (UIKit names, no SDL) <- SDLPlatform (SDL2) <- UIKit <- ScrollDemo (app)
//   ListViews (tables, collection views, lists) stands on ViewCore, reaching it only through its
//   `package` declarations (the seams: a context menu source, a release target, self-sizing).
//   UIKit (the facade apps import: UIApplication, the event loop) depends on ViewCore, ListViews
//   and SDLPlatform; the examples and scroll-demo are apps built on it.
//   DemoScenes (the demo's scenes) depends on ViewCore and ListViews only, so tests can open every
//   scene headless.
//   ViewCore marks UIKit's types @MainActor, as iOS does. The platform, the scenes and the
//   benchmarks run on the main thread only, so their default isolation is the main actor; the app
//   (whose command-line parsing is nonisolated) and the test cases are marked type by type.
import PackageDescription

let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "ScrollViewLinux",
  products: [
    .executable(name: "scroll-demo", targets: ["ScrollDemo"]),
    .executable(name: "scroll-bench", targets: ["Benchmarks"]),
    .executable(name: "virtual-pointer", targets: ["VirtualPointer"]),
    .library(name: "ViewCore", targets: ["ViewCore"]),
    .library(name: "ListViews", targets: ["ListViews"]),
    .library(name: "SDLPlatform", targets: ["SDLPlatform"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .executable(name: "tutorial-002", targets: ["Tutorial002"]),
    .executable(name: "tutorial-004", targets: ["Tutorial004"]),
    .executable(name: "autolayout-form", targets: ["AutoLayoutForm"]),
    .executable(name: "modern-collection", targets: ["ModernCollection"]),
    .executable(name: "scene-template", targets: ["SceneTemplate"]),
    .executable(name: "controls-stack", targets: ["ControlsStack"]),
    .executable(name: "asset-catalog", targets: ["AssetCatalog"]),
    .executable(name: "diffable-list", targets: ["DiffableList"]),
    .executable(name: "swipe-table", targets: ["SwipeTable"]),
    .executable(name: "photo-browser", targets: ["PhotoBrowser"]),
    .executable(name: "sidebar-outline", targets: ["Outline"]),
    .executable(name: "sign-in", targets: ["SignIn"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "ScrollPhysics"),
    // Auto Layout's constraint solver: an incremental Cassowary simplex, pure Swift.
    .target(name: "LayoutSolver"),
    // A scroll view's motion as a value: activity, gestures, flights, messages in order.
    .target(name: "ScrollEngine", dependencies: ["ScrollPhysics"]),
    .target(name: "ViewCore", dependencies: ["ScrollPhysics", "ScrollEngine", "LayoutSolver"]),
    // Tables, collection views and lists (layouts, diffable data sources, cells and their
    // configurations) over the view core, reaching it through `package` seams.
    .target(name: "ListViews", dependencies: ["ViewCore", "ScrollPhysics"]),
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
    ),
    // XInput 2 smooth scrolling and pinch gestures on X11, in C over libXi. The scripts
    // build with `-Xcc -gdwarf-4`: Debian's valgrind (callgrind, in scroll-bench) cannot read the
    // toolchain's default DWARF 5 for C and gives up on the whole binary. (Not an unsafe flag here:
    // a package with one cannot be depended on.)
    .target(
      name: "CXInput", dependencies: ["CSDL2"],
      linkerSettings: [.linkedLibrary("Xi"), .linkedLibrary("X11"), .linkedLibrary("pthread")]),
    // The X server's display clock (the Present extension's completions) on a connection of the
    // app's own, in C over xcb: the refresh each frame was shown at and the refresh period.
    .target(
      name: "CXPresent", dependencies: ["CSDL2"],
      linkerSettings: [
        .linkedLibrary("xcb-present"), .linkedLibrary("xcb"), .linkedLibrary("X11"), .linkedLibrary("pthread"),
      ]),
    // Wayland's pointer as the compositor describes it: the app's own seat objects on
    // SDL's connection, for axis source and stop, wheel steps and the pinch and hold gestures. Its
    // protocol glue is made by scripts/generate-wayland-input.sh (committed).
    .target(
      name: "CWaylandInput", dependencies: ["CSDL2"], exclude: ["protocol"],
      linkerSettings: [.linkedLibrary("wayland-client")]),
    // A rasterized layer's texture copied into the window by a framebuffer blit (OpenGL, its
    // functions looked up through SDL): a memory copy on Mesa's llvmpipe instead of a drawn quad.
    .target(name: "CGLBlit", dependencies: ["CSDL2"]),
    .target(
      name: "SDLPlatform", dependencies: ["ViewCore", "CSDL2", "CXInput", "CXPresent", "CWaylandInput", "CGLBlit"],
      swiftSettings: mainActorByDefault),
    // `import UIKit`: the view core and Foundation re-exported, plus the application on the SDL window.
    .target(name: "UIKit", dependencies: ["ViewCore", "ListViews", "SDLPlatform"]),
    // The tutorials' own code, `import UIKit` only; their images are SwiftPM resources. ViewCore is
    // listed too although only UIKit is imported: SwiftPM's incremental builds recompile a target when
    // the modules it lists change, and UIKit re-exports ViewCore (without it, a change of a ViewCore
    // class left the examples compiled against its old layout, which crashed).
    .executableTarget(
      name: "Tutorial002", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/Tutorial002",
      resources: [.process("Resources")]),
    .executableTarget(
      name: "Tutorial004", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/Tutorial004",
      resources: [.process("Resources")]),
    // A settings form as UIKit code is written today: a scroll view, a stack in its content guide, UIView.animate and a sheet.
    .executableTarget(
      name: "AutoLayoutForm", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/AutoLayoutForm"),
    // A store page as written today: a compositional layout with an orthogonal row, a diffable data source, registrations.
    .executableTarget(
      name: "ModernCollection", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/ModernCollection"),
    // Xcode's iOS App template with a scene delegate, found from the Info.plist's scene manifest
    // (copied as a folder: SwiftPM refuses an Info.plist at the top of a resource bundle).
    .executableTarget(
      name: "SceneTemplate", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/SceneTemplate",
      resources: [.copy("Resources")]),
    // A screen of controls in a stack view, with a page control under a carousel.
    .executableTarget(
      name: "ControlsStack", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/ControlsStack"),
    // An asset catalog (an image set at 1×, 2×, 3× and colour sets) copied as Xcode keeps it, a
    // gradient and a shape layer as views' layer classes, and buttons with SF Symbols.
    .executableTarget(
      name: "AssetCatalog", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/AssetCatalog",
      resources: [.copy("Resources")]),
    // A diffable list: a list layout with trailing swipe actions, list cells from a registration,
    // a scene delegate named by the configuration's delegateClass.
    .executableTarget(
      name: "DiffableList", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/DiffableList"),
    // A UITableViewController subclass overriding the swipe-action and context-menu methods.
    .executableTarget(
      name: "SwipeTable", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/SwipeTable"),
    // A UIPageViewController photo browser over the app's own photos (made by this project).
    .executableTarget(
      name: "PhotoBrowser", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/PhotoBrowser",
      resources: [.process("Resources")]),
    // A sidebar outline from a section snapshot, its groups expanding and collapsing.
    .executableTarget(name: "Outline", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/Outline"),
    // A sign-in screen: a scroll view above the keyboard layout guide, two fields and a button.
    .executableTarget(name: "SignIn", dependencies: ["UIKit", "ViewCore", "ListViews"], path: "Examples/SignIn"),
    .target(name: "DemoScenes", dependencies: ["ViewCore", "ListViews"], swiftSettings: mainActorByDefault),
    .executableTarget(
      name: "ScrollDemo",
      dependencies: [
        "DemoScenes", "UIKit", "SDLPlatform", "ViewCore", "ListViews",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["DemoScenes", "SDLPlatform", "ViewCore", "ListViews", "CSDL2", "DemoDriver", "LayoutSolver"],
      swiftSettings: mainActorByDefault),
    // Drives the real demo from outside, for the end-to-end tests and the benchmarks alike: the
    // one launcher of `scroll-demo`, its trace parser, a seeded generator for scripted input.
    .target(name: "DemoDriver", dependencies: ["ViewCore"]),
    // What only the tests share: the reference physics written out, stepping a window until it
    // rests; it re-exports DemoDriver. Not linked into any product.
    .target(name: "TestSupport", dependencies: ["ViewCore", "DemoDriver"], path: "Tests/TestSupport"),
    // The end-to-end tests' virtual pointer and keyboard for a Wayland compositor: a C
    // client whose protocol glue scripts/generate-virtual-pointer.sh made with wayland-scanner
    // from the protocol descriptions in its `protocol` folder (both committed).
    .executableTarget(
      name: "VirtualPointer", path: "Tests/VirtualPointer", exclude: ["protocol"],
      linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("xkbcommon")]),
    .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
    .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
    .testTarget(name: "ScrollEngineTests", dependencies: ["ScrollEngine", "ScrollPhysics"]),
    .testTarget(
      name: "ViewCoreTests", dependencies: ["ViewCore", "ListViews", "ScrollEngine", "ScrollPhysics", "TestSupport"]),
    .testTarget(
      name: "SDLPlatformTests",
      dependencies: ["SDLPlatform", "ViewCore", "ListViews", "CSDL2", "CXInput", "TestSupport"]),
    .testTarget(name: "UIKitTests", dependencies: ["UIKit", "ViewCore", "ListViews", "SDLPlatform"]),
    .testTarget(name: "DemoScenesTests", dependencies: ["DemoScenes", "ViewCore", "ListViews", "TestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "DemoDriver", "ScrollPhysics"]),
  ],
  swiftLanguageModes: [.v6]
)
