import Foundation

/// Runs tile requests somewhere: inline for exact tests (`InlineTileLoader`), on a small pool of
/// background threads for the app (`BackgroundTileLoader`). The view hands results back to the
/// frame loop itself, so a loader may call `completion` on any thread.
@MainActor
public protocol TileLoading: AnyObject {
  /// Starts making `request`'s tile; `completion` gets the result once, unless `cancel` comes
  /// first.
  func load(_ request: TileRequest, completion: @escaping @Sendable (Result<Bitmap, any Error>) -> Void)

  /// Drops `request` if it has not started; one already running still completes.
  func cancel(_ request: TileRequest)
}
