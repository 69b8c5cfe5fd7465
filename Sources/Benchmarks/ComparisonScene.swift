import Foundation
import SDLPlatform
import ViewCore

/// The scene of benchmark 2, described once so that the library and the hand-written loop draw
/// exactly the same thing: 40 opaque filled rects, 10 photos scaled into 220×140 boxes and 10
/// one-line labels, in a 1280×800 window on white, scrolled a point further every frame.
struct ComparisonScene {
  struct Rect {
    var frame: CGRect
    var color: UIColor
  }

  struct Image {
    var path: String
    var frame: CGRect
  }

  struct Label {
    var text: String
    var origin: CGPoint
  }

  static let size = CGSize(width: 1280, height: 800)
  static let fontSize: CGFloat = 17
  static let photos = ["astronaut.png", "coffee.png", "chelsea.png", "rocket.jpg", "hubble.jpg"]

  /// How far the scene is scrolled up in frame `frame`, in points: 0 to 40 and back, a point a
  /// frame (a slow scroll over content that does not change; the range is a choice of this
  /// project that keeps every item partly in view).
  static func offset(frame: Int) -> Int {
    let phase = frame % 80
    return phase < 40 ? phase : 80 - phase
  }

  var rects: [Rect] = []
  var images: [Image] = []
  var labels: [Label] = []

  /// The scene, or a setup error naming the photo that is missing.
  static func make() throws -> ComparisonScene {
    var scene = ComparisonScene()
    for index in 0..<40 {
      let (column, row) = (index % 8, index / 8)
      let hue = CGFloat(index) / 40
      scene.rects.append(
        Rect(
          frame: CGRect(x: 20 + CGFloat(column) * 155, y: 20 + CGFloat(row) * 60, width: 140, height: 50),
          color: UIColor(red: hue, green: 1 - hue, blue: 0.5 + hue / 2)))
    }
    for index in 0..<10 {
      let name = "photos/" + photos[index % photos.count]
      guard let path = BenchmarkAssets.path(named: name) else {
        throw BenchmarkError.setup("asset \(name) not found (run from the repository, or set SCROLL_DEMO_ASSETS)")
      }
      let (column, row) = (index % 5, index / 5)
      scene.images.append(
        Image(
          path: path, frame: CGRect(x: 20 + CGFloat(column) * 250, y: 330 + CGFloat(row) * 150, width: 220, height: 140)
        ))
    }
    for index in 0..<10 {
      let (column, row) = (index % 5, index / 5)
      scene.labels.append(
        Label(
          text: "Label \(index + 1): the quick brown fox",
          origin: CGPoint(x: 20 + CGFloat(column) * 250, y: 640 + CGFloat(row) * 40)))
    }
    return scene
  }

  /// The scene as views: coloured `UIView`s, `UIImageView`s (scale to fill) and sized `UILabel`s
  /// in one window-sized content view, white (it stands for the raw loop's white clear, which it
  /// makes unnecessary where it lies) and rasterized (`layer.shouldRasterize`, as an app marks
  /// content that scrolls without changing), in a root view that clips it and scrolls it by its
  /// bounds' origin, as a scroll view does.
  func makeRootView() -> UIView {
    let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
    root.clipsToBounds = true
    let content = UIView(frame: CGRect(origin: .zero, size: Self.size))
    content.backgroundColor = .white
    content.layer.shouldRasterize = true
    root.addSubview(content)
    for rect in rects {
      let view = UIView(frame: rect.frame)
      view.backgroundColor = rect.color
      content.addSubview(view)
    }
    for image in images {
      let view = UIImageView(image: UIImage(contentsOfFile: image.path))
      view.frame = image.frame
      content.addSubview(view)
    }
    for label in labels {
      let view = UILabel(text: label.text, font: .systemFont(ofSize: Self.fontSize))
      view.frame.origin = label.origin
      content.addSubview(view)
    }
    return root
  }
}

/// One of benchmark 2's drawers: draws frame after frame of the scene, each scrolled as
/// `ComparisonScene.offset(frame:)` says, counting its own frames.
@MainActor
final class ComparisonDrawer {
  private var frame = 0
  private let drawScrolled: (Int) -> Void

  init(_ drawScrolled: @escaping (_ offset: Int) -> Void) {
    self.drawScrolled = drawScrolled
  }

  /// The library: the root's bounds moved (a scroll), then one frame as the run loop draws it.
  static func library(_ window: SDLPlatformWindow) -> ComparisonDrawer {
    let root = window.uiWindow.rootViewController?.view
    return ComparisonDrawer { offset in
      root?.bounds.origin.y = CGFloat(offset)
      OffscreenSDL.drawFrame(window)
    }
  }

  /// A hand-written loop: every item drawn at its place less the offset.
  static func raw(_ loop: RawSDLLoop) -> ComparisonDrawer {
    ComparisonDrawer { offset in loop.drawFrame(offset: Int32(offset)) }
  }

  func drawFrame() {
    drawScrolled(ComparisonScene.offset(frame: frame))
    frame += 1
  }
}

extension ComparisonScene {
  /// Makes the scene, shows it as `window`'s root view (what the library draws) and returns it
  /// with the regular font's path (what the hand-written loop rasterises its labels with).
  static func install(in window: SDLPlatformWindow) throws -> (scene: ComparisonScene, fontPath: String) {
    let scene = try ComparisonScene.make()
    let controller = UIViewController()
    controller.setView(scene.makeRootView())
    window.uiWindow.rootViewController = controller
    guard let fontPath = window.renderer.fonts.paths[.regular] else { throw BenchmarkError.setup("no regular font") }
    return (scene, fontPath)
  }
}
