import CSDL2
import Foundation
import ViewCore

/// SDL's text input lent to a window (`WindowServices.textInput`): `SDL_StartTextInput` while a
/// field is first responder, `SDL_SetTextInputRect` with the caret (in SDL window units), and
/// `SDL_StopTextInput` otherwise. SDL starts text input by itself when video starts, so the
/// host stops it when it is made: no input method's window opens until a field asks.
@MainActor
final class SDLTextInputHost: TextInputHosting {
  private let unitsPerPoint: CGFloat
  /// What was asked, for tests and the log: "start", "rect", "stop".
  private(set) var calls: [String] = []

  init(unitsPerPoint: CGFloat) {
    self.unitsPerPoint = unitsPerPoint
    SDL_StopTextInput()
  }

  func startTextInput(caretRect: CGRect) {
    setRect(caretRect)
    SDL_StartTextInput()
    calls.append("start")
  }

  func setTextInputRect(_ caretRect: CGRect) {
    setRect(caretRect)
    calls.append("rect")
  }

  func stopTextInput() {
    SDL_StopTextInput()
    calls.append("stop")
  }

  var isActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }

  private func setRect(_ rect: CGRect) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
    var sdlRect = SDL_Rect(
      x: Int32(clamping: Int((rect.minX * unitsPerPoint).rounded())),
      y: Int32(clamping: Int((rect.minY * unitsPerPoint).rounded())),
      w: Int32(clamping: Int(max(rect.width * unitsPerPoint, 1).rounded())),
      h: Int32(clamping: Int(max(rect.height * unitsPerPoint, 1).rounded())))
    SDL_SetTextInputRect(&sdlRect)
  }
}
