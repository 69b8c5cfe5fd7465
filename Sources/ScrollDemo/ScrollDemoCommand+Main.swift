import ArgumentParser
import Foundation

extension ScrollDemoCommand {
  /// Usage errors (unknown scene, malformed option values, unknown flags) exit with 2, the Unix
  /// convention, rather than ArgumentParser's 64; everything else exits as ArgumentParser decides.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
