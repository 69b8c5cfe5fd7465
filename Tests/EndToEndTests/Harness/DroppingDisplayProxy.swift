import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An X display of the test's own, in front of the real X server: a Unix socket at
/// `/tmp/.X11-unix/X<n>` that closes the first `drops` connections it accepts before a byte of
/// reply — what Xvfb does to a connection that arrives while it resets after its last client
/// left — and forwards every later one, byte for byte, to the real server. It counts both, so a
/// test knows exactly how many connections it refused, and it needs no timing to do it.
///
/// A client of the proxy authenticates with the real server's cookie: `xauthority` is a file
/// holding it for any display number (Xlib looks cookies up by display number, and the proxy's
/// number is not the server's).
final class DroppingDisplayProxy: @unchecked Sendable {
  /// Why the proxy could not start.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The proxy's display, e.g. `:5123`.
  let display: String
  /// An Xauthority file for `display` (the real server's cookie), or nil when the real server's
  /// environment names none.
  let xauthority: String?

  private let socketPath: String
  private let serverPath: String
  private let listener: Int32
  private let drops: Int
  private let lock = NSLock()
  private var droppedCount = 0
  private var forwardedCount = 0
  private var stopped = false

  /// Starts listening. `drops` connections are closed unanswered (`Int.max`: all of them);
  /// `realDisplay` is the server to forward to (`:99`, `:0.0`); the Xauthority file goes in
  /// `directory`.
  init(drops: Int, realDisplay: String, directory: String) throws {
    guard let number = Self.displayNumber(realDisplay) else {
      throw Failure(description: "the proxy forwards to a local display such as :99, not DISPLAY=\(realDisplay)")
    }
    serverPath = "/tmp/.X11-unix/X\(number)"
    let free = (5000..<6000).shuffled().first {
      !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
        && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
    }
    guard let free else { throw Failure(description: "no free display number in 5000..<6000") }
    display = ":\(free)"
    socketPath = "/tmp/.X11-unix/X\(free)"
    self.drops = drops
    let fd = try Self.unixSocket(path: socketPath, listen: true)
    listener = fd
    xauthority = try Self.writeWildcardCookie(into: directory)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Connections closed unanswered so far.
  var dropped: Int {
    lock.lock()
    defer { lock.unlock() }
    return droppedCount
  }

  /// Connections forwarded to the real server so far.
  var forwarded: Int {
    lock.lock()
    defer { lock.unlock() }
    return forwardedCount
  }

  /// Stops accepting and removes the socket (forwarded connections end with their clients).
  func stop() {
    lock.lock()
    let wasStopped = stopped
    stopped = true
    lock.unlock()
    guard !wasStopped else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    unlink(socketPath)
  }

  deinit { stop() }

  private func acceptLoop() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if errno == EINTR { continue }
        return
      }
      lock.lock()
      let drop = droppedCount < drops
      if drop { droppedCount += 1 } else { forwardedCount += 1 }
      lock.unlock()
      if drop {
        close(client)
        continue
      }
      guard let server = try? Self.unixSocket(path: serverPath, listen: false) else {
        close(client)
        continue
      }
      let thread = Thread { Self.forward(client, server) }
      thread.start()
    }
  }

  /// Copies bytes both ways between `a` and `b` until either side closes, then closes both.
  private static func forward(_ a: Int32, _ b: Int32) {
    var fds = [pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0)]
    var buffer = [UInt8](repeating: 0, count: 65536)
    loop: while true {
      guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { break }
      for index in 0..<2 where fds[index].revents != 0 {
        let from = fds[index].fd
        let to = fds[1 - index].fd
        let count = read(from, &buffer, buffer.count)
        guard count > 0 else { break loop }
        var written = 0
        while written < count {
          let result = buffer.withUnsafeBytes { write(to, $0.baseAddress! + written, count - written) }
          guard result > 0 else { break loop }
          written += result
        }
      }
    }
    close(a)
    close(b)
  }

  /// The display number of a local display name (`:99`, `:99.0`, `unix:99`), or nil.
  static func displayNumber(_ name: String) -> Int? {
    guard let colon = name.lastIndex(of: ":") else { return nil }
    let host = name[..<colon]
    guard host.isEmpty || host == "unix" else { return nil }
    let rest = name[name.index(after: colon)...]
    return Int(rest.split(separator: ".", maxSplits: 1).first ?? "")
  }

  /// A Unix stream socket bound and listening at `path`, or connected to it.
  private static func unixSocket(path: String, listen shouldListen: Bool) throws -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Failure(description: "socket(): \(String(cString: strerror(errno)))") }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      close(fd)
      throw Failure(description: "socket path too long: \(path)")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    let length = socklen_t(MemoryLayout<sockaddr_un>.size)
    let result = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        shouldListen ? bind(fd, address, length) : connect(fd, address, length)
      }
    }
    guard result == 0, !shouldListen || listen(fd, 16) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw Failure(description: "\(shouldListen ? "bind" : "connect") \(path): \(reason)")
    }
    return fd
  }

  /// Copies the first MIT-MAGIC-COOKIE-1 of `XAUTHORITY` into a new file in `directory` as an
  /// entry for every address and display number (family 0xFFFF, empty number), and returns its
  /// path; nil when `XAUTHORITY` is not set or holds no such cookie (a server without access
  /// control needs none).
  private static func writeWildcardCookie(into directory: String) throws -> String? {
    guard let path = ProcessInfo.processInfo.environment["XAUTHORITY"],
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    let bytes = [UInt8](data)
    var offset = 0
    func field() -> [UInt8]? {
      guard offset + 2 <= bytes.count else { return nil }
      let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
      guard offset + 2 + length <= bytes.count else { return nil }
      defer { offset += 2 + length }
      return Array(bytes[(offset + 2)..<(offset + 2 + length)])
    }
    while offset + 2 <= bytes.count {
      offset += 2  // family
      guard field() != nil, field() != nil, let name = field(), let cookie = field() else { break }
      guard name == Array("MIT-MAGIC-COOKIE-1".utf8) else { continue }
      var entry: [UInt8] = [0xFF, 0xFF, 0, 0, 0, 0]  // any family, empty address, empty number
      for part in [name, cookie] { entry += [UInt8(part.count >> 8), UInt8(part.count & 0xFF)] + part }
      let out = (directory as NSString).appendingPathComponent("proxy.Xauthority")
      guard FileManager.default.createFile(atPath: out, contents: Data(entry)) else {
        throw Failure(description: "could not write \(out)")
      }
      return out
    }
    return nil
  }
}
