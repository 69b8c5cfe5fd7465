import Foundation

/// Shows an image too large for any texture through tiles at levels of detail, as a view backed
/// by `CATiledLayer` does: only the tiles that are visible, at the level the current scale needs,
/// are requested; a loader makes them off the frame loop; they appear as they arrive, the nearest
/// coarser resident tile standing in meanwhile; a `TileCache` bounds the memory they take.
///
/// Its bounds show the whole image (by default one point per full-resolution pixel). Put it in a
/// zooming scroll view as the view for zooming; it picks levels from its scale in the window.
open class UITiledImageView: UIView {
  /// Where the pixels come from.
  public let source: any TiledImageSource
  /// The source's levels of detail.
  public let levels: TileLevels
  /// The resident tiles; its budget bounds the tiles' memory.
  public let cache: TileCache
  /// Where failed tiles are reported, once per tile (standard error by default).
  public var tileErrorReporter: (TileKey, String) -> Void = { key, message in
    Diagnostics.report("tile \(key) could not be made: \(message)", from: "warning")
  }
  /// The tiles the latest drawing shows; nil before the view was first composited.
  public internal(set) var visibleTiles: TileRange?

  let loader: any TileLoading
  let inbox = TileInbox()
  /// Tiles requested and neither answered nor cancelled.
  var pendingRequests: Set<TileKey> = []
  /// Failures already reported, so an evicted and re-made failure is not reported again.
  var reportedFailures: Set<TileKey> = []

  /// The default budget: 64 MB, 256 full 256-pixel tiles, a choice of this project. A 1280×800
  /// window needs at most about 90 of them at once (its tiles show between half and all of their
  /// pixels).
  public static let defaultByteBudget = 64 << 20

  /// - Parameters:
  ///   - source: the image; must be thread-safe (the loader calls it from worker threads).
  ///   - loader: who makes tiles; a `BackgroundTileLoader` with two workers by default.
  ///   - byteBudget: the most bytes resident tiles may take; raised to at least four full tiles (a
  ///     choice of this project: the tiles around one point of the image).
  ///   - frame: where the view goes; by default one point per full-resolution pixel at the origin.
  /// Nil: a tiled image view needs its tile source (archives do not exist here).
  public required init?(coder: NSCoder) { nil }

  public init(
    source: any TiledImageSource, loader: any TileLoading = BackgroundTileLoader(),
    byteBudget: Int = UITiledImageView.defaultByteBudget, frame: CGRect? = nil
  ) {
    self.source = source
    self.loader = loader
    let levels = source.levels
    self.levels = levels
    cache = TileCache(byteBudget: max(byteBudget, 4 * levels.tileBytes))
    super.init(
      frame: frame ?? CGRect(x: 0, y: 0, width: CGFloat(levels.width), height: CGFloat(levels.height)))
  }

  isolated deinit {
    // Requests still waiting for a worker would make tiles nobody shows.
    for key in pendingRequests { loader.cancel(TileRequest(key: key, source: source)) }
  }

  /// The tiles requested and not yet arrived.
  public var pendingTiles: Set<TileKey> { pendingRequests }

  override func willComposite(toWindow: CGAffineTransform, clip: CGRect) {
    let visible = bounds.intersection(clip.applying(toWindow.inverted()))
    let screenScale = window?.screenScale ?? 1
    // Screen pixels per full-resolution pixel along each axis; the finer one decides.
    let scaleX = hypot(toWindow.a, toWindow.b) * bounds.width / CGFloat(levels.width)
    let scaleY = hypot(toWindow.c, toWindow.d) * bounds.height / CGFloat(levels.height)
    updateTiles(visible: visible, scale: max(scaleX, scaleY) * screenScale)
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsContext.current, let range = visibleTiles else { return }
    drawTiles(range, in: context)
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { cancelPendingRequests(keeping: []) }
  }
}
