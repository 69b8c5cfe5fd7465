import Foundation
import XCTest

@testable import SDLPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// A display server that closes a connection while Xlib still writes to it must make that write
/// fail (and the attempt be retried), not kill the app with SIGPIPE.
final class BrokenPipeTests: XCTestCase {
  private func handler() -> sigaction {
    var current = sigaction()
    sigaction(SIGPIPE, nil, &current)
    return current
  }

  /// With SIGPIPE at its default, writing to a socket whose peer has gone fails with EPIPE and
  /// the process lives on.
  func testAWriteToAClosedConnectionFailsInsteadOfEndingTheProcess() throws {
    var saved = handler()
    defer { sigaction(SIGPIPE, &saved, nil) }
    signal(SIGPIPE, SIG_DFL)

    SDLSession.ignoreBrokenPipes()

    XCTAssertEqual(
      unsafeBitCast(handler().__sigaction_handler.sa_handler, to: Int.self), unsafeBitCast(SIG_IGN, to: Int.self),
      "SIGPIPE is ignored")
    var pair: [Int32] = [0, 0]
    XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair), 0)
    close(pair[1])
    let byte: [UInt8] = [0]
    let written = write(pair[0], byte, 1)
    let error = errno
    close(pair[0])
    XCTAssertEqual(written, -1)
    XCTAssertEqual(error, EPIPE, "the write fails with EPIPE (this process is still running to say so)")
  }

  /// A handler the app installed itself stays.
  func testAnAppsOwnHandlerIsKept() {
    var saved = handler()
    defer { sigaction(SIGPIPE, &saved, nil) }
    let own: @convention(c) (Int32) -> Void = { _ in }
    signal(SIGPIPE, own)

    SDLSession.ignoreBrokenPipes()

    XCTAssertEqual(
      unsafeBitCast(handler().__sigaction_handler.sa_handler, to: Int.self), unsafeBitCast(own, to: Int.self))
  }
}
