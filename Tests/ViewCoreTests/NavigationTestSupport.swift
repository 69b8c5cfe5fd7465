import Foundation

@testable import ViewCore

/// A controller that logs its appearance and containment callbacks into a shared journal, as
/// "title.viewWillAppear" and so on.
@MainActor
final class JournalController: UIViewController {
  let journal: Journal

  init(_ title: String, journal: Journal) {
    self.journal = journal
    super.init()
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  private func note(_ event: String) { journal.entries.append("\(title ?? "?").\(event)") }

  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
  override func willMove(toParent parent: UIViewController?) {
    note(parent == nil ? "willMove(nil)" : "willMove(parent)")
  }
  override func didMove(toParent parent: UIViewController?) {
    note(parent == nil ? "didMove(nil)" : "didMove(parent)")
  }
}

/// The callbacks in the order they came.
@MainActor
final class Journal {
  var entries: [String] = []

  /// The entries since the last call, then forgets them.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A navigation controller in a 640 × 480 window, on screen.
@MainActor
func makeNavigation(root: UIViewController) -> (UIWindow, UINavigationController) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
  let navigation = UINavigationController(rootViewController: root)
  window.rootViewController = navigation
  _ = window.makeDisplayList()
  return (window, navigation)
}

/// Steps `window`'s clock at 60 Hz from its current time for `seconds`.
@MainActor
func step(_ window: UIWindow, for seconds: TimeInterval) {
  let start = window.currentTime
  let frames = Int((seconds * 60).rounded(.up))
  for frame in 1...max(frames, 1) {
    window.advance(to: start + Double(frame) / 60)
    _ = window.makeDisplayList()
  }
}

/// True when both lists hold the same controllers (by identity) in the same order.
@MainActor
func same(_ controllers: [UIViewController]?, _ expected: [UIViewController]) -> Bool {
  guard let controllers else { return false }
  return controllers.elementsEqual(expected, by: ===)
}

/// What `body` writes to standard error (file descriptor 2), captured through a temporary file.
@MainActor
func capturingStandardError(_ body: () -> Void) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
  FileManager.default.createFile(atPath: url.path, contents: nil)
  defer { try? FileManager.default.removeItem(at: url) }
  let file = try FileHandle(forWritingTo: url)
  let saved = dup(2)
  dup2(file.fileDescriptor, 2)
  body()
  dup2(saved, 2)
  close(saved)
  try file.close()
  return String(decoding: try Data(contentsOf: url), as: UTF8.self)
}
