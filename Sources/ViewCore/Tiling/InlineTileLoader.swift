import Foundation

/// Makes each tile at once on the calling thread, so tests are exact: a tile requested in one
/// frame is ready when the window next steps its animators.
@MainActor
public final class InlineTileLoader: TileLoading {
  public init() {}

  public func load(
    _ request: TileRequest, completion: @escaping @Sendable (Result<Bitmap, any Error>) -> Void
  ) {
    completion(request.run())
  }

  /// Nothing to cancel: every request has finished by the time `load` returns.
  public func cancel(_ request: TileRequest) {}
}
