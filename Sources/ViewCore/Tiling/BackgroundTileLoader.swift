import Foundation

/// Makes tiles on background threads, at most `maxConcurrentLoads` at once, oldest request first.
/// Requests waiting their turn can be cancelled; that is how tiles scrolled away before they were
/// started cost nothing.
nonisolated public final class BackgroundTileLoader: TileLoading, @unchecked Sendable {
  private struct Job {
    var request: TileRequest
    var completion: @Sendable (Result<Bitmap, any Error>) -> Void
  }

  /// How many tiles are made at the same time.
  public let maxConcurrentLoads: Int
  private let queue: DispatchQueue
  // Guards `waiting` and `running`; every access below holds it.
  private let lock = NSLock()
  private var waiting: [Job] = []
  private var running = 0

  /// A loader running at most `maxConcurrentLoads` (at least 1) tiles at once. Two, a choice of
  /// this project, keeps a core free for the frame loop on a small machine.
  public init(maxConcurrentLoads: Int = 2) {
    self.maxConcurrentLoads = max(1, maxConcurrentLoads)
    queue = DispatchQueue(label: "tiles", qos: .userInitiated, attributes: .concurrent)
  }

  /// Requests waiting for a free worker.
  public var waitingCount: Int { lock.withLock { waiting.count } }

  /// Requests being made right now.
  public var runningCount: Int { lock.withLock { running } }

  public func load(
    _ request: TileRequest, completion: @escaping @Sendable (Result<Bitmap, any Error>) -> Void
  ) {
    lock.withLock { waiting.append(Job(request: request, completion: completion)) }
    startWaitingJobs()
  }

  public func cancel(_ request: TileRequest) {
    lock.withLock { waiting.removeAll { $0.request == request } }
  }

  private func startWaitingJobs() {
    let started: [Job] = lock.withLock {
      var jobs: [Job] = []
      while running < maxConcurrentLoads, !waiting.isEmpty {
        jobs.append(waiting.removeFirst())
        running += 1
      }
      return jobs
    }
    for job in started {
      queue.async { [self] in
        job.completion(job.request.run())
        lock.withLock { running -= 1 }
        startWaitingJobs()
      }
    }
  }
}
