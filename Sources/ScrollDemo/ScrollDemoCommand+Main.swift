import ArgumentParser
import Foundation
import UIKit

extension ScrollDemoCommand {
  /// Usage errors (unknown scene, malformed option values, unknown flags) exit with 2, the Unix
  /// convention, rather than ArgumentParser's 64; everything else exits as ArgumentParser decides.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        Diagnostics.report(fullMessage(for: error), from: "scroll-demo")
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
