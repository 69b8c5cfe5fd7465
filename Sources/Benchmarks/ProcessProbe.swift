import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Clocks and process figures read from the kernel.
nonisolated enum ProcessProbe {
  /// Seconds on the monotonic clock (unaffected by wall-clock changes).
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// Seconds of CPU this process has used, all its threads together (llvmpipe's included).
  static func cpuNow() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// This process's resident set in bytes: the second field of /proc/self/statm (pages).
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Hands freed heap pages back to the kernel, so that RSS counts live memory rather than what
  /// the allocator happens to keep cached; a leak still shows.
  static func trimHeap() {
    // glibc's malloc_trim is not in the Glibc module map; look it up (RTLD_DEFAULT is null).
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(nil, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  }

  /// Makes every thread share one malloc arena (`mallopt(M_ARENA_MAX, 1)`); call before any
  /// thread starts. With glibc's default arena per thread, the tile loader's worker threads leave
  /// 1–10 MB of freed memory resident in their arenas that `malloc_trim` does not return, varying
  /// from run to run while the heap in use stays flat; one arena makes RSS readings repeatable.
  static func useOneMallocArena() {
    typealias Option = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let arenaMaximum: Int32 = -8  // M_ARENA_MAX in <malloc.h>
    _ = unsafeBitCast(symbol, to: Option.self)(arenaMaximum, 1)
  }

  /// Bytes the program holds in malloc'd memory, across all arenas and large mmapped blocks:
  /// the arenas' size minus their free chunks, plus mmapped chunks, from glibc's `malloc_info`.
  /// Unlike RSS it does not count free memory the allocator keeps, so a leak shows here alone.
  static func heapInUseBytes() -> Int? {
    typealias Info = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    guard let symbol = dlsym(nil, "malloc_info") else { return nil }
    var buffer: UnsafeMutablePointer<CChar>?
    var size = 0
    guard let stream = open_memstream(&buffer, &size) else { return nil }
    let status = unsafeBitCast(symbol, to: Info.self)(0, stream)
    fclose(stream)
    guard status == 0, let buffer else { return nil }
    let xml = String(cString: buffer)
    free(buffer)
    // The totals over all arenas are the last lines of each kind.
    func total(_ prefix: String) -> Int? {
      guard let line = xml.split(separator: "\n").last(where: { $0.contains(prefix) }),
        let sizeRange = line.range(of: "size=\"")
      else { return nil }
      return Int(line[sizeRange.upperBound...].prefix { $0.isNumber })
    }
    guard let current = total("<system type=\"current\""), let fast = total("<total type=\"fast\""),
      let rest = total("<total type=\"rest\""), let mapped = total("<total type=\"mmap\"")
    else { return nil }
    return current - fast - rest + mapped
  }

  /// CPU seconds (user + system) used so far by process `pid`: fields 14 and 15 of
  /// /proc/PID/stat, in clock ticks (usually 10 ms each).
  static func cpuSeconds(of pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    // The command name (field 2) may contain spaces; fields after it are space-separated from 3.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// CPU seconds of every thread of `pid` from /proc/PID/task/*/schedstat (nanoseconds on the
  /// CPU): far finer than the 10 ms ticks of /proc/PID/stat, for short idle windows.
  static func scheduledSeconds(of pid: Int32) -> Double? {
    let directory = "/proc/\(pid)/task"
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
    var total = 0.0
    for task in tasks {
      guard let text = try? String(contentsOfFile: "\(directory)/\(task)/schedstat", encoding: .utf8),
        let first = text.split(separator: " ").first, let nanoseconds = Double(first)
      else { continue }
      total += nanoseconds / 1e9
    }
    return total
  }

  /// The full path of `program` on PATH, if it is there.
  static func executable(named program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// This executable's path (for re-running itself under valgrind, and finding scroll-demo).
  static var executablePath: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
  }
}
