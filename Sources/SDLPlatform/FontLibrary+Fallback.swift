import CSDL2
import Foundation
import ViewCore

/// Emoji in colour: the characters DejaVu has no glyph for are drawn from Noto Color Emoji
/// (Debian's `fonts-noto-color-emoji`), scaled from its one bitmap strike to the text's size and
/// placed on the text's baseline. Text that needs no fallback (no character past U+1FFF that
/// DejaVu lacks) takes SDL2_ttf's own paths unchanged; text that does is measured, wrapped and
/// drawn a run at a time here. The emoji's pixels keep their colours: they come back beside the
/// white glyphs, which alone take the text's colour.
extension FontLibrary {
  /// Noto Color Emoji's one strike: 109 pixels an em (its bitmaps are 136 × 128).
  static let emojiStrike = 109

  /// A stretch of one line drawn from one font.
  struct FallbackRun {
    var text: Substring
    var isEmoji: Bool
  }

  /// A text's raster: its glyphs in white (their coverage in alpha, tinted later) and, when it has
  /// emoji, their colour pixels on a transparent surface of the same size.
  struct TextRaster {
    var glyphs: UnsafeMutablePointer<SDL_Surface>
    var colour: UnsafeMutablePointer<SDL_Surface>? = nil

    func free() {
      SDL_FreeSurface(glyphs)
      if let colour { SDL_FreeSurface(colour) }
    }
  }

  /// The colour emoji font, opened on first use; nil when it is not installed or will not open.
  func emoji() -> OpaquePointer? {
    if let emojiFont { return emojiFont }
    guard !emojiFontFailed, let emojiPath else { return nil }
    emojiFont = TTF_OpenFont(emojiPath, Int32(Self.emojiStrike))
    if emojiFont == nil {
      emojiFontFailed = true
      Diagnostics.report(
        "\(emojiPath) would not open (\(SDLPlatformError.lastSDLError)): emoji are drawn as boxes", from: "fonts",
        once: "emoji-open")
    }
    return emojiFont
  }

  /// `text` cut into runs of DejaVu and of emoji, or nil when DejaVu draws all of it (the common
  /// case, found without asking the fonts when no character is past U+1FFF).
  func fallbackRuns(_ text: Substring, in font: OpaquePointer) -> [FallbackRun]? {
    // UTF-8 lead bytes from 0xE2 start the characters from U+2000 on.
    guard text.utf8.contains(where: { $0 >= 0xE2 }), let emoji = emoji() else { return nil }
    var runs: [FallbackRun] = []
    var anyEmoji = false
    var start = text.startIndex
    var startIsEmoji = false
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      let isEmoji = Self.drawsAsEmoji(text[index], font: font, emoji: emoji)
      if index == text.startIndex {
        startIsEmoji = isEmoji
      } else if isEmoji != startIsEmoji {
        runs.append(FallbackRun(text: text[start..<index], isEmoji: startIsEmoji))
        start = index
        startIsEmoji = isEmoji
      }
      anyEmoji = anyEmoji || isEmoji
      index = next
    }
    guard anyEmoji else { return nil }
    runs.append(FallbackRun(text: text[start...], isEmoji: startIsEmoji))
    return runs
  }

  /// Whether `character` is drawn from the emoji font, which has its first scalar: an emoji shown
  /// as one by default (from U+1F000, and the older symbols Unicode gives emoji presentation —
  /// DejaVu draws some of these, in black, where iOS shows colour), one asked for emoji
  /// presentation (U+FE0F), or one made of a scalar DejaVu lacks.
  private static func drawsAsEmoji(_ character: Character, font: OpaquePointer, emoji: OpaquePointer) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, first.value >= 0x2000 || scalars.count > 1 else { return false }
    guard TTF_GlyphIsProvided32(emoji, first.value) != 0 else { return false }
    if first.value >= 0x1F000 || emojiPresentation.contains(first.value) { return true }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return true }
    return scalars.contains { $0.value >= 0x2000 && $0.value != 0x200D && TTF_GlyphIsProvided32(font, $0.value) == 0 }
  }

  /// The scalars below U+1F000 that Unicode shows as emoji by default (Emoji_Presentation=Yes,
  /// emoji-data.txt): watches, hourglasses, weather, zodiac, sports and the marks ✅ ❌ ❓ ⭐ ⭕.
  private static let emojiPresentation: Set<UInt32> = {
    var values: Set<UInt32> = [
      0x231A, 0x231B, 0x23F0, 0x23F3, 0x25FD, 0x25FE, 0x2614, 0x2615, 0x267F, 0x2693, 0x26A1, 0x26AA, 0x26AB,
      0x26BD, 0x26BE, 0x26C4, 0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705,
      0x270A, 0x270B, 0x2728, 0x274C, 0x274E, 0x2757, 0x27B0, 0x27BF, 0x2B1B, 0x2B1C, 0x2B50, 0x2B55,
    ]
    values.formUnion(0x23E9...0x23EC)
    values.formUnion(0x2648...0x2653)
    values.formUnion(0x2753...0x2755)
    values.formUnion(0x2795...0x2797)
    return values
  }()

  /// How much the emoji's strike is scaled for text of `pixelSize`.
  static func emojiScale(pixelSize: Int) -> CGFloat { CGFloat(pixelSize) / CGFloat(emojiStrike) }

  /// The width in pixels of one line of `text` in `font` at `pixelSize`, emoji included.
  func lineWidth(_ text: Substring, in font: OpaquePointer, pixelSize: Int) -> Int {
    lineWidth(text, runs: fallbackRuns(text, in: font), in: font, pixelSize: pixelSize)
  }

  /// The same, with `text`'s `fallbackRuns` already found (nil: DejaVu draws all of it).
  func lineWidth(_ text: Substring, runs: [FallbackRun]?, in font: OpaquePointer, pixelSize: Int) -> Int {
    guard let runs, let emoji = emoji() else {
      return Self.width(of: String(text), in: font)
    }
    let scale = Self.emojiScale(pixelSize: pixelSize)
    return runs.reduce(0) { total, run in
      let width = Self.width(of: String(run.text), in: run.isEmoji ? emoji : font)
      return total + (run.isEmoji ? Int((CGFloat(width) * scale).rounded()) : width)
    }
  }

  /// The lines of `text` word-wrapped at `width` pixels as `measure` gives widths (a word wider
  /// than a line is broken between characters), paragraphs kept.
  static func wrappedLines(_ text: Substring, width: Int, measure: (Substring) -> Int) -> [Substring] {
    var lines: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var lineStart = paragraph.startIndex
      var lineEnd = paragraph.startIndex
      var index = paragraph.startIndex
      while index < paragraph.endIndex {
        // A word and the spaces after it.
        var wordEnd = index
        while wordEnd < paragraph.endIndex, !paragraph[wordEnd].isWhitespace {
          wordEnd = paragraph.index(after: wordEnd)
        }
        var spacesEnd = wordEnd
        while spacesEnd < paragraph.endIndex, paragraph[spacesEnd].isWhitespace {
          spacesEnd = paragraph.index(after: spacesEnd)
        }
        if measure(paragraph[lineStart..<wordEnd]) <= width {
          lineEnd = spacesEnd
        } else if lineEnd > lineStart {
          lines.append(paragraph[lineStart..<lineEnd])
          lineStart = index
          lineEnd = index
          continue
        } else {
          // The word alone is too wide: as many characters as fit (at least one).
          var cut = paragraph.index(after: lineStart)
          while cut < wordEnd, measure(paragraph[lineStart...cut]) <= width { cut = paragraph.index(after: cut) }
          lines.append(paragraph[lineStart..<cut])
          lineStart = cut
          lineEnd = cut
          index = cut
          continue
        }
        index = spacesEnd
      }
      lines.append(paragraph[lineStart...])
    }
    return lines.map { line in
      var end = line.endIndex
      while end > line.startIndex, line[line.index(before: end)].isWhitespace { end = line.index(before: end) }
      return line[line.startIndex..<end]
    }
  }

  /// `key`'s raster with its emoji, or nil when its text needs no fallback (SDL2_ttf draws it).
  func rasterizeWithFallback(_ key: TextRasterKey, in font: OpaquePointer) -> TextRaster?? {
    let text = Substring(key.numberOfLines == 1 ? key.text.replacingOccurrences(of: "\n", with: " ") : key.text)
    guard fallbackRuns(text, in: font) != nil else { return .none }
    let measure = { (line: Substring) in self.lineWidth(line, in: font, pixelSize: key.pixelSize) }
    var lines: [Substring]
    if key.numberOfLines == 1 {
      lines = [Self.truncatingTail(text, toWidth: key.width, measure: measure)]
    } else {
      lines = Self.wrappedLines(text, width: key.width, measure: measure)
      if key.numberOfLines > 0, lines.count > key.numberOfLines { lines = Array(lines.prefix(key.numberOfLines)) }
    }
    let rendered = lines.map { renderLine($0, in: font, pixelSize: key.pixelSize) }
    let width = rendered.map { $0.map { Int($0.glyphs.pointee.w) } ?? 0 }.max() ?? 0
    let lineSkip = max(1, Int(TTF_FontLineSkip(font)))
    let height = max(Int(TTF_FontHeight(font)), lineSkip * (lines.count - 1) + Int(TTF_FontHeight(font)))
    guard width > 0, let glyphs = Self.canvas(width: width, height: height),
      let colour = Self.canvas(width: width, height: height)
    else {
      for line in rendered { line?.free() }
      return .some(nil)
    }
    for (row, line) in rendered.enumerated() {
      guard let line else { continue }
      defer { line.free() }
      let lineWidth = Int(line.glyphs.pointee.w)
      let x = Int((CGFloat(width - lineWidth) * key.alignment.slackFraction).rounded())
      var place = SDL_Rect(x: Int32(x), y: Int32(row * lineSkip), w: Int32(lineWidth), h: line.glyphs.pointee.h)
      SDL_SetSurfaceBlendMode(line.glyphs, SDL_BLENDMODE_NONE)
      SDL_UpperBlit(line.glyphs, nil, glyphs, &place)
      if let lineColour = line.colour {
        var again = place
        SDL_SetSurfaceBlendMode(lineColour, SDL_BLENDMODE_NONE)
        SDL_UpperBlit(lineColour, nil, colour, &again)
      }
    }
    return .some(TextRaster(glyphs: glyphs, colour: colour))
  }

  /// One line: DejaVu's runs white on one surface, the emoji's colour on another, on one baseline.
  private func renderLine(_ line: Substring, in font: OpaquePointer, pixelSize: Int) -> TextRaster? {
    let runs = fallbackRuns(line, in: font) ?? [FallbackRun(text: line, isEmoji: false)]
    let scale = Self.emojiScale(pixelSize: pixelSize)
    let height = Int(TTF_FontHeight(font))
    let ascent = Int(TTF_FontAscent(font))
    var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, isEmoji: Bool, y: Int)] = []
    defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
    for run in runs where !run.text.isEmpty {
      if run.isEmoji, let emoji = emoji() {
        guard let strike = TTF_RenderUTF8_Blended(emoji, String(run.text), Self.white) else { continue }
        defer { SDL_FreeSurface(strike) }
        let width = max(1, Int((CGFloat(strike.pointee.w) * scale).rounded()))
        let scaledHeight = max(1, Int((CGFloat(strike.pointee.h) * scale).rounded()))
        guard let scaled = Self.boxScaled(strike, width: width, height: scaledHeight) else { continue }
        let y = ascent - Int((CGFloat(TTF_FontAscent(emoji)) * scale).rounded())
        pieces.append((scaled, true, y))
      } else if let surface = TTF_RenderUTF8_Blended(font, String(run.text), Self.white) {
        pieces.append((surface, false, 0))
      }
    }
    let width = pieces.reduce(0) { $0 + Int($1.surface.pointee.w) }
    guard width > 0, let glyphs = Self.canvas(width: width, height: height),
      let colour = Self.canvas(width: width, height: height)
    else { return nil }
    var x = 0
    for piece in pieces {
      var place = SDL_Rect(x: Int32(x), y: Int32(piece.y), w: piece.surface.pointee.w, h: piece.surface.pointee.h)
      SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_NONE)
      SDL_UpperBlit(piece.surface, nil, piece.isEmoji ? colour : glyphs, &place)
      x += Int(piece.surface.pointee.w)
    }
    return TextRaster(glyphs: glyphs, colour: colour)
  }

  /// A transparent ARGB surface.
  static func canvas(width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
    guard width > 0, height > 0,
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    SDL_FillRect(surface, nil, 0)
    return surface
  }

  /// `source` (ARGB) shrunk to `width` × `height` by averaging the source pixels each target pixel
  /// covers (alpha-weighted, so transparent edges do not darken), for emoji scaled from 128 pixels
  /// to a line of text without the shimmer of sampling.
  static func boxScaled(_ source: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    guard let argb = SDL_ConvertSurfaceFormat(source, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
    defer { SDL_FreeSurface(argb) }
    guard let target = canvas(width: width, height: height) else { return nil }
    guard SDL_LockSurface(argb) == 0, let from = argb.pointee.pixels else { return target }
    defer { SDL_UnlockSurface(argb) }
    guard SDL_LockSurface(target) == 0, let to = target.pointee.pixels else { return target }
    defer { SDL_UnlockSurface(target) }
    let sourceWidth = Int(argb.pointee.w)
    let sourceHeight = Int(argb.pointee.h)
    let sourcePitch = Int(argb.pointee.pitch)
    let targetPitch = Int(target.pointee.pitch)
    for ty in 0..<height {
      let y0 = ty * sourceHeight / height
      let y1 = max(y0 + 1, (ty + 1) * sourceHeight / height)
      let out = (to + ty * targetPitch).assumingMemoryBound(to: UInt32.self)
      for tx in 0..<width {
        let x0 = tx * sourceWidth / width
        let x1 = max(x0 + 1, (tx + 1) * sourceWidth / width)
        var a = 0
        var r = 0
        var g = 0
        var b = 0
        for sy in y0..<min(y1, sourceHeight) {
          let row = (from + sy * sourcePitch).assumingMemoryBound(to: UInt32.self)
          for sx in x0..<min(x1, sourceWidth) {
            let pixel = Int(row[sx])
            let alpha = pixel >> 24 & 0xFF
            a += alpha
            r += (pixel >> 16 & 0xFF) * alpha
            g += (pixel >> 8 & 0xFF) * alpha
            b += (pixel & 0xFF) * alpha
          }
        }
        let count = max(1, (min(y1, sourceHeight) - y0) * (min(x1, sourceWidth) - x0))
        guard a > 0 else { continue }
        let value = UInt32(a / count) << 24 | UInt32(r / a) << 16 | UInt32(g / a) << 8 | UInt32(b / a)
        out[tx] = value
      }
    }
    return target
  }

  /// `line` if it fits in `width` pixels as `measure` gives widths, else its longest prefix that
  /// fits with "…" appended.
  static func truncatingTail(_ line: Substring, toWidth width: Int, measure: (Substring) -> Int) -> Substring {
    guard width > 0, measure(line) > width else { return line }
    let characters = Array(line)
    func candidate(_ count: Int) -> Substring {
      var prefix = String(characters[..<count])
      while prefix.last?.isWhitespace == true { prefix.removeLast() }
      return Substring(prefix + "…")
    }
    // Binary search for the longest prefix; "…" alone is the floor even if it overflows.
    var low = 0
    var high = characters.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if measure(candidate(mid)) <= width { low = mid } else { high = mid - 1 }
    }
    return candidate(low)
  }
}
