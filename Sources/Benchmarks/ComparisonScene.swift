import Foundation
import SDLPlatform
import ViewCore

/// The scene of benchmark 2, described once so that the library and the hand-written loop draw
/// exactly the same thing: 40 opaque filled rects, 10 photos scaled into 220×140 boxes and 10
/// one-line labels, in a 1280×800 window on white.
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

  /// The scene as views: coloured `UIView`s, `UIImageView`s (scale to fill) and sized `UILabel`s.
  /// The root view has no background of its own: the window's white clear shows through, as the
  /// raw loop's clear does (a white root view would add a full-window fill the raw loop lacks).
  func makeRootView() -> UIView {
    let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
    for rect in rects {
      let view = UIView(frame: rect.frame)
      view.backgroundColor = rect.color
      root.addSubview(view)
    }
    for image in images {
      let view = UIImageView(image: UIImage(contentsOfFile: image.path))
      view.frame = image.frame
      root.addSubview(view)
    }
    for label in labels {
      let view = UILabel(text: label.text, font: .systemFont(ofSize: Self.fontSize))
      view.frame.origin = label.origin
      root.addSubview(view)
    }
    return root
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
