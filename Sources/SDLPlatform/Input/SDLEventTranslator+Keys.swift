import CSDL2
import Foundation
import ViewCore

/// Keys and modifiers. Modifier keys themselves produce no key event; they only update
/// `modifiers`, which every following event carries.
extension SDLEventTranslator {
  mutating func key(_ event: SDL_KeyboardEvent, in shared: inout InputContext) -> [InputEvent] {
    let isDown = event.type == SDL_KEYDOWN.rawValue
    let symbol = event.keysym.sym
    shared.modifiers = Self.modifierFlags(UInt32(event.keysym.mod))
    if let flag = Self.modifierKeys[symbol] {
      if isDown { shared.modifiers.insert(flag) } else { shared.modifiers.remove(flag) }
      // Letting go of Ctrl ends a Ctrl+wheel pinch at once.
      return shared.modifiers.contains(.control) ? [] : shared.endWheelPinch(at: Self.seconds(event.timestamp))
    }
    guard let code = Self.keyCode(for: symbol) else { return [] }
    let key = InputEvent.Key(
      isDown ? .down : .up, code, modifiers: shared.modifiers, isRepeat: event.repeat != 0,
      time: Self.seconds(event.timestamp))
    return [.key(key)]
  }

  static func modifierFlags(_ mod: UInt32) -> UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
    if mod & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
    if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
    return flags
  }

  private static let modifierKeys: [SDL_Keycode: UIKeyModifierFlags] = [
    keycode(SDLK_LSHIFT): .shift, keycode(SDLK_RSHIFT): .shift,
    keycode(SDLK_LCTRL): .control, keycode(SDLK_RCTRL): .control,
    keycode(SDLK_LALT): .alternate, keycode(SDLK_RALT): .alternate,
    keycode(SDLK_LGUI): .command, keycode(SDLK_RGUI): .command,
  ]

  private static let namedKeys: [SDL_Keycode: KeyCode] = [
    keycode(SDLK_UP): .upArrow, keycode(SDLK_DOWN): .downArrow,
    keycode(SDLK_LEFT): .leftArrow, keycode(SDLK_RIGHT): .rightArrow,
    keycode(SDLK_PAGEUP): .pageUp, keycode(SDLK_PAGEDOWN): .pageDown,
    keycode(SDLK_HOME): .home, keycode(SDLK_END): .end,
    keycode(SDLK_SPACE): .space, keycode(SDLK_ESCAPE): .escape,
    keycode(SDLK_RETURN): .returnOrEnter, keycode(SDLK_KP_ENTER): .returnOrEnter,
    keycode(SDLK_TAB): .tab, keycode(SDLK_BACKSPACE): .deleteOrBackspace,
    keycode(SDLK_DELETE): .deleteForward,
  ]

  /// The core's key for an SDL key code; nil for keys the core does not know. SDL numbers F1–F12
  /// and F13–F24 consecutively, and printable ASCII keys (33–126) are their own characters.
  static func keyCode(for symbol: SDL_Keycode) -> KeyCode? {
    if let named = namedKeys[symbol] { return named }
    let f1 = keycode(SDLK_F1)
    if (f1...f1 + 11).contains(symbol) { return .function(Int(symbol - f1) + 1) }
    let f13 = keycode(SDLK_F13)
    if (f13...f13 + 11).contains(symbol) { return .function(Int(symbol - f13) + 13) }
    guard (33...126).contains(symbol), let scalar = Unicode.Scalar(UInt32(symbol)) else { return nil }
    return .character(Character(scalar))
  }

  private static func keycode(_ key: SDL_KeyCode) -> SDL_Keycode {
    SDL_Keycode(bitPattern: key.rawValue)
  }
}
