import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// The limit of this machine for benchmark 3's fling: a hand-written SDL loop that only copies a
/// region of a large photo to the whole window, moving it every frame, and presents. At zoom 1
/// (the default) the region is window-sized and copied 1:1, sampling the nearest texel; with
/// `--zoom Z` it is the window's size divided by Z, magnified with linear filtering — what the
/// demo draws when its photo is zoomed to Z, so that both do the same pixel work.
///
/// It runs in a child process (`scroll-bench raw-fling-run --size WxH --frames N [--zoom Z]`) on the real
/// display, in a window made exactly as the demo's (`SDLPlatformWindow`: accelerated renderer with
/// vsync), but draws with SDL alone. It prints one line, `raw-fling median=S mean=S p95=S cpu=S wall=S
/// renderer=…`: the median, mean and 95th percentile of the intervals between its presents, and the CPU
/// seconds of all its threads (schedstat) over the wall-clock seconds of the measured frames.
enum RawFlingLoop {
  static let photo = "generated/landscape.jpg"

  static func runChild(_ arguments: [String]) throws {
    let size = try ChildArguments(arguments).size("--size")
    let frames = try ChildArguments(arguments).integer("--frames")
    let zoom = arguments.contains("--zoom") ? (Double(try ChildArguments(arguments).string("--zoom")) ?? 1) : 1
    guard let path = BenchmarkAssets.path(named: photo) else {
      throw BenchmarkError.setup("asset \(photo) not found (scripts/make-assets.sh makes it)")
    }
    let window: SDLPlatformWindow
    do {
      window = try SDLPlatformWindow(title: "scroll-bench raw fling", size: size)
    } catch {
      throw BenchmarkError.setup("cannot open a window of \(size): \(error)")
    }
    let renderer = window.renderer.renderer
    guard let surface = IMG_Load(path) else { throw BenchmarkError.setup("IMG_Load failed: \(path)") }
    let (textureWidth, textureHeight) = (surface.pointee.w, surface.pointee.h)
    let texture = SDL_CreateTextureFromSurface(renderer, surface)
    SDL_FreeSurface(surface)
    guard let texture else { throw BenchmarkError.setup("texture for \(path) failed") }
    defer { SDL_DestroyTexture(texture) }
    SDL_SetTextureScaleMode(texture, zoom == 1 ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
    var output = (width: Int32(0), height: Int32(0))
    SDL_GetRendererOutputSize(renderer, &output.width, &output.height)
    let region = (
      width: min(Int32((Double(output.width) / zoom).rounded()), textureWidth),
      height: min(Int32((Double(output.height) / zoom).rounded()), textureHeight)
    )
    let span = max(textureWidth - region.width, 1)
    var x = span / 2
    var step: Int32 = -12
    var times: [Double] = []
    var cpuStart = 0.0
    for frame in 0..<(frames + 20) {
      if frame == 20 { cpuStart = ProcessProbe.scheduledSeconds(of: getpid()) ?? .nan }
      SDL_PumpEvents()
      if x + step < 0 || x + step > span { step = -step }
      x += step
      var source = SDL_Rect(
        x: x, y: max(0, (textureHeight - region.height) / 2), w: region.width, h: region.height)
      SDL_RenderCopy(renderer, texture, &source, nil)
      SDL_RenderPresent(renderer)
      // The first 20 frames warm up (the texture's first upload, the X server's first images).
      if frame >= 20 { times.append(ProcessProbe.now()) }
    }
    let cpu = (ProcessProbe.scheduledSeconds(of: getpid()) ?? .nan) - cpuStart
    let stats = Statistics(zip(times.dropFirst(), times).map { $0 - $1 })
    let wall = (times.last ?? 0) - (times.first ?? 0)
    print(
      "raw-fling median=\(stats.median) mean=\(stats.mean) p95=\(stats.quantile(0.95)) cpu=\(cpu) wall=\(wall) "
        + "output=\(output.width)x\(output.height) renderer=\(window.rendererKind)")
  }
}

/// The command line of a child process: `--flag value` pairs.
struct ChildArguments {
  let arguments: [String]

  init(_ arguments: [String]) { self.arguments = arguments }

  func string(_ flag: String) throws -> String {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
      throw BenchmarkError.usage("missing \(flag)")
    }
    return arguments[index + 1]
  }

  func integer(_ flag: String) throws -> Int {
    guard let value = Int(try string(flag)), value >= 0 else { throw BenchmarkError.usage("\(flag) needs a number") }
    return value
  }

  /// `WxH`, in points.
  func size(_ flag: String) throws -> CGSize {
    let parts = try string(flag).split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { throw BenchmarkError.usage("\(flag) needs WxH") }
    return CGSize(width: parts[0], height: parts[1])
  }
}

/// Runs this executable as a child with `arguments` and returns its standard output's last line
/// that starts with `prefix`, or throws with the child's standard error.
enum ChildRun {
  static func lastLine(
    _ arguments: [String], prefix: String, environment: [String: String] = OffscreenSDL.childEnvironment,
    executable: String = ProcessProbe.executablePath
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    // Standard error goes to a file, so that a chatty child can never block on a full pipe.
    let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-bench-child-\(getpid()).err")
    _ = FileManager.default.createFile(atPath: errorPath.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorPath) }
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorPath)
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0,
      let line = text.split(separator: "\n").last(where: { $0.hasPrefix(prefix) })
    else {
      let log = (try? String(contentsOf: errorPath, encoding: .utf8)) ?? ""
      throw BenchmarkError.setup(
        "scroll-bench \(arguments.first ?? "") exited with \(process.terminationStatus): "
          + log.split(separator: "\n").suffix(4).joined(separator: " / "))
    }
    return String(line)
  }

  /// The `key=value` fields of a result line.
  static func fields(_ line: String) -> [String: String] {
    var result: [String: String] = [:]
    for part in line.split(separator: " ") {
      guard let equals = part.firstIndex(of: "=") else { continue }
      result[String(part[..<equals])] = String(part[part.index(after: equals)...])
    }
    return result
  }
}
