import Foundation
import ViewCore

/// Ten megabytes pasted into a `UITextField` (10 × 2^20 bytes of 16-byte lines, which the field
/// turns into one line), then one character typed after them: the paste's time and the
/// keystroke's, each the median of `runs`. The field is in a window with no platform, so text is
/// measured by the library's estimate rather than SDL_ttf.
enum TextPaste {
  static func run(runs: Int) -> (paste: Double, keystroke: Double, count: Int) {
    let text = String(repeating: "0123456789abcde\n", count: 10 * 65_536)
    var pastes: [Double] = []
    var keystrokes: [Double] = []
    var count = 0
    for _ in 0..<max(runs, 1) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
      let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
      window.addSubview(field)
      _ = field.becomeFirstResponder()
      UIPasteboard.general.string = text
      let start = ProcessInfo.processInfo.systemUptime
      field.paste(nil)
      let pasted = ProcessInfo.processInfo.systemUptime
      field.insertText("!")
      let typed = ProcessInfo.processInfo.systemUptime
      pastes.append(pasted - start)
      keystrokes.append(typed - pasted)
      count = field.text?.utf8.count ?? 0
    }
    return (Statistics(pastes).median, Statistics(keystrokes).median, count)
  }
}
