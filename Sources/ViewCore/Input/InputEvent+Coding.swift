import Foundation

/// Recordings store each event as one flat JSON object, e.g.
/// `{"id":0,"phase":"down","t":0.5,"type":"touch","x":10,"y":20}`; optional fields are left out
/// when they hold their default.
extension InputEvent: Codable {
  enum CodingKeys: String, CodingKey {
    case type, t, phase, id, x, y, clicks, mods, dx, dy, precise, scale, key, `repeat`, liftoff, rotation, text, sel,
      gesture
  }

  private enum Kind: String, CaseIterable {
    case touch, hover, wheel, trackpad, gesture, key, text, focusLost, pointerLeft, secondaryClick
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let typeName = try c.decode(String.self, forKey: .type)
    guard let kind = Kind(rawValue: typeName) else {
      let known = Kind.allCases.map(\.rawValue).joined(separator: ", ")
      // Older recordings stored each Ctrl+wheel step as a relative "magnify"; one step cannot
      // stand for a pinch's begin, change and end, so it is refused by name rather than guessed.
      let note = typeName == "magnify" ? " (Ctrl+wheel is now recorded as a pinch \"gesture\")" : ""
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: c,
        debugDescription: "expected \"type\" to be one of \(known), found \"\(typeName)\"\(note)")
    }
    let time = try c.decodeFinite(.t)
    switch kind {
    case .touch:
      let phaseName = try c.decode(String.self, forKey: .phase)
      guard let phase = Touch.Phase(rawValue: phaseName) else {
        throw DecodingError.dataCorruptedError(
          forKey: .phase, in: c,
          debugDescription: "expected \"phase\" down, move, up or cancel, found \"\(phaseName)\"")
      }
      let clicks = try c.decodeIfPresent(Int.self, forKey: .clicks) ?? 1
      self = .touch(
        Touch(
          phase, id: try c.decode(Int.self, forKey: .id), at: try c.decodePoint(), time: time,
          clickCount: clicks,
          modifiers: try c.decodeModifiers()))
    case .hover:
      self = .hover(Hover(at: try c.decodePoint(), time: time, modifiers: try c.decodeModifiers()))
    case .wheel:
      let delta = CGPoint(x: try c.decodeFinite(.dx), y: try c.decodeFinite(.dy))
      let precise = try c.decodeIfPresent(Bool.self, forKey: .precise) ?? false
      let liftOff = try c.decodeIfPresent(Bool.self, forKey: .liftoff) ?? false
      self = .wheel(
        Wheel(
          delta: delta, isPrecise: precise, at: try c.decodePoint(), time: time,
          modifiers: try c.decodeModifiers(), endsWithLiftOff: liftOff))
    case .trackpad:
      let phaseName = try c.decode(String.self, forKey: .phase)
      guard let phase = Trackpad.Phase(rawValue: phaseName) else {
        let known = Trackpad.Phase.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
          forKey: .phase, in: c, debugDescription: "expected \"phase\" one of \(known), found \"\(phaseName)\"")
      }
      self = .trackpad(Trackpad(phase, at: try c.decodePoint(), time: time))
    case .gesture:
      let phaseName = try c.decode(String.self, forKey: .phase)
      guard let phase = Gesture.Phase(rawValue: phaseName) else {
        let known = Gesture.Phase.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
          forKey: .phase, in: c, debugDescription: "expected \"phase\" one of \(known), found \"\(phaseName)\"")
      }
      let scale = try c.decodeIfPresent(Double.self, forKey: .scale) ?? 1
      guard scale.isFinite, scale > 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .scale, in: c, debugDescription: "expected \"scale\" a positive number, found \(scale)")
      }
      let rotation = c.contains(.rotation) ? try c.decodeFinite(.rotation) : 0
      let kindName = try c.decodeIfPresent(String.self, forKey: .gesture) ?? Gesture.Kind.pinch.rawValue
      guard let gestureKind = Gesture.Kind(rawValue: kindName) else {
        let known = Gesture.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
          forKey: .gesture, in: c, debugDescription: "expected \"gesture\" one of \(known), found \"\(kindName)\"")
      }
      let translation = CGPoint(
        x: c.contains(.dx) ? try c.decodeFinite(.dx) : 0, y: c.contains(.dy) ? try c.decodeFinite(.dy) : 0)
      self = .gesture(
        Gesture(
          phase, gestureKind, at: try c.decodePoint(), scale: CGFloat(scale), rotation: CGFloat(rotation),
          translation: translation, time: time))
    case .key:
      let phaseName = try c.decode(String.self, forKey: .phase)
      guard let phase = Key.Phase(rawValue: phaseName) else {
        throw DecodingError.dataCorruptedError(
          forKey: .phase, in: c, debugDescription: "expected \"phase\" down or up, found \"\(phaseName)\"")
      }
      let keyName = try c.decode(String.self, forKey: .key)
      guard let code = KeyCode(name: keyName) else {
        throw DecodingError.dataCorruptedError(
          forKey: .key, in: c,
          debugDescription: "expected a key name such as \"up\" or \"a\", found \"\(keyName)\"")
      }
      let isRepeat = try c.decodeIfPresent(Bool.self, forKey: .repeat) ?? false
      self = .key(Key(phase, code, modifiers: try c.decodeModifiers(), isRepeat: isRepeat, time: time))
    case .text:
      self = .text(try Self.decodeText(c, time: time))
    case .focusLost:
      self = .focusLost(timestamp: time)
    case .pointerLeft:
      self = .pointerLeft(timestamp: time)
    case .secondaryClick:
      self = .secondaryClick(SecondaryClick(at: try c.decodePoint(), time: time, modifiers: try c.decodeModifiers()))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(timestamp, forKey: .t)
    switch self {
    case .touch(let touch):
      try c.encode(Kind.touch.rawValue, forKey: .type)
      try c.encode(touch.phase.rawValue, forKey: .phase)
      try c.encode(touch.id, forKey: .id)
      try c.encodePoint(touch.location)
      if touch.clickCount != 1 { try c.encode(touch.clickCount, forKey: .clicks) }
      try c.encodeModifiers(touch.modifiers)
    case .hover(let hover):
      try c.encode(Kind.hover.rawValue, forKey: .type)
      try c.encodePoint(hover.location)
      try c.encodeModifiers(hover.modifiers)
    case .wheel(let wheel):
      try c.encode(Kind.wheel.rawValue, forKey: .type)
      try c.encode(wheel.delta.x, forKey: .dx)
      try c.encode(wheel.delta.y, forKey: .dy)
      if wheel.isPrecise { try c.encode(true, forKey: .precise) }
      if wheel.endsWithLiftOff { try c.encode(true, forKey: .liftoff) }
      try c.encodePoint(wheel.location)
      try c.encodeModifiers(wheel.modifiers)
    case .trackpad(let trackpad):
      try c.encode(Kind.trackpad.rawValue, forKey: .type)
      try c.encode(trackpad.phase.rawValue, forKey: .phase)
      try c.encodePoint(trackpad.location)
    case .gesture(let gesture):
      try c.encode(Kind.gesture.rawValue, forKey: .type)
      try c.encode(gesture.phase.rawValue, forKey: .phase)
      if gesture.kind != .pinch { try c.encode(gesture.kind.rawValue, forKey: .gesture) }
      if gesture.translation.x != 0 { try c.encode(gesture.translation.x, forKey: .dx) }
      if gesture.translation.y != 0 { try c.encode(gesture.translation.y, forKey: .dy) }
      try c.encode(gesture.scale, forKey: .scale)
      if gesture.rotation != 0 { try c.encode(gesture.rotation, forKey: .rotation) }
      try c.encodePoint(gesture.location)
    case .key(let key):
      try c.encode(Kind.key.rawValue, forKey: .type)
      try c.encode(key.phase.rawValue, forKey: .phase)
      try c.encode(key.code.name, forKey: .key)
      if key.isRepeat { try c.encode(true, forKey: .repeat) }
      try c.encodeModifiers(key.modifiers)
    case .text(let text):
      try c.encode(Kind.text.rawValue, forKey: .type)
      try Self.encodeText(text, into: &c)
    case .focusLost:
      try c.encode(Kind.focusLost.rawValue, forKey: .type)
    case .pointerLeft:
      try c.encode(Kind.pointerLeft.rawValue, forKey: .type)
    case .secondaryClick(let click):
      try c.encode(Kind.secondaryClick.rawValue, forKey: .type)
      try c.encodePoint(click.location)
      try c.encodeModifiers(click.modifiers)
    }
  }
}

extension KeyedDecodingContainer where Key == InputEvent.CodingKeys {
  fileprivate func decodeFinite(_ key: Key) throws -> Double {
    let value = try decode(Double.self, forKey: key)
    guard value.isFinite else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected a finite number for \"\(key.stringValue)\"")
    }
    return value
  }

  fileprivate func decodePoint() throws -> CGPoint {
    CGPoint(x: try decodeFinite(.x), y: try decodeFinite(.y))
  }

  fileprivate func decodeModifiers() throws -> UIKeyModifierFlags {
    let names = try decodeIfPresent([String].self, forKey: .mods) ?? []
    guard let flags = UIKeyModifierFlags(names: names) else {
      let known = UIKeyModifierFlags.names.map(\.1).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: .mods, in: self, debugDescription: "expected \"mods\" from \(known), found \(names)")
    }
    return flags
  }
}

extension KeyedEncodingContainer where Key == InputEvent.CodingKeys {
  fileprivate mutating func encodePoint(_ point: CGPoint) throws {
    try encode(Double(point.x), forKey: .x)
    try encode(Double(point.y), forKey: .y)
  }

  fileprivate mutating func encodeModifiers(_ flags: UIKeyModifierFlags) throws {
    if !flags.isEmpty { try encode(flags.names, forKey: .mods) }
  }
}
