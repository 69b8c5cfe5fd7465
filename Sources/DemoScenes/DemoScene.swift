import Foundation
import ViewCore

/// One screen of the demo application: a small port of what a tutorial or the guide builds.
nonisolated public struct DemoScene: Sendable {
  /// The name used on the command line (`--scene NAME`) and in tests.
  public let name: String
  /// The title shown in the menu and the window title.
  public let title: String
  /// One line on what the scene shows.
  public let summary: String
  /// The menu section the scene is listed under.
  public let section: String
  let make: @MainActor @Sendable () -> UIViewController

  public init(
    name: String, title: String, summary: String, section: String,
    make: @escaping @MainActor @Sendable () -> UIViewController
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.section = section
    self.make = make
  }

  /// A new controller for the scene.
  @MainActor public func makeViewController() -> UIViewController {
    let controller = make()
    controller.title = title
    return controller
  }
}

/// Every scene of the demo, in menu order.
nonisolated public enum SceneCatalog {
  public static let all: [DemoScene] = [
    DemoScene(
      name: "compositing", title: "Compositing",
      summary: "frame.origin − superview.bounds.origin, live", section: "Foundations",
      make: { CompositingSceneController() }),
    DemoScene(
      name: "image", title: "Image", summary: "A 4800×3200 photo: drag, flick, bounce, pinch, double tap",
      section: "Scrolling and zooming", make: { ImageSceneController() }),
    DemoScene(
      name: "custom", title: "Custom view", summary: "A 640×640 hierarchy zoomed and centred as one",
      section: "Scrolling and zooming", make: { CustomSceneController() }),
    DemoScene(
      name: "rotate", title: "Pinch and rotate",
      summary: "A card turned and scaled by a pinch and a rotation recognizer at once",
      section: "Scrolling and zooming", make: { RotateSceneController() }),
    DemoScene(
      name: "tiled", title: "Tiled image",
      summary: "A 32768×32768 Mandelbrot image in tiles at levels of detail",
      section: "Scrolling and zooming", make: { TiledSceneController() }),
    DemoScene(
      name: "inset", title: "Content inset", summary: "Bars over the content: contentInset (64, 0, 44, 0)",
      section: "Insets", make: { InsetSceneController() }),
    DemoScene(
      name: "keyboard", title: "Keyboard", summary: "A keyboard slides up; the bottom inset keeps fields reachable",
      section: "Insets", make: { KeyboardSceneController() }),
    DemoScene(
      name: "notes", title: "Notes", summary: "A long UITextView: type, and the caret stays in view",
      section: "Insets", make: { NotesSceneController() }),
    DemoScene(
      name: "refresh", title: "Pull to refresh", summary: "UIRefreshControl: the adjusted inset holds the spinner",
      section: "Insets", make: { RefreshSceneController() }),
    DemoScene(
      name: "paged", title: "Paged", summary: "Five photos, a page control, lazy loading",
      section: "Paging", make: { PagedSceneController() }),
    DemoScene(
      name: "peeking", title: "Paged with peeking", summary: "Neighbouring pages peek in; drag them to page",
      section: "Paging", make: { PeekingSceneController() }),
    DemoScene(
      name: "photos", title: "Photos", summary: "Paging between zoomable photos",
      section: "Paging", make: { PhotosSceneController() }),
    DemoScene(
      name: "grid", title: "Grid", summary: "Pagers inside a pager: a 2-D grid with directional lock",
      section: "Paging", make: { GridSceneController() }),
    DemoScene(
      name: "parallax", title: "Parallax", summary: "Same-direction nesting: background follows by percentage",
      section: "Nesting", make: { ParallaxSceneController() }),
    DemoScene(
      name: "cross", title: "Cross direction", summary: "A horizontal strip inside a vertical scroll view",
      section: "Nesting", make: { CrossSceneController() }),
    DemoScene(
      name: "table", title: "Table view", summary: "10,000 rows from a screenful of reused cells",
      section: "Table view", make: { TableSceneController() }),
    DemoScene(
      name: "mail", title: "Mail",
      summary: "Self-sizing rows; swipe for Delete and Flag; Edit to delete and reorder",
      section: "Table view", make: { MailSceneController() }),
    DemoScene(
      name: "search", title: "Search", summary: "UISearchController: the list filters as you type",
      section: "Table view", make: { SearchSceneController() }),
    DemoScene(
      name: "collection", title: "Collection view",
      summary: "A snapping carousel over a 100,000-photo grid that a pinch re-columns",
      section: "Table view", make: { CollectionSceneController() }),
    DemoScene(
      name: "store", title: "Store page",
      summary: "A compositional layout: a centred paging row, a free row, a grid; diffable data",
      section: "Table view", make: { StoreSceneController() }),
    DemoScene(
      name: "sections", title: "Orthogonal sections",
      summary: "Each orthogonalScrollingBehavior in a row of its own, under the same drag",
      section: "Table view", make: { OrthogonalSceneController() }),
    DemoScene(
      name: "outline", title: "Outline",
      summary: "A sidebar list: groups expand and collapse, rows swipe to Delete and reorder by their grip",
      section: "Table view", make: { OutlineSceneController() }),
    DemoScene(
      name: "form", title: "Auto Layout form",
      summary: "A stack of rows in contentLayoutGuide, width from frameLayoutGuide; no frames in code",
      section: "Auto Layout", make: { FormSceneController() }),
    DemoScene(
      name: "inbox", title: "Self-sizing cells",
      summary: "10,000 mail rows whose cells are laid out by constraints: an avatar and three labels",
      section: "Auto Layout", make: { InboxSceneController() }),
    DemoScene(
      name: "pages", title: "Page view controller",
      summary: "A photo browser on UIPageViewController: one page per flick, a page indicator",
      section: "View controllers", make: { PagesSceneController() }),
  ]

  public static var names: [String] { all.map(\.name) }

  public static func scene(named name: String) -> DemoScene? {
    all.first { $0.name == name }
  }
}
