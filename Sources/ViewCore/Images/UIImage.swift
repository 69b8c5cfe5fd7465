import Foundation

/// Why an image could not be loaded. The message names the file.
public enum ImageLoadError: Error, Equatable, CustomStringConvertible, Sendable {
  case missing(path: String)
  case undecodable(path: String, reason: String)
  case tooLarge(path: String, width: Int, height: Int, limit: Int)

  public var description: String {
    switch self {
    case .missing(let path): return "image not found: \(path)"
    case .undecodable(let path, let reason): return "image could not be decoded: \(path) (\(reason))"
    case .tooLarge(let path, let width, let height, let limit):
      return "image refused: \(path) claims \(width)x\(height) pixels, more than the limit of \(limit) pixels"
    }
  }
}

/// An image: a file decoded by the platform, pixels in memory, a solid colour, or a placeholder
/// for a failed load.
///
/// Images compare by identity, so the platform can cache one texture per image.
public final class UIImage: Hashable, CustomStringConvertible, Sendable {
  public enum Source: Equatable, Sendable {
    /// A file the platform decodes (SDL2_image).
    case file(path: String)
    /// Pixels already in memory (generated or decoded by the app); the platform uploads them as is.
    case pixels(Bitmap)
    /// A solid colour; needs no decoding.
    case color(UIColor)
    /// A failed load, drawn as a visible crossed box; the error says why.
    case placeholder(ImageLoadError)
  }

  /// Size in points (pixels divided by `scale`).
  public let size: CGSize
  public let scale: CGFloat
  public let source: Source
  /// How views draw the image: its own colours, or its shape in their tint (`withRenderingMode`).
  public let renderingMode: RenderingMode
  /// The configuration of a symbol image (`UIImage(systemName:)`); nil for any other image.
  public let symbolConfiguration: SymbolConfiguration?
  /// The colour every pixel takes, keeping its alpha (`withTintColor`, or a template drawn in a
  /// view's tint); nil draws the pixels' own colours.
  public let drawingTint: UIColor?
  /// The same picture at other scales (an asset catalog's image set), so the platform can draw
  /// the file that suits the screen it lands on; empty for any other image.
  package let scaleVariants: [ScaleVariant]

  /// One file of an image set and the scale it was made for.
  package struct ScaleVariant: Equatable, Sendable {
    package var scale: CGFloat
    package var path: String
  }

  /// Where `UIImage(named:)` looks after the application's own asset folders
  /// (`UIWindowHosting.assetFolders`, from its configuration): the app's SwiftPM resource bundles
  /// (the `*.resources` folders beside the executable, which hold each target's `Bundle.module`),
  /// then the `Assets/` folder of the working directory and of the package the executable was
  /// built in.
  public static let assetDirectories: [String] = defaultAssetDirectories()

  /// The application's own asset folders, then `assetDirectories`.
  static var searchDirectories: [String] { lookupEnvironment().folders }

  public init(size: CGSize, scale: CGFloat = 1, source: Source) {
    self.size = size
    self.scale = scale
    self.source = source
    renderingMode = .automatic
    symbolConfiguration = nil
    drawingTint = nil
    scaleVariants = []
  }

  /// An image with every attribute given: the variants (`withRenderingMode`, `withTintColor`,
  /// symbol configurations) share the source and differ in these.
  init(
    size: CGSize, scale: CGFloat, source: Source, renderingMode: RenderingMode,
    symbolConfiguration: SymbolConfiguration?, drawingTint: UIColor?, scaleVariants: [ScaleVariant] = []
  ) {
    self.size = size
    self.scale = scale
    self.source = source
    self.renderingMode = renderingMode
    self.symbolConfiguration = symbolConfiguration
    self.drawingTint = drawingTint
    self.scaleVariants = scaleVariants
  }

  /// A solid-colour image of `size` points.
  public convenience init(color: UIColor, size: CGSize) {
    self.init(size: size, source: .color(color))
  }

  /// An image from a file; nil (and a warning on standard error) when it is missing or cannot be read.
  public convenience init?(contentsOfFile path: String) {
    switch UIImage.load(contentsOfFile: path) {
    case .success(let image): self.init(size: image.size, scale: image.scale, source: image.source)
    case .failure(let error):
      UIImage.warn(error)
      return nil
    }
  }

  /// An image from the app's resources by name: first an image set of an asset catalog
  /// (`Assets.xcassets`, at the scale that suits the screen, as iOS looks there first), then a
  /// file in the resources or the assets folder (with or without extension, `@2x` preferred on
  /// a 2× screen); nil (and a warning) when missing, as on iOS. The screen's scale and the app's
  /// own folders come from the application showing the windows. Callable from any isolation, as
  /// on iOS (a cell provider, a nonisolated initialiser).
  public convenience init?(named name: String) {
    self.init(named: name, environment: UIImage.lookupEnvironment())
  }

  /// `init(named:)` with the scale and folders given.
  convenience init?(named name: String, environment: LookupEnvironment) {
    let catalogs = AssetCatalog.catalogs(in: environment.folders)
    if catalogs.contains(where: { $0.imageSets[name] != nil }) {
      guard let entry = AssetCatalog.imageSetEntry(named: name, screenScale: environment.scale, in: catalogs) else {
        return nil
      }
      let image: UIImage
      switch UIImage.load(contentsOfFile: entry.path) {
      case .success(let loaded): image = loaded
      case .failure(let error):
        UIImage.warn(error)
        return nil
      }
      let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
      self.init(
        size: CGSize(width: pixels.width / entry.scale, height: pixels.height / entry.scale), scale: entry.scale,
        source: image.source, renderingMode: entry.renderingMode, symbolConfiguration: nil, drawingTint: nil,
        scaleVariants: entry.variants)
      return
    }
    guard let path = UIImage.assetPath(named: name, scale: environment.scale, in: environment.folders) else {
      UIImage.warn(.missing(path: name))
      return nil
    }
    self.init(contentsOfFile: path)
  }

  /// The image in the file at `path`, or why it cannot be loaded; reports nothing.
  public static func load(contentsOfFile path: String) -> Result<UIImage, ImageLoadError> {
    Result { () throws(ImageLoadError) in
      let pixels = try ImageFileProbe.pixelSize(ofImageAt: path)
      let scale = UIImage.fileScale(ofPath: path)
      return UIImage(
        size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
        source: .file(path: path))
    }
  }

  /// An image from the assets folder, or a placeholder of `fallbackSize` that shows the failure
  /// (reported on standard error; 400 × 300 pt by default, a choice of this project: room for the
  /// message).
  public static func loadOrPlaceholder(
    named name: String, fallbackSize: CGSize = CGSize(width: 400, height: 300)
  ) -> UIImage {
    switch load(contentsOfFile: assetPath(named: name, in: searchDirectories) ?? name) {
    case .success(let image): return image
    case .failure(let error):
      warn(error)
      return UIImage(size: fallbackSize, source: .placeholder(error))
    }
  }

  /// A load failure, said once on standard error: the program carries on with what it has.
  static func warn(_ error: ImageLoadError) {
    Diagnostics.report("\(error)", from: "warning")
  }

  public var isPlaceholder: Bool {
    if case .placeholder = source { return true }
    return false
  }

  /// The scale a file name declares: 2 for `name@2x.png`, 3 for `@3x`, else 1.
  static func fileScale(ofPath path: String) -> CGFloat {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if stem.hasSuffix("@2x") { return 2 }
    if stem.hasSuffix("@3x") { return 3 }
    return 1
  }

  /// The full path of an asset, trying `.png` and `.jpg` when `name` has no extension; at a
  /// `scale` of 2 or more the `@2x` variant comes first, otherwise last.
  public static func assetPath(named name: String, scale: CGFloat = 1, in directories: [String]? = nil) -> String? {
    let pathExtension = (name as NSString).pathExtension
    let stem = pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
    let endings = pathExtension.isEmpty ? [".png", ".jpg", ""] : ["." + pathExtension]
    let plain = endings.map { stem + $0 }
    let doubled = endings.filter { !$0.isEmpty }.map { stem + "@2x" + $0 }
    let candidates = scale >= 2 ? doubled + plain : plain + doubled
    for directory in directories ?? assetDirectories {
      for candidate in candidates {
        let path = (directory as NSString).appendingPathComponent(candidate)
        if FileManager.default.fileExists(atPath: path) { return path }
      }
    }
    return nil
  }

  static func defaultAssetDirectories() -> [String] {
    var result = resourceBundles(beside: Bundle.main.bundleURL)
    result.append(FileManager.default.currentDirectoryPath + "/Assets")
    // The executable lives in .build/<config>/; the repository is three levels up.
    let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
    result.append(exe.deletingLastPathComponent().appendingPathComponent("../../../Assets").standardized.path)
    return result
  }

  /// The SwiftPM resource bundles in `folder` (`Package_Target.resources` on Linux, `.bundle` on
  /// macOS), sorted by name.
  package static func resourceBundles(beside folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
      .map { folder.appendingPathComponent($0).path }
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var description: String { "UIImage(\(Int(size.width))x\(Int(size.height)), \(source))" }
}
