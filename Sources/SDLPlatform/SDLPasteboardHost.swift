import CSDL2
import Foundation
import ViewCore

/// The desktop clipboard and primary selection through SDL (`SDL_SetClipboardText`,
/// `SDL_GetClipboardText`, and SDL 2.26's primary-selection pair), lent to a window as
/// `WindowServices.pasteboard`. Text with a NUL is cut at it (SDL's clipboard is C text), with a
/// diagnostic; bytes that are not UTF-8 become U+FFFD.
@MainActor
final class SDLPasteboardHost: PasteboardHosting {
  var clipboardText: String? {
    get { Self.read(SDL_HasClipboardText(), SDL_GetClipboardText()) }
    set { Self.write(newValue, SDL_SetClipboardText) }
  }

  var primarySelectionText: String? {
    get { Self.read(SDL_HasPrimarySelectionText(), SDL_GetPrimarySelectionText()) }
    set { Self.write(newValue, SDL_SetPrimarySelectionText) }
  }

  private static func read(_ has: SDL_bool, _ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { SDL_free(pointer) }
    guard has == SDL_TRUE else { return nil }
    let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
    let text = String(decoding: bytes, as: UTF8.self)
    if text.utf8.count != bytes.count || String(validatingUTF8: pointer) == nil {
      Diagnostics.report(
        "the clipboard's text was not valid UTF-8; its bad bytes are pasted as U+FFFD", from: "UIPasteboard",
        once: "invalid-utf8")
    }
    return text.isEmpty ? nil : text
  }

  private static func write(_ text: String?, _ set: (UnsafePointer<CChar>?) -> Int32) {
    var value = text ?? ""
    if let nul = value.firstIndex(of: "\u{0}") {
      Diagnostics.report(
        "text with a NUL character was copied up to the NUL (the desktop clipboard holds C text)",
        from: "UIPasteboard", once: "nul")
      value = String(value[..<nul])
    }
    if set(value) != 0 {
      Diagnostics.report("could not set the clipboard: \(SDLPlatformError.lastSDLError)", from: "UIPasteboard")
    }
  }
}
